import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from './location';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(500),
  /**
   * How shoppers spell the brand besides its name, lower case ('найк', 'найки', 'адик'):
   * the search finds the brand by them. Kept with the brand so a new brand is findable in
   * Cyrillic without a deploy.
   */
  searchAliases: text('search_aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * Catalogue pages (/catalog/{path}/). A section is a saved query over products rather than
 * a parent of them: gender, product group (obuv …), product type (krossovki …) and a flag
 * (new, sale) narrow it, so gender-less sections such as /catalog/obuv/ need no copies.
 */
export const catalogSections = pgTable(
  'catalog_sections',
  {
    id: serial('id').primaryKey(),
    /** Path without slashes at the ends: '' for /catalog/, 'man/obuv/krossovki'. */
    path: text('path').notNull().unique(),
    parentPath: text('parent_path'),
    name: text('name').notNull(),
    h1: text('h1').notNull(),
    seoText: text('seo_text').notNull().default(''),
    gender: text('gender'),
    groupCode: text('group_code'),
    typeCode: text('type_code'),
    flag: text('flag'),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [index('catalog_sections_parent_idx').on(t.parentPath)],
);

/** A model of a brand: name, kind and the attributes every colour of it shares. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** man | woman | unisex | kids */
    gender: text('gender').notNull(),
    /** obuv | odezhda | aksessuary */
    groupCode: text('group_code').notNull(),
    /** krossovki, kedy, futbolki … */
    typeCode: text('type_code').notNull(),
    description: text('description').notNull().default(''),
    /** 1 summer, 2 demi-season, 3 winter (old filter key sezonnost_stroka). */
    season: smallint('season').notNull(),
    waterproof: boolean('waterproof').notNull().default(false),
    bestseller: boolean('bestseller').notNull().default(false),
    collab: boolean('collab').notNull().default(false),
    recycled: boolean('recycled').notNull().default(false),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /**
     * Kept out of the catalogue, search and product pages while its orders still show it: set
     * by the 1С exchange for a product whose group is not mapped to a section, or that left
     * the latest full package.
     */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * The gallery's source pictures (content hashes in DATA_DIR/pictures, first first), as
     * 1С sent them; empty: the gallery shows the drawn pictures.
     */
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_brand_idx').on(t.brandId)],
);

/**
 * A colour of a product: the article a shopper sees as one card and one page
 * (/product/{code}). Price lives here because colours of one model may be priced apart.
 */
export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    colorCode: text('color_code').notNull(),
    colorName: text('color_name').notNull(),
    hex: text('hex').notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    discount: integer('discount').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    sort: integer('sort').notNull().default(500),
    /**
     * This colour's own source pictures from 1С (content hashes, first first): the offers of
     * the colour carried them. Empty: the colour shows its product's pictures.
     */
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

/** A size of a colour: what goes into the basket (basket productId). */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    colorId: integer('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    /** Russian size as shown: '42.5', 'M', 'OS'. */
    sizeRu: text('size_ru').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * This size's own price when 1С prices the sizes of a colour apart (whole roubles); null:
     * the size costs its colour's price. The colour's `price` is then its lowest size price.
     */
    price: integer('price'),
    /** The size's crossed-out price beside its own `price` (null: none); unused while `price` is null. */
    oldPrice: integer('old_price'),
  },
  (t) => [uniqueIndex('product_sizes_color_size_idx').on(t.colorId, t.sizeRu)],
);

export const stock = pgTable(
  'stock',
  {
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sizeId, t.shopId] }), index('stock_shop_idx').on(t.shopId)],
);

/**
 * The stock change log: triggers on `stock` append the sizes each writing statement touched
 * (migration 0009), so instances update only those colours instead of rebuilding the index.
 * `tx` is the writer's transaction id (xid8), which lets a reader keep an exact position
 * although sequence numbers are not handed out in commit order (catalog/index/stock-log.ts).
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    sizeId: integer('size_id').notNull(),
    tx: bigint('tx', { mode: 'bigint' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_changes_tx_idx').on(t.tx), index('stock_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * One row: the catalogue's version. Statement triggers on every table the catalogue index
 * reads (brands, products, colours, sizes, stock, sections, shops, cities) bump it in the
 * writing transaction, so each instance knows its in-memory index is stale without anyone
 * having to remember to tell it (see docs/decisions/0009-catalog-index.md).
 */
export const catalogState = pgTable('catalog_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
