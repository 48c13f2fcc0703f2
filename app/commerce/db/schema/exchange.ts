import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { productColors, productSizes, products } from './catalog';
import { orders } from './orders';
import { shops } from './location';

/*
 * The CommerceML exchange with 1С (app/commerce/exchange). 1С names everything by its own
 * ids (Ид, usually a GUID); these tables tie them to the shop's rows and keep what the shop's
 * staff decided about them (which section a 1С group fills, which shop a warehouse is).
 */

/** A group of 1С's classifier and the catalogue section its products go to (null: unmapped). */
export const exchangeGroups = pgTable('exchange_groups', {
  externalId: text('external_id').primaryKey(),
  name: text('name').notNull(),
  parentId: text('parent_id'),
  /** Names from the top group down, joined with ' / ': 'Мужчинам / Обувь / Кроссовки'. */
  path: text('path').notNull(),
  /** catalog_sections.path of a section with a product type; null while unmapped. */
  sectionPath: text('section_path'),
  /** 'default' (matched by name or path) or 'admin' (set through the admin API; kept). */
  mappedBy: text('mapped_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A 1С product (Товар) and the shop's model made from it. */
export const exchangeProducts = pgTable(
  'exchange_products',
  {
    externalId: text('external_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .unique()
      .references(() => products.id),
    groupId: text('group_id'),
    /** Properties (name → value) as 1С sent them: colour of offers without characteristics. */
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    /** Not in the latest full package: hidden until it comes back. */
    absent: boolean('absent').notNull().default(false),
  },
  (t) => [index('exchange_products_group_idx').on(t.groupId)],
);

/** A 1С offer (Предложение: product + characteristic) and the size it is. */
export const exchangeOffers = pgTable(
  'exchange_offers',
  {
    externalId: text('external_id').primaryKey(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id),
    colorId: integer('color_id')
      .notNull()
      .references(() => productColors.id),
  },
  (t) => [index('exchange_offers_color_idx').on(t.colorId)],
);

/**
 * A 1С warehouse (Склад) and the stock location its quantities go to: a pickup shop (tied by
 * exact name or by the admin) or, by default, a warehouse location of its own (online stock).
 * The id '' stands for the offers' bare <Количество> of a package that names no warehouses.
 */
export const exchangeWarehouses = pgTable('exchange_warehouses', {
  externalId: text('external_id').primaryKey(),
  name: text('name').notNull(),
  shopId: integer('shop_id').references(() => shops.id),
  /** 'online' (its own warehouse location), 'name' (a shop of that name) or 'admin' (kept). */
  mappedBy: text('mapped_by'),
});

/**
 * A price type (ТипЦены) 1С sent, by its Ид. Which one shoppers pay is chosen by name per
 * package (EXCHANGE_1C_PRICE_TYPE) among the package's own types and remembered per
 * classifier, so a type of the same name from another infobase or re-created in 1С cannot
 * take over an older one's place.
 */
export const exchangePriceTypes = pgTable('exchange_price_types', {
  externalId: text('external_id').primaryKey(),
  name: text('name').notNull(),
  /** ИдКлассификатора of the offers package that last sent it ('' when it named none). */
  classifierId: text('classifier_id').notNull().default(''),
  /** 'retail' (shoppers pay it), 'old' (crossed out) or null, as the last package used it. */
  role: text('role'),
  /** Offers of the last package that carried a price of this type. */
  offers: integer('offers').notNull().default(0),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A characteristic 1С sent in import.xml as a Товар of its own (Ид 'product#characteristic'):
 * not a product, but the size and colour of the offer with that Ид.
 */
export const exchangeCharacteristics = pgTable('exchange_characteristics', {
  externalId: text('external_id').primaryKey(),
  productExternalId: text('product_external_id').notNull(),
  name: text('name').notNull().default(''),
  /** Characteristic name (lower case) → value, as on an offer. */
  characteristics: jsonb('characteristics').$type<Record<string, string>>().notNull().default({}),
});

/**
 * One import of one uploaded file. Staged in steps (each a transaction that also moves
 * `position`), then applied to the catalogue in one transaction: a crash while staging
 * resumes at `position`, a crash while applying applies again from the staged rows.
 */
export const exchangeRuns = pgTable(
  'exchange_runs',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** Size and modification time of the file: 1С's repeated `import` finds the same run. */
    fileKey: text('file_key').notNull(),
    /** staging | applying | done | failed */
    status: text('status').notNull().default('staging'),
    /** Records staged so far. */
    position: integer('position').notNull().default(0),
    changesOnly: boolean('changes_only').notNull().default(false),
    message: text('message').notNull().default(''),
    report: jsonb('report').$type<Record<string, unknown>>().notNull().default({}),
    /** Moved by the process running the import; an old one means nobody is. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('exchange_runs_status', sql`${t.status} IN ('staging', 'applying', 'done', 'failed')`),
    index('exchange_runs_file_idx').on(t.fileName, t.fileKey),
  ],
);

/** Records read from a run's file, waiting to be applied. */
export const exchangeStaged = pgTable(
  'exchange_staged',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => exchangeRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    /** The record's 1С id, indexed: "what did this full package leave out" is an index lookup. */
    ref: text('ref'),
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.seq] }),
    index('exchange_staged_ref_idx').on(t.runId, t.kind, t.ref),
  ],
);

/**
 * Orders as 1С has them (type=sale). `query` sends the orders whose version (a digest of
 * status, payment and last change) differs from the confirmed one and records it as sent;
 * `success` confirms what was sent. An order that changes afterwards goes again.
 */
export const exchangeOrderExports = pgTable('exchange_order_exports', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentVersion: text('sent_version'),
  confirmedVersion: text('confirmed_version'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
