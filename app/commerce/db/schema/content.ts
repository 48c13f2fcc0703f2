import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { promoCodes } from './orders';

/** Banners of every placement: global_banners (the strip), catalog_1x1, catalog_2x1, home_hero. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  headText: text('head_text').notNull(),
  desktopUrl: text('desktop_url').notNull(),
  mobileUrl: text('mobile_url').notNull(),
  /** Optional picture settings for image banners (colours, caption). */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  sort: integer('sort').notNull().default(500),
  active: boolean('active').notNull().default(true),
});

/** Text pages under /about, /delivery, /documents, /loyalty, /support. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Structured body: a list of blocks (heading, paragraph, list, table). */
  body: jsonb('body').$type<unknown[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').$type<unknown[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  // The list pages newest first.
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  /** Stable latin code of the section, for anchors: 'order', 'delivery' … */
  sectionCode: text('section_code').notNull().default(''),
  section: text('section').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(500),
});

export const sizeTables = pgTable('size_tables', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** shoes | clothing */
  kind: text('kind').notNull().default('shoes'),
  /** man | woman | kids, or null for a table of every gender. */
  gender: text('gender'),
  title: text('title').notNull(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  rows: jsonb('rows').$type<string[][]>().notNull(),
  note: text('note').notNull().default(''),
  sort: integer('sort').notNull().default(500),
});

export const homeBlocks = pgTable('home_blocks', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  sort: integer('sort').notNull().default(500),
  active: boolean('active').notNull().default(true),
});

export const outfits = pgTable('outfits', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** man | woman | kids | unisex */
  gender: text('gender').notNull().default('unisex'),
  productCodes: jsonb('product_codes').$type<string[]>().notNull(),
  sort: integer('sort').notNull().default(500),
});

/** SEO data per storefront URL (docs/product.md#entities): h1, text, or a 301 to elsewhere. */
export const seoPages = pgTable('seo_pages', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  h1: text('h1'),
  seoText: text('seo_text'),
  redirectTo: text('redirect_to'),
});

/** Redirects managed without a deploy, served by the per-path redirect lookup. */
export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  status: integer('status').notNull().default(301),
  active: boolean('active').notNull().default(true),
});

/**
 * Mailing-list subscriptions with the consent each was given under (when, from which address,
 * which consent text, which browser) and when it was confirmed from the letter. Emails are stored in lower case, so the unique key makes
 * one row per address however it was typed.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: text('consent_ip').notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the subscriber followed the link in the confirmation letter (double opt-in); null until then. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation link's token; cleared once used, so a link works once. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /** The personal promo code the confirmation issued. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  },
  (t) => [check('subscriptions_email_lower', sql`${t.email} = lower(${t.email})`)],
);
