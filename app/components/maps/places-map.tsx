import { useEffect, useRef, useState } from 'react';
import { cx } from '~/components/ui/class-names';
import { type LngLat, mapViewFor } from './map-view';
import { markerClassName } from './marker-look';
import { loadYandexMaps, type MapStatus, type Ymaps3 } from './yandex-maps';

/** One place on the map: a shop, a pickup point. */
export type MapPlace = {
  /** Its code; the marker carries it in its data attribute. */
  id: string;
  lon: number;
  lat: number;
  /** The marker's tooltip. */
  title: string;
  /** What a screen reader says for the marker. */
  label: string;
};

export type PlacesMapProps = {
  apiKey: string;
  places: MapPlace[];
  /** Where to look when there are no places (the city's centre). */
  fallback: LngLat;
  /** The place the page asked to show; the map flies to it. */
  focused: string | null;
  /** The place the shopper chose, marked apart from the others; leave out where nothing is chosen. */
  chosen?: string | null;
  /** A marker was pressed. */
  onMarker: (id: string) => void;
  /** Tells the page how loading goes. */
  onStatus?: (status: MapStatus) => void;
  /** The markers' data attribute, camelCased as in `dataset` ('shopMarker' → data-shop-marker). */
  markerData: string;
  /** The map region's accessible name. */
  regionLabel: string;
  /** The line that stands in for a map that did not load. */
  errorText: string;
  /** The frame's size and shape. */
  frameClassName: string;
  /** Attributes of the outer element (a data attribute the page and tests find it by). */
  rootProps?: Record<`data-${string}`, string>;
};

const lngLat = (place: { lon: number; lat: number }): LngLat => [place.lon, place.lat];
const FOCUS_ZOOM = 16;

/** A marker: a pin button named after its place. */
function markerElement(place: MapPlace, dataName: string, onPress: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.title = place.title;
  button.setAttribute('aria-label', place.label);
  button.dataset[dataName] = place.id;
  button.addEventListener('click', onPress);
  return button;
}

/** Marks the chosen marker (colour and aria-pressed); without a choice every marker looks alike. */
function markChosen(markers: Map<string, HTMLButtonElement>, chosen: string | null | undefined): void {
  for (const [id, button] of markers) {
    button.className = markerClassName(chosen === undefined ? 'plain' : id === chosen ? 'chosen' : 'other');
    if (chosen !== undefined) button.setAttribute('aria-pressed', String(id === chosen));
  }
}

function drawMap(api: Ymaps3, element: HTMLElement, props: PlacesMapProps) {
  const view = mapViewFor(props.places.map(lngLat), props.fallback);
  // Page scrolling stays page scrolling: the wheel does not zoom the map (pinch and double click do).
  const map = new api.YMap(element, { location: view, behaviors: ['drag', 'pinchZoom', 'dblClick'] });
  map.addChild(new api.YMapDefaultSchemeLayer({}));
  map.addChild(new api.YMapDefaultFeaturesLayer({}));
  const markers = new Map<string, HTMLButtonElement>();
  for (const place of props.places) {
    const button = markerElement(place, props.markerData, () => props.onMarker(place.id));
    markers.set(place.id, button);
    map.addChild(new api.YMapMarker({ coordinates: lngLat(place), title: place.title }, button));
  }
  markChosen(markers, props.chosen);
  return { map, markers };
}

/**
 * Places on a Yandex map, shared by the shops page and checkout's pickup points. Drawn only in
 * the browser; until the script is in, the frame says so, and if it fails (no network, a
 * refused key) the frame gives way to a line pointing at the list, which is on the page in
 * every case. data-status carries the spec's loading status (pending, loading, loaded, error).
 */
export function PlacesMap(props: PlacesMapProps) {
  const { apiKey, places, focused, chosen } = props;
  const [status, setStatus] = useState<MapStatus>('pending');
  const frame = useRef<HTMLDivElement>(null);
  const drawn = useRef<ReturnType<typeof drawMap> | null>(null);
  // The latest props for the map's callbacks, without redrawing the map when they change.
  const latest = useRef(props);
  latest.current = props;
  const placesKey = places.map((place) => place.id).join(',');

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadYandexMaps(apiKey)
      .then((api) => {
        if (cancelled || !frame.current) return;
        drawn.current = drawMap(api, frame.current, {
          ...latest.current,
          onMarker: (id) => latest.current.onMarker(id),
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
      drawn.current?.map.destroy();
      drawn.current = null;
    };
  }, [apiKey, placesKey]);

  useEffect(() => {
    latest.current.onStatus?.(status);
  }, [status]);

  useEffect(() => {
    const place = latest.current.places.find((p) => p.id === focused);
    if (place && drawn.current) {
      drawn.current.map.update({ location: { center: lngLat(place), zoom: FOCUS_ZOOM, duration: 400 } });
    }
  }, [focused]);

  useEffect(() => {
    if (drawn.current) markChosen(drawn.current.markers, chosen);
  }, [chosen, status]);

  if (status === 'error') {
    return (
      <p
        {...props.rootProps}
        data-status={status}
        role="status"
        className="rounded-2xl bg-brand-soft px-5 py-4 text-sm"
      >
        {props.errorText}
      </p>
    );
  }
  return (
    <div
      {...props.rootProps}
      data-status={status}
      // Until JavaScript runs the frame stays out of sight: a browser without it has the list.
      className={cx(
        'relative overflow-hidden rounded-3xl bg-brand-soft',
        props.frameClassName,
        status === 'pending' && 'hidden',
      )}
    >
      <div ref={frame} className="absolute inset-0" aria-label={props.regionLabel} role="region" />
      {status === 'loading' && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-brand-muted">
          Загружаем карту…
        </p>
      )}
    </div>
  );
}
