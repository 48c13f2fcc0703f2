import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Courier delivery by region (docs/product.md#payments-and-delivery): its fee, the goods sum from which it is free, and how
 * many days it takes. A city's region (cities.region) picks its row; a region without one
 * takes the DELIVERY_* defaults.
 */
export const deliveryRegions = pgTable('delivery_regions', {
  /** As cities.region spells it (without its type): 'Новосибирская', 'Москва'. */
  region: text('region').primaryKey(),
  /** Whole roubles. */
  courierFee: integer('courier_fee').notNull(),
  /** Goods sum (after the promo discount) from which courier delivery is free, ₽. */
  freeFrom: integer('free_from').notNull(),
  /** Days from the order to the door: the earliest and the latest. */
  daysMin: integer('days_min').notNull(),
  daysMax: integer('days_max').notNull(),
});
