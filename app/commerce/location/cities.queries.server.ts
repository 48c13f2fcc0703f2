import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { cities } from '../db/schema';
import { MOSCOW_CITY_ID } from '../contract/location';
import { FOLD_FROM, FOLD_TO, prefixPattern } from './name-search';

export type CityRecord = typeof cities.$inferSelect;

/** Moscow first (docs/product.md#screens-and-routes), then the seed's order (by population), then by name. */
const listOrder = [
  desc(sql`${cities.id} = ${MOSCOW_CITY_ID}`),
  asc(cities.sort),
  desc(cities.population),
  asc(cities.name),
];

/** Every city, in list order. */
export async function selectAllCities(db: DbOrTx): Promise<CityRecord[]> {
  return db
    .select()
    .from(cities)
    .orderBy(...listOrder);
}

/** Cities whose name starts with `text` (case and ё/е ignored), in list order. */
export async function selectCitiesByNamePrefix(
  db: DbOrTx,
  text: string,
  limit: number,
): Promise<CityRecord[]> {
  const folded = sql`translate(${cities.name}, ${FOLD_FROM}, ${FOLD_TO})`;
  return db
    .select()
    .from(cities)
    .where(sql`${folded} LIKE ${prefixPattern(text)} ESCAPE '\\'`)
    .orderBy(...listOrder)
    .limit(limit);
}

/** One city by id. */
export async function selectCityById(db: DbOrTx, id: number): Promise<CityRecord | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row;
}

/** Id, position and population of every city: what nearest-city detection needs. */
export async function selectCityPlaces(
  db: DbOrTx,
): Promise<{ id: number; lat: number; lon: number; population: number }[]> {
  return db
    .select({ id: cities.id, lat: cities.lat, lon: cities.lon, population: cities.population })
    .from(cities);
}
