import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * Product words shoppers search by that the catalogue's names do not use ('худи', 'пуховик',
 * 'шлепанцы'), one row per word or phrase, curated per product type. The search index gives
 * `term` to every article of `type_code` (every type when null) whose name has one of
 * `name_words` (any article of the type when empty), so 'худи' finds the hoodies among the
 * sweatshirts and 'шлепанцы' every pair of slides. Kept in the database with the catalogue,
 * so a new word needs no deploy (docs/decisions/0035-search-synonyms.md).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    /** krossovki, tolstovki …; null: the word may name articles of any type. */
    typeCode: text('type_code'),
    /** What shoppers type, lower case, ё as е: 'худи', 'куртка утепленная'. */
    term: text('term').notNull(),
    /** Lower-case words of product names the term stands for ('hoodie'); empty: the whole type. */
    nameWords: text('name_words').array().notNull().default([]),
  },
  (t) => [index('search_synonyms_type_idx').on(t.typeCode)],
);

/**
 * How often a search text found something, per day: the overlay's 'Популярные запросы'.
 * Only the normalised text and a counter, nothing about who searched.
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    /** Lower case, words joined by one space. */
    query: text('query').notNull(),
    day: date('day').notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_query_days_day_idx').on(t.day)],
);
