import type { City } from '../contract/location';
import { MOSCOW_CITY_ID } from '../contract/location';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import {
  type CityRecord,
  selectAllCities,
  selectCitiesByNamePrefix,
  selectCityById,
  selectCityPlaces,
} from './cities.queries.server';
import { parseIpAddress } from '../../utils/ip-address';
import { mostLikelyCity } from './geo';
import { locateIp } from './geoip.server';
import { normalizeCitySearch } from './name-search';

/** Most cities a name search answers with; the picker shows a short list anyway. */
export const CITY_SEARCH_LIMIT = 50;

/** The city list changes only with a new data set: cacheable for an hour everywhere. */
export const CITIES_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** 'Новосибирская' + 'обл' → 'Новосибирская область', as a person writes the region. */
export function regionTitle(region: string, regionType: string): string {
  switch (regionType) {
    case 'обл':
      return `${region} область`;
    case 'край':
      return `${region} край`;
    case 'Респ':
      return `Республика ${region}`;
    case 'Аобл':
      return `${region} автономная область`;
    case 'АО':
      return /округ/i.test(region) ? region : `${region} автономный округ`;
    default:
      return region;
  }
}

/** The contract's City from a row (see CitySchema for how the fields are filled). */
export function toCity(row: CityRecord): City {
  const region = regionTitle(row.region, row.regionType);
  return {
    id: row.id,
    elementId: row.id,
    cityId: row.id,
    name: row.name,
    locationName: row.regionType === 'г' || region === row.name ? row.name : `${row.name}, ${region}`,
    region,
    timezone: row.timezone,
    sort: row.sort,
    xmlId: row.xmlId,
    additionalInfo: {
      regionType: row.regionType,
      federalDistrict: row.federalDistrict,
      population: row.population,
      lat: row.lat,
      lon: row.lon,
      kladrId: row.kladrId,
    },
  };
}

/** Every city, Moscow first. */
export async function listCities(db: DbOrTx): Promise<City[]> {
  return (await selectAllCities(db)).map(toCity);
}

/** Cities whose name starts with the (trimmed) text; empty text gives an empty list (docs/product.md#validation). */
export async function findCitiesByName(db: DbOrTx, text: string): Promise<City[]> {
  const search = normalizeCitySearch(text);
  if (search === '') return [];
  return (await selectCitiesByNamePrefix(db, search, CITY_SEARCH_LIMIT)).map(toCity);
}

async function moscow(db: DbOrTx): Promise<City> {
  const row = await selectCityById(db, MOSCOW_CITY_ID);
  if (!row) throw new ApiError(503, 'Список городов ещё не загружен');
  return toCity(row);
}

/**
 * The city of the shopper at `address`: the IP database's point mapped to the most likely
 * city of our list. Moscow when the address is missing, malformed, private, unknown, or
 * abroad (we only ship within Russia).
 */
export async function detectCity(db: DbOrTx, address: string | null): Promise<City> {
  const ip = parseIpAddress(address);
  const place = ip ? await locateIp(ip) : null;
  if (!place || place.country !== 'RU') return moscow(db);
  const best = mostLikelyCity(place, place.accuracyKm, await selectCityPlaces(db));
  if (!best) return moscow(db);
  const row = await selectCityById(db, best.id);
  return row ? toCity(row) : moscow(db);
}
