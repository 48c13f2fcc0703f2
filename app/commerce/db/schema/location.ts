import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Russian towns from data/russian-cities.csv; ids are stable, Moscow is 216 (docs/product.md#entities). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    regionType: text('region_type').notNull().default(''),
    federalDistrict: text('federal_district').notNull().default(''),
    /** Offset from UTC in hours as the spec shows it: '+3'. */
    timezone: text('timezone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull().default(0),
    sort: integer('sort').notNull().default(500),
    xmlId: text('xml_id').notNull().default(''),
    kladrId: text('kladr_id').notNull().default(''),
  },
  (t) => [index('cities_name_idx').on(t.name)],
);

/**
 * Where stock is kept: brick-and-mortar shops (`kind` 'shop': listed, pickup, the stores
 * filter) and warehouses (`kind` 'warehouse': online stock only, made for 1С's warehouses
 * tied to no shop; their city, address and hours are unused). Courier and pickup-point
 * orders take from every active location; a shop pickup only from that shop.
 */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    hours: text('hours').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Short Russian line about what the shop stocks, shown on /about/shops. */
    assortment: text('assortment').notNull().default(''),
    sort: integer('sort').notNull().default(500),
    active: boolean('active').notNull().default(true),
    /** 'shop' (shoppers see it) or 'warehouse' (online stock only). */
    kind: text('kind').notNull().default('shop'),
  },
  (t) => [index('shops_city_idx').on(t.cityId), check('shops_kind', sql`${t.kind} IN ('shop', 'warehouse')`)],
);
