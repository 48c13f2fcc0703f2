import { API_HEADERS } from '../contract/session';

/** Moscow (spec §3, §9): the city when the shopper has not chosen one. */
export const DEFAULT_CITY_ID = 216;

/** The selected city of a request (User-Location-Id); Moscow when absent or not an id. */
export function requestCityId(request: Request): number {
  const raw = request.headers.get(API_HEADERS.location)?.trim() ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_CITY_ID;
}
