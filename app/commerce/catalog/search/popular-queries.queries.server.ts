/**
 * Popular queries (docs/product.md#search-spellings): how often each search text found something, counted per day
 * in search_query_days. Only the normalised text and a counter are stored: nothing about who
 * searched. The overlay's 'Популярные запросы' are the most frequent of the last 30 days.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.server';
import { selectRows } from '../index/catalog-index.queries.server';
import { tokenize } from './text';

/** Days counted. */
const WINDOW_DAYS = 30;
/** Longest text recorded: longer ones are not what others would click. */
const MAX_WORDS = 5;
const MAX_LENGTH = 60;
/** The list is the same for everyone: read at most once a minute per database (or per search recorded). */
const CACHE_MS = 60_000;

const cache = new WeakMap<object, { at: number; queries: string[] }>();

/** The form a text is counted under: its words, lower case, one space apart; undefined: not kept. */
export function popularForm(q: string): string | undefined {
  const words = tokenize(q);
  const text = words.join(' ');
  if (words.length === 0 || words.length > MAX_WORDS || text.length > MAX_LENGTH || text.length < 2)
    return undefined;
  return text;
}

/** Counts one search that found something, today. */
export async function recordSearch(db: DbOrTx, q: string): Promise<void> {
  const text = popularForm(q);
  if (!text) return;
  await db.execute(
    sql`INSERT INTO search_query_days (query, day, searches) VALUES (${text}, current_date, 1)
        ON CONFLICT (query, day) DO UPDATE SET searches = search_query_days.searches + 1`,
  );
  cache.delete(db);
}

/** The most frequent texts of the last 30 days, most frequent first. */
export async function popularQueries(db: DbOrTx, limit: number): Promise<string[]> {
  const kept = cache.get(db);
  if (kept && Date.now() - kept.at < CACHE_MS) return kept.queries.slice(0, limit);
  const rows = await selectRows<{ query: string }>(
    db,
    sql`SELECT query FROM search_query_days
        WHERE day > current_date - ${WINDOW_DAYS}::int
        GROUP BY query
        ORDER BY sum(searches) DESC, query
        LIMIT 20`,
  );
  const queries = rows.map((r) => r.query);
  cache.set(db, { at: Date.now(), queries });
  return queries.slice(0, limit);
}
