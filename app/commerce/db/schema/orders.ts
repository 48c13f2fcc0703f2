import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productSizes } from './catalog';
import { fusers, users } from './customers';
import { shops } from './location';

export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fuserId: integer('fuser_id').references(() => fusers.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('baskets_user_idx').on(t.userId), uniqueIndex('baskets_fuser_idx').on(t.fuserId)],
);

/** A basket line; its id is the spec's basketId. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id),
    quantity: integer('quantity').notNull(),
    chosen: boolean('chosen').notNull().default(true),
    delay: boolean('delay').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('basket_items_line_idx').on(t.basketId, t.sizeId)],
);

/** Promo codes (docs/product.md#entities: client-stored code sent with basket calls); rules in app/commerce/basket/promo.ts. */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; matched case-insensitively. */
  code: text('code').notNull().unique(),
  /** percent | fixed */
  kind: text('kind').notNull(),
  value: integer('value').notNull(),
  minSum: integer('min_sum').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  oncePerUser: boolean('once_per_user').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/**
 * One use of a promo code by an order. Counting happens on promo_codes.used_count under a
 * row lock; these rows answer "has this user used it already" and let a cancellation undo it.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_order_idx').on(t.orderId),
    index('promo_redemptions_user_idx').on(t.promoId, t.userId),
  ],
);

/** Where an order line's units were taken from, so a cancellation can put them back. */
export type StockTaken = { shopId: number; quantity: number }[];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    /** The guest identity that placed the order when no user was signed in (owner check). */
    fuserId: integer('fuser_id').references(() => fusers.id, { onDelete: 'set null' }),
    /** Idempotency-Key header prefixed with the owner ('u12:…', 'f34:…'), so keys never collide across owners. */
    idempotencyKey: text('idempotency_key').unique(),
    status: text('status').notNull().default('new'),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    secondName: text('second_name').notNull().default(''),
    email: text('email').notNull(),
    cityId: integer('city_id').notNull(),
    /** courier | pickup */
    deliveryType: text('delivery_type').notNull(),
    address: text('address').notNull().default(''),
    shopId: integer('shop_id').references(() => shops.id),
    /** card | sbp | sberpay | tpay | bnpl (online, contract/payment-methods.ts) | on_receipt */
    paymentMethod: text('payment_method').notNull(),
    /** pending | paid | failed | not_required */
    paymentStatus: text('payment_status').notNull().default('pending'),
    comment: text('comment').notNull().default(''),
    itemsSum: integer('items_sum').notNull(),
    discount: integer('discount').notNull().default(0),
    promoCode: text('promo_code'),
    bonusSpent: integer('bonus_spent').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    bonusEarned: integer('bonus_earned').notNull().default(0),
    bonusCredited: boolean('bonus_credited').notNull().default(false),
    /** The carrier's tracking number, given when the order is handed to it (docs/product.md#payments-and-delivery). */
    trackingNumber: text('tracking_number'),
    /** cdek | pochta | boxberry (contract/order.ts CARRIERS) */
    carrier: text('carrier'),
    /** The carrier's pickup point of a pickup_point order (docs/product.md#payments-and-delivery): its code, name and address as chosen. */
    pickupPointCode: text('pickup_point_code'),
    pickupPointName: text('pickup_point_name'),
    pickupPointAddress: text('pickup_point_address'),
    /** The carrier's tariff the delivery was priced by, and its price to the shop (the shopper may pay 0). */
    carrierTariffCode: integer('carrier_tariff_code'),
    carrierPrice: integer('carrier_price'),
    /** The days the parcel is expected at the point (Moscow calendar days). */
    deliveryDateFrom: date('delivery_date_from', { mode: 'string' }),
    deliveryDateTo: date('delivery_date_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_fuser_idx').on(t.fuserId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id),
    /** Snapshot of what was bought, so later catalogue edits do not rewrite history. */
    productCode: text('product_code').notNull(),
    /** product_colors.color_code: the colour family ('black'), kept for reports. */
    colorCode: text('color_code').notNull().default(''),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    colorName: text('color_name').notNull(),
    sizeRu: text('size_ru').notNull(),
    pricePerItem: integer('price_per_item').notNull(),
    oldPricePerItem: integer('old_price_per_item'),
    bonusPerItem: integer('bonus_per_item').notNull().default(0),
    count: integer('count').notNull(),
    stockTaken: jsonb('stock_taken').$type<StockTaken>().notNull().default([]),
  },
  // size_id: 'С этим покупают' finds a colour's orders through its sizes (bought-together).
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_size_idx').on(t.sizeId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** on_receipt is not a payment row; test | yookassa */
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    /** pending | succeeded | canceled */
    status: text('status').notNull(),
    /** Sent to the provider as its idempotence key, so a retried create never charges twice. */
    idempotenceKey: text('idempotence_key').notNull().default(''),
    amount: integer('amount').notNull(),
    confirmationUrl: text('confirmation_url'),
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_external_idx').on(t.provider, t.externalId),
  ],
);

/**
 * Money sent back for a paid order (a cancellation, or a part the shop returns), one row per
 * refund at the provider. Created pending in the cancelling transaction, then asked of the
 * provider; a refund the provider could not take yet keeps no external id and is asked again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    /** pending | succeeded | canceled */
    status: text('status').notNull().default('pending'),
    /** Whole roubles. */
    amount: integer('amount').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_external_idx').on(t.provider, t.externalId),
  ],
);
