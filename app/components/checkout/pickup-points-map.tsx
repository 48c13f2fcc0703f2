import type { PickupPoints } from '~/commerce/contract/pickup-points';
import { PlacesMap } from '~/components/maps/places-map';

type Point = PickupPoints['points'][number];

/**
 * The city's pickup points on a Yandex map beside their list. The list's select stays what the
 * form posts: a marker only asks for its point to be chosen there, and a point chosen in the
 * list is marked and flown to here.
 */
export function PickupPointsMap({
  apiKey,
  points,
  chosen,
  onMarker,
}: {
  apiKey: string;
  points: Point[];
  chosen: string;
  onMarker: (code: string) => void;
}) {
  return (
    <PlacesMap
      apiKey={apiKey}
      places={points.map((point) => ({
        id: point.code,
        lon: point.lon,
        lat: point.lat,
        title: point.name || point.address,
        label: point.name ? `${point.name}, ${point.address}` : point.address,
      }))}
      // Checkout offers the way only with points, so the view always fits them; this is a formality.
      fallback={[points[0].lon, points[0].lat]}
      focused={chosen || null}
      chosen={chosen || null}
      onMarker={onMarker}
      markerData="pointMarker"
      regionLabel="Карта пунктов выдачи"
      errorText="Карта сейчас не загрузилась — выбери пункт из списка."
      frameClassName="h-72 desktop:h-80"
      rootProps={{ 'data-points-map': '' }}
    />
  );
}
