import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { cities, deliveryRegions } from '../db/schema';

/** A city's name and its region's courier delivery row (null when the region has none). */
export async function selectCityDelivery(db: DbOrTx, cityId: number) {
  const [row] = await db
    .select({
      cityName: cities.name,
      courierFee: deliveryRegions.courierFee,
      freeFrom: deliveryRegions.freeFrom,
      daysMin: deliveryRegions.daysMin,
      daysMax: deliveryRegions.daysMax,
    })
    .from(cities)
    .leftJoin(deliveryRegions, eq(deliveryRegions.region, cities.region))
    .where(eq(cities.id, cityId))
    .limit(1);
  return row;
}
