import { useEffect, useRef, useState } from 'react';
import type { Shop } from '~/commerce/contract/content';
import { cx } from '~/components/ui/class-names';
import { type LngLat, mapViewFor } from './map-view';
import { loadYandexMaps, type MapStatus, type YMapInstance, type Ymaps3 } from './yandex-maps';

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

const lngLat = (place: { lon: number; lat: number }): LngLat => [place.lon, place.lat];
const FOCUS_ZOOM = 16;

/** A marker: a pin button named after its shop. */
function markerElement(shop: Shop, onPress: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.title = shop.name;
  button.setAttribute('aria-label', `${shop.name}, ${shop.address}`);
  button.dataset.shopMarker = shop.code;
  button.className =
    'block h-9 w-9 -translate-x-1/2 -translate-y-full rounded-full rounded-br-none rotate-45 border-2 border-white bg-brand-accent shadow-lg';
  button.addEventListener('click', onPress);
  return button;
}

function drawMap(api: Ymaps3, element: HTMLElement, props: ShopsMapProps): YMapInstance {
  const view = mapViewFor(props.shops.map(lngLat), lngLat(props.city));
  // Page scrolling stays page scrolling: the wheel does not zoom the map (pinch and double click do).
  const map = new api.YMap(element, { location: view, behaviors: ['drag', 'pinchZoom', 'dblClick'] });
  map.addChild(new api.YMapDefaultSchemeLayer({}));
  map.addChild(new api.YMapDefaultFeaturesLayer({}));
  for (const shop of props.shops) {
    map.addChild(
      new api.YMapMarker(
        { coordinates: lngLat(shop), title: shop.name },
        markerElement(shop, () => props.onMarker(shop)),
      ),
    );
  }
  return map;
}

/**
 * The shops on a Yandex map. Drawn only in the browser; until the script is in, the frame
 * says so, and if it fails (no network, a refused key) the frame gives way to a line
 * pointing at the list, which is on the page in every case. data-status carries the spec's
 * loading status (pending, loading, loaded, error).
 */
export function ShopsMap(props: ShopsMapProps) {
  const { apiKey, shops, focused } = props;
  const [status, setStatus] = useState<MapStatus>('pending');
  const frame = useRef<HTMLDivElement>(null);
  const map = useRef<YMapInstance | null>(null);
  // The latest props for the map's callbacks, without redrawing the map when they change.
  const latest = useRef(props);
  latest.current = props;
  const shopsKey = shops.map((shop) => shop.code).join(',');

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadYandexMaps(apiKey)
      .then((api) => {
        if (cancelled || !frame.current) return;
        map.current = drawMap(api, frame.current, {
          ...latest.current,
          onMarker: (shop) => latest.current.onMarker(shop),
        });
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[maps] Яндекс Карты не загрузились:', error instanceof Error ? error.message : error);
        setStatus('error');
      });
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [apiKey, shopsKey]);

  useEffect(() => {
    latest.current.onStatus?.(status);
  }, [status]);

  useEffect(() => {
    if (focused && map.current) {
      map.current.update({ location: { center: lngLat(focused), zoom: FOCUS_ZOOM, duration: 400 } });
    }
  }, [focused]);

  if (status === 'error') {
    return (
      <p
        data-shops-map=""
        data-status={status}
        role="status"
        className="rounded-2xl bg-brand-soft px-5 py-4 text-sm"
      >
        Карта сейчас не загрузилась — все адреса и телефоны магазинов в списке.
      </p>
    );
  }
  return (
    <div
      data-shops-map=""
      data-status={status}
      // Until JavaScript runs the frame stays out of sight: a browser without it has the list.
      className={cx(
        'relative h-72 overflow-hidden rounded-3xl bg-brand-soft tablet:h-96 desktop:h-full desktop:min-h-[32rem]',
        status === 'pending' && 'hidden',
      )}
    >
      <div ref={frame} className="absolute inset-0" aria-label="Карта магазинов" role="region" />
      {status === 'loading' && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-brand-muted">
          Загружаем карту…
        </p>
      )}
    </div>
  );
}
