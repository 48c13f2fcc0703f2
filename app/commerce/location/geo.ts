/** A point on the globe in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlacedCity extends LatLon {
  id: number;
  population: number;
}

/**
 * The city an IP location most likely means. An IP database gives a point and an accuracy
 * radius; a big city and its satellite towns often all lie inside that radius, and the
 * shopper is far likelier to be in the big one (Novosibirsk rather than Berdsk). So: the most
 * populous city within the radius (kept between 10 and 50 km), else simply the nearest.
 */
export function mostLikelyCity<C extends PlacedCity>(
  point: LatLon,
  accuracyKm: number,
  cities: readonly C[],
): C | undefined {
  const radius = Math.min(50, Math.max(10, accuracyKm || 0));
  let nearest: { city: C; km: number } | undefined;
  let biggestInside: C | undefined;
  for (const city of cities) {
    const km = distanceKm(point, city);
    if (!nearest || km < nearest.km) nearest = { city, km };
    if (km <= radius && (!biggestInside || city.population > biggestInside.population)) biggestInside = city;
  }
  return biggestInside ?? nearest?.city;
}
