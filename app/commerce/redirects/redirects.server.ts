/**
 * The per-path redirect lookup (GET /api/redirects/?path=): redirects kept in the database
 * and managed without a deploy. Each process keeps the active rows as one map for
 * REDIRECT_CACHE_MS, so a lookup (asked on every unknown path) costs no query; a row added,
 * changed or switched off takes effect on every instance within that time. The whole table is
 * read at once: fine for the tens of thousands of rows a shop's redirects reach.
 */
import type { RedirectLookupResponse } from '../contract/redirects';
import type { DbOrTx } from '../db/client.server';
import { buildRedirectTable, type RedirectTable, resolveRedirect } from './redirect-table';
import { selectActiveRedirects } from './redirects.queries.server';

/** How long a process serves the rows it read (the staleness after an edit of the table). */
export const REDIRECT_CACHE_MS = 30_000;

let cached: { at: number; table: Promise<RedirectTable> } | null = null;

function redirectTable(db: DbOrTx, now: number): Promise<RedirectTable> {
  if (cached && now - cached.at < REDIRECT_CACHE_MS) return cached.table;
  const table = selectActiveRedirects(db).then(buildRedirectTable);
  const entry = { at: now, table };
  cached = entry;
  // A failed read is not kept: the next lookup tries again.
  table.catch(() => {
    if (cached === entry) cached = null;
  });
  return table;
}

/** The redirect of a storefront path (query and trailing slash ignored when matching), or null. */
export async function lookupRedirect(db: DbOrTx, path: string): Promise<RedirectLookupResponse> {
  const table = await redirectTable(db, Date.now());
  return { redirect: resolveRedirect(table, path) };
}

/** For tests and for an admin action that wants its change live at once. */
export function forgetRedirectCache(): void {
  cached = null;
}
