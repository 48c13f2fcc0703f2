import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { productColors } from './catalog';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** '+79991234567' */
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  secondName: text('second_name').notNull().default(''),
  email: text('email').notNull().default(''),
  birthday: date('birthday'),
  gender: text('gender'),
  bonusBalance: integer('bonus_balance').notNull().default(0),
  /** 'Мой размер' (docs/product.md#sizes-and-my-size): the footwear RU size ('42', '42.5') listings filter by; null: none. */
  mySize: text('my_size'),
  /** The size system the product page's picker shows first ('RU', 'EU', 'US', 'UK', 'CM'); null: RU. */
  sizeSystem: text('size_system'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Guest identities (fuser): the opaque token a guest basket is keyed by, stored hashed. */
export const fusers = pgTable('fusers', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time SMS codes, stored only as a keyed hash. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** login | change_phone */
    purpose: text('purpose').notNull().default('login'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** Events counted by sliding-window rate limits (per phone, per IP …). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.key, t.createdAt)],
);

/** Opaque refresh tokens, hashed; a family shares one login so reuse can revoke it whole. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The pair this token was traded for, sealed under a key derived from this token itself
     * (see refresh-successor.server.ts): a parallel refresh within the grace window gets the
     * same pair back, from any instance, and the table alone opens nothing.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.colorId] })],
);

/** Every change of a bonus balance; the balance on users is their sum. */
export const bonusTransactions = pgTable(
  'bonus_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bonus_transactions_user_idx').on(t.userId)],
);
