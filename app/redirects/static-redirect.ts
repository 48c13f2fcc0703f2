import { withoutPageParams } from './page-param';
import { STATIC_REDIRECTS, type StaticRedirectRow } from './static-table';
import type { Redirect, UrlInput } from './types';
import { isWithin, matchKey, toUrl, withQuery } from './url';

function rowMatches(row: StaticRedirectRow, path: string): boolean {
  switch (row.match ?? 'exact') {
    case 'exact':
      return path === row.from;
    case 'subtree':
      return isWithin(path, row.from);
    case 'children':
      return path !== row.from && isWithin(path, row.from);
  }
}

/** The static row for a path (any case, trailing slash or not), or undefined. */
export function findStaticRow(pathname: string): StaticRedirectRow | undefined {
  const path = matchKey(pathname);
  let best: StaticRedirectRow | undefined;
  for (const row of STATIC_REDIRECTS) {
    if (!rowMatches(row, path)) continue;
    if ((row.match ?? 'exact') === 'exact') return row;
    if (!best || row.from.length > best.from.length) best = row;
  }
  return best;
}

/**
 * The other redirects of docs/product.md#screens-and-routes (old pages with a fixed new place), or null. The query string
 * goes along (campaign tags survive) without page numbers, so the answer is a single hop.
 */
export function staticRedirect(input: UrlInput): Redirect | null {
  const url = toUrl(input);
  const row = url && findStaticRow(url.pathname);
  if (!url || !row) return null;
  return { location: withQuery(row.to, withoutPageParams(url.search).query), status: row.status ?? 301 };
}
