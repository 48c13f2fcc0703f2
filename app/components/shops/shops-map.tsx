import type { Shop } from '~/commerce/contract/content';
import { PlacesMap } from '~/components/maps/places-map';
import type { MapStatus } from '~/components/maps/yandex-maps';

type ShopsMapProps = {
  apiKey: string;
  shops: Shop[];
  city: { lat: number; lon: number };
  /** The shop the list asked to show; the map flies to it. */
  focused: Shop | null;
  /** A marker was pressed: the list scrolls to that shop. */
  onMarker: (shop: Shop) => void;
  /** Tells the page how loading goes (the list drops its map buttons on an error). */
  onStatus?: (status: MapStatus) => void;
};

/** The city's shops on a Yandex map (the shared PlacesMap), each marker named after its shop. */
export function ShopsMap({ apiKey, shops, city, focused, onMarker, onStatus }: ShopsMapProps) {
  return (
    <PlacesMap
      apiKey={apiKey}
      places={shops.map((shop) => ({
        id: shop.code,
        lon: shop.lon,
        lat: shop.lat,
        title: shop.name,
        label: `${shop.name}, ${shop.address}`,
      }))}
      fallback={[city.lon, city.lat]}
      focused={focused?.code ?? null}
      onMarker={(code) => {
        const shop = shops.find((s) => s.code === code);
        if (shop) onMarker(shop);
      }}
      onStatus={onStatus}
      markerData="shopMarker"
      regionLabel="Карта магазинов"
      errorText="Карта сейчас не загрузилась — все адреса и телефоны магазинов в списке."
      frameClassName="h-72 tablet:h-96 desktop:h-full desktop:min-h-[32rem]"
      rootProps={{ 'data-shops-map': '' }}
    />
  );
}
