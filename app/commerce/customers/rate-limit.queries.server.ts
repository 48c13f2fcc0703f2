import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { rateLimitEvents } from '../db/schema';

/**
 * Serialises everyone counting the same keys until the transaction ends, on every instance
 * sharing the database (a transaction-level advisory lock). Keys are locked in sorted order
 * so two requests sharing keys cannot deadlock.
 */
export async function lockRateLimitKeys(tx: DbOrTx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * When the n-th newest event of a key after `since` happened (n = 1 is the newest), or
 * undefined when there are fewer than n.
 */
export async function nthNewestEventAt(
  tx: DbOrTx,
  key: string,
  since: Date,
  n: number,
): Promise<Date | undefined> {
  const rows = await tx
    .select({ at: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)))
    .orderBy(desc(rateLimitEvents.createdAt), desc(rateLimitEvents.id))
    .limit(1)
    .offset(n - 1);
  return rows[0]?.at;
}

/** Records one event for each key at `at`. */
export async function insertRateLimitEvents(tx: DbOrTx, keys: readonly string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await tx.insert(rateLimitEvents).values(keys.map((key) => ({ key, createdAt: at })));
}

/** Forgets events older than `before`, for the given keys or for all. */
export async function deleteRateLimitEventsBefore(
  tx: DbOrTx,
  before: Date,
  keys?: readonly string[],
): Promise<void> {
  const old = lt(rateLimitEvents.createdAt, before);
  await tx.delete(rateLimitEvents).where(keys ? and(inArray(rateLimitEvents.key, [...keys]), old) : old);
}

/** Every event of a key, oldest first (for tests and diagnostics). */
export async function selectRateLimitEvents(tx: DbOrTx, key: string): Promise<Date[]> {
  const rows = await tx
    .select({ at: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(eq(rateLimitEvents.key, key))
    .orderBy(asc(rateLimitEvents.createdAt));
  return rows.map((row) => row.at);
}
