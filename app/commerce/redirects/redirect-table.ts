/**
 * The redirects table as a lookup: rows written by hand (any case, with or without a trailing
 * slash, Cyrillic raw or percent-encoded) become one map from a normalised path key to its
 * target. Pure functions; the database read and the cache are in redirects.server.ts.
 */
import { REDIRECT_STATUSES, type RedirectStatus, type RedirectTarget } from '../contract/redirects';

/** A row of the `redirects` table as the lookup reads it. */
export interface RedirectRow {
  fromPath: string;
  toPath: string;
  status: number;
}

/** What a key leads to; `internal` targets get the request's query string appended. */
interface TableEntry {
  to: string;
  status: RedirectStatus;
  internal: boolean;
}

export type RedirectTable = ReadonlyMap<string, TableEntry>;

const PARSE_BASE = 'http://storefront.invalid';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ('%E0%A4') stays as written: it can still match a row written the same way.
    return segment;
  }
}

/**
 * The key a path is matched by: the path only (no query or fragment), percent-decoded, lower
 * case, runs of slashes collapsed, no trailing slash. '/Old-Page/?a=1' and '/old-page' give the
 * same key, so do '/Кеды' and '/%D0%BA%D0%B5%D0%B4%D1%8B'. Null for text that is not a path.
 */
export function redirectKey(path: string): string | null {
  const text = path.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  const segments = url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  return `/${segments.join('/')}`.toLowerCase();
}

/** A row's target when it is usable: a local path or an absolute http(s) URL. */
function targetOf(toPath: string): { to: string; internal: boolean } | null {
  const to = toPath.trim();
  if (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) return { to, internal: true };
  if (!/^https?:\/\//i.test(to)) return null;
  try {
    return { to: new URL(to).href, internal: false };
  } catch {
    return null;
  }
}

function statusOf(status: number): RedirectStatus {
  return (REDIRECT_STATUSES as readonly number[]).includes(status) ? (status as RedirectStatus) : 301;
}

/**
 * The lookup map of the active rows. Rows that cannot work are left out rather than served:
 * a source that is not a path, a target that is neither a path nor an http(s) URL, and a
 * target that leads back to its own source (a loop). When two rows normalise to one key, the
 * first one (lowest id, as the query orders them) wins.
 */
export function buildRedirectTable(rows: readonly RedirectRow[]): RedirectTable {
  const table = new Map<string, TableEntry>();
  for (const row of rows) {
    const key = redirectKey(row.fromPath);
    const target = targetOf(row.toPath);
    if (key === null || target === null || table.has(key)) continue;
    if (target.internal && redirectKey(target.to) === key) continue;
    table.set(key, { ...target, status: statusOf(row.status) });
  }
  return table;
}

/**
 * Where a path goes, or null. A local target keeps the request's query string (campaign tags
 * survive) unless the target has a query of its own; another site's address is used as written.
 */
export function resolveRedirect(table: RedirectTable, path: string): RedirectTarget | null {
  const key = redirectKey(path);
  const entry = key === null ? undefined : table.get(key);
  if (!entry) return null;
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '';
  const keepsQuery = entry.internal && query !== '' && !entry.to.includes('?');
  return { location: keepsQuery ? `${entry.to}?${query}` : entry.to, status: entry.status };
}
