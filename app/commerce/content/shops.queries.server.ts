import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { listedShop } from '../db/listed-shops';
import { cities, shops } from '../db/schema';

/** A city's name and centre, or undefined for an unknown id. */
export async function selectCity(db: DbOrTx, cityId: number) {
  const [row] = await db
    .select({ id: cities.id, name: cities.name, lat: cities.lat, lon: cities.lon })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return row;
}

/** Active shops of a city in display order (warehouses are no shops). */
export async function selectCityShops(db: DbOrTx, cityId: number) {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.cityId, cityId), listedShop()))
    .orderBy(asc(shops.sort), asc(shops.name));
}

/** Cities with active shops and how many, in the city list's order (Moscow first). */
export async function selectShopCities(db: DbOrTx) {
  return db
    .select({ id: cities.id, name: cities.name, shopsCount: count() })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(listedShop())
    .groupBy(cities.id, cities.name, cities.sort)
    .orderBy(asc(cities.sort));
}
