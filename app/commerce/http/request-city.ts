import { MOSCOW_CITY_ID } from '../contract/location';
import { API_HEADERS } from '../contract/session';

/** Moscow (docs/product.md#entities, docs/product.md#constants-and-limits): the city when the shopper has not chosen one. */
export const DEFAULT_CITY_ID = MOSCOW_CITY_ID;

/**
 * The city of a request: an explicit id (a body's cityId), else the User-Location-Id header,
 * else Moscow when absent or not an id. Every area asks it the same way, so it lives with the
 * other request readers rather than in one area (orders and customers both need it).
 */
export function requestCityId(request: Request, explicit?: number): number {
  if (explicit !== undefined) return explicit;
  const raw = request.headers.get(API_HEADERS.location)?.trim() ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_CITY_ID;
}
