import {
  type City,
  CityDetectResponseSchema,
  CityListSchema,
  MOSCOW_CITY_ID,
  MOSCOW_CITY_NAME,
} from '~/commerce/contract/location';
import { apiCall, type ApiSession, isAbortError } from './api-client.server';
import { sharedCache } from './shared-cache';
import { shopperAddressHeaders } from './shopper-address.server';
import { logger } from '~/utils/log.server';

const log = logger('city');

/** The city every failure falls back to (docs/product.md#entities). */
export const DEFAULT_CITY = { id: MOSCOW_CITY_ID, name: MOSCOW_CITY_NAME } as const;

const cityListCache = sharedCache<City[]>(10 * 60_000, 1);

/** The city of the shopper's address (GET /api/location/detect/), passing the address on signed. */
export async function detectCity(session: ApiSession, shopperAddress: string | null): Promise<City> {
  return apiCall({
    path: '/api/location/detect/',
    schema: CityDetectResponseSchema,
    session,
    headers: shopperAddressHeaders(shopperAddress),
  });
}

/** Every city, Moscow first (GET /api/location/cities/); kept for ten minutes. */
export async function getCities(session: ApiSession): Promise<City[]> {
  // The list is the same for every shopper, so one caller's abort must not fail the others.
  return cityListCache('all', () =>
    apiCall({
      path: '/api/location/cities/',
      schema: CityListSchema,
      session,
      signal: AbortSignal.timeout(15_000),
    }),
  );
}

/** Cities whose name starts with the text; empty text or any failure gives [] (docs/product.md#validation, docs/product.md#api-calls). */
export async function searchCities(session: ApiSession, text: string): Promise<City[]> {
  const city = text.trim();
  if (city === '') return [];
  try {
    return await apiCall({
      path: '/api/location/cities/by-name/',
      query: { city },
      schema: CityListSchema,
      session,
    });
  } catch (error) {
    if (!isAbortError(error)) log.error({ error: (error as Error).message }, 'search failed');
    return [];
  }
}

/** How many of the biggest cities the picker lists before the shopper types anything. */
export const CITY_PICKER_DEFAULT_SIZE = 30;

/** A line of the city picker. */
export type CityOption = { id: number; name: string; region: string };
const option = (c: City): CityOption => ({ id: c.id, name: c.name, region: c.region });

/**
 * The city picker's list: the cities matching the search, or, before anything is typed, the
 * biggest cities (Moscow first) with the current city kept in right after Moscow.
 */
export async function cityPickerOptions(
  session: ApiSession,
  query: string,
  currentId: number,
): Promise<CityOption[]> {
  if (query.trim() !== '') return (await searchCities(session, query)).map(option);
  let cities: City[];
  try {
    cities = await getCities(session);
  } catch (error) {
    if (!isAbortError(error))
      log.error({ error: (error as Error).message }, 'Ошибка получения списка городов');
    return [];
  }
  const top = cities.slice(0, CITY_PICKER_DEFAULT_SIZE).map(option);
  if (top.some((c) => c.id === currentId)) return top;
  const own = cities.find((c) => c.id === currentId);
  return own ? [top[0], option(own), ...top.slice(1)] : top;
}
