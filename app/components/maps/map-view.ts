// Where a map of places (the shops, the carrier's pickup points) looks first: every place of
// the city in view, or the city itself when it has none. Pure arithmetic on Web Mercator, so
// it is tested without a map.

/** Longitude first, as the Yandex Maps JS API v3 takes coordinates. */
export type LngLat = [lon: number, lat: number];
export type MapView = { center: LngLat; zoom: number };

const MIN_ZOOM = 3;
const MAX_ZOOM = 16;
/** A single shop: close enough to see the street. */
const ONE_SHOP_ZOOM = 15;
/** A city without shops: the whole city. */
const CITY_ZOOM = 11;
/** Width of the map in CSS pixels the view is fitted to; narrower maps keep the markers near the edge. */
const FIT_WIDTH_PX = 560;
/** Room around the outermost markers. */
const MARGIN = 1.3;

/** Degrees of latitude stretch on the map by 1 / cos(latitude); this is the factor for the shops' middle. */
function latitudeStretch(lat: number): number {
  return 1 / Math.cos((lat * Math.PI) / 180);
}

/** The view that shows every point, or the city centre when there are none. */
export function mapViewFor(points: LngLat[], city: LngLat): MapView {
  if (points.length === 0) return { center: city, zoom: CITY_ZOOM };
  if (points.length === 1) return { center: points[0], zoom: ONE_SHOP_ZOOM };
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const center: LngLat = [(west + east) / 2, (south + north) / 2];
  // A span of `span` degrees fills FIT_WIDTH_PX at zoom log2(360 · width / (256 · span)).
  const span = Math.max(east - west, (north - south) * latitudeStretch(center[1]), 1e-6) * MARGIN;
  const zoom = Math.floor(Math.log2((360 * FIT_WIDTH_PX) / (256 * span)));
  return { center, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) };
}
