import { PAGE_NUMBER_PARAMS, PAGE_PARAM_EXEMPT_PATHS } from './page-param-table';
import type { Redirect, UrlInput } from './types';
import { decodeComponent, isWithin, matchKey, safeLocationPath, toUrl, withQuery } from './url';

function isPageParam(name: string): boolean {
  return PAGE_NUMBER_PARAMS.some((param) => (typeof param === 'string' ? param === name : param.test(name)));
}

/**
 * The query string (with or without its '?') without page-number parameters. Works on the raw
 * text, pair by pair, so every other parameter keeps its order and its exact encoding.
 */
export function withoutPageParams(search: string): { query: string; removed: boolean } {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '');
  const kept = pairs.filter(
    (pair) => !isPageParam(decodeComponent(pair.split('=')[0], { plusIsSpace: true })),
  );
  return { query: kept.join('&'), removed: kept.length !== pairs.length };
}

/** 301 to the same path without its page-number parameters (docs/product.md#route-rules), or null when it has none. */
export function pageParamRedirect(input: UrlInput): Redirect | null {
  const url = toUrl(input);
  if (!url) return null;
  const path = matchKey(url.pathname);
  if (PAGE_PARAM_EXEMPT_PATHS.some((exempt) => isWithin(path, exempt))) return null;
  const { query, removed } = withoutPageParams(url.search);
  if (!removed) return null;
  return { location: withQuery(safeLocationPath(url.pathname), query), status: 301 };
}
