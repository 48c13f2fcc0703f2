import fs from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';
import { parseCsv } from './csv';
import { SHOP_SEEDS } from './data/shops';
import { createRandom } from '../catalog/random';

/** The copied data set (credited in data/NOTICE.md); read from the repository, never from ../shared. */
export const CITIES_CSV_PATH = path.resolve(process.cwd(), 'app/commerce/seed/data/russian-cities.csv');

/** The spec fixes Moscow's id (docs/product.md#entities, docs/product.md#constants-and-limits). */
export const MOSCOW_ID = 216;

export interface CityRow {
  id: number;
  name: string;
  region: string;
  regionType: string;
  federalDistrict: string;
  timezone: string;
  lat: number;
  lon: number;
  population: number;
  sort: number;
  xmlId: string;
  kladrId: string;
}

/** 'UTC+3' → '+3', the form the spec shows. */
export function timezoneOffset(utc: string): string {
  const match = /^UTC([+-]\d{1,2}(?::\d{2})?)$/.exec(utc.trim());
  if (!match) throw new Error(`Unexpected time zone in the cities data: ${utc}`);
  return match[1];
}

/**
 * City rows from the CSV.
 *
 * Id scheme (stable as long as the file only grows at the end): a city's id is its 1-based
 * data row number in russian-cities.csv, except that Moscow takes 216, the id the spec
 * requires, and the city that sits on row 216 takes Moscow's row number instead.
 *
 * Sort: Moscow first (sort 1), then every other city by population, largest first (ties by
 * name), so a list ordered by `sort` is the order the city picker shows.
 */
export function cityRowsFromCsv(text: string): CityRow[] {
  const records = parseCsv(text);
  const moscowRow = records.findIndex((r) => r.region === 'Москва' && r.region_type === 'г') + 1;
  if (moscowRow === 0) throw new Error('Moscow is missing from the cities data');
  const cities = records.map((r, index): CityRow => {
    const row = index + 1;
    const id = row === moscowRow ? MOSCOW_ID : row === MOSCOW_ID ? moscowRow : row;
    return {
      id,
      // Federal cities (Москва, Санкт-Петербург, Севастополь) have only a region; a few
      // towns of Moscow oblast are recorded as an area.
      name: r.city || r.area || r.settlement || r.region,
      region: r.region,
      regionType: r.region_type,
      federalDistrict: r.federal_district,
      timezone: timezoneOffset(r.timezone),
      lat: Number(r.geo_lat),
      lon: Number(r.geo_lon),
      population: Number(r.population) || 0,
      sort: 0,
      xmlId: r.fias_id,
      kladrId: r.kladr_id,
    };
  });
  const ordered = [...cities].sort(
    (a, b) =>
      Number(b.id === MOSCOW_ID) - Number(a.id === MOSCOW_ID) ||
      b.population - a.population ||
      a.name.localeCompare(b.name, 'ru'),
  );
  ordered.forEach((city, i) => (city.sort = i + 1));
  return cities.sort((a, b) => a.id - b.id);
}

/** '+7 (495) 123-45-67' from an area code and seven digits. */
function formatPhone(areaCode: string, digits: string): string {
  return `+7 (${areaCode}) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;
}

export interface ShopRow {
  id: number;
  code: string;
  cityId: number;
  name: string;
  address: string;
  phone: string;
  hours: string;
  lat: number;
  lon: number;
  assortment: string;
  sort: number;
}

/** Shop rows with ids 1…N in the order of data/shops.ts. */
export function shopRows(cities: readonly CityRow[]): ShopRow[] {
  const rows: ShopRow[] = [];
  for (const group of SHOP_SEEDS) {
    const city = cities.filter((c) => c.name === group.city).sort((a, b) => b.population - a.population)[0];
    if (!city) throw new Error(`Shop city ${group.city} is not in the cities data`);
    for (const shop of group.shops) {
      const random = createRandom(`shop:${shop.code}`);
      const id = rows.length + 1;
      rows.push({
        id,
        code: shop.code,
        cityId: city.id,
        name: shop.name,
        address: shop.address,
        phone: formatPhone(group.areaCode, String(random.int(2000000, 9899999))),
        hours: shop.hours,
        // The building's own coordinates, so the map link lands on the shop (data/shops.ts).
        lat: shop.lat,
        lon: shop.lon,
        assortment: shop.assortment,
        sort: id * 10,
      });
    }
  }
  return rows;
}

/** Seeds the cities (reference data: a production shop gets them too); returns them. */
export async function seedCities(db: DbOrTx): Promise<CityRow[]> {
  const cities = cityRowsFromCsv(fs.readFileSync(CITIES_CSV_PATH, 'utf8'));
  await insertObjects(db, 'cities', cities);
  return cities;
}

/** Seeds cities and the demo shops; returns the shops so the catalogue can stock them. */
export async function seedLocations(db: DbOrTx): Promise<ShopRow[]> {
  const shops = shopRows(await seedCities(db));
  await insertObjects(db, 'shops', shops);
  await syncSequence(db, 'shops');
  return shops;
}
