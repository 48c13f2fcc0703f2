import { legacyCatalogRedirect } from './legacy-catalog';
import { pageParamRedirect } from './page-param';
import { routeRuleRedirect } from './route-rules';
import { staticRedirect } from './static-redirect';
import type { Redirect, RouteRuleContext, UrlInput } from './types';
import { toUrl } from './url';

/**
 * Every table-driven redirect for a request, in the order the catch-all route and the
 * catalogue consult them, or null:
 * 1. legacy catalogue addresses: the most specific shape (/catalog/{old}/filter/…), and the
 *    catalogue must answer them before it queries anything;
 * 2. static old pages: fixed paths that no longer exist. Both (1) and (2) drop page numbers
 *    themselves, so an old paged address is one hop, not two;
 * 3. page-number removal: the same 301 for every visitor, so it may be cached for good; it
 *    must come before (4), whose answer depends on the visitor and must never be cached;
 * 4. route rules (sign-in guard, desktop parents): 302, per visitor.
 * The tables never point at each other's sources, so an answer is never a chain.
 */
export function findRedirect(input: UrlInput, context: RouteRuleContext): Redirect | null {
  const url = toUrl(input);
  if (!url) return null;
  return (
    legacyCatalogRedirect(url) ??
    staticRedirect(url) ??
    pageParamRedirect(url) ??
    routeRuleRedirect(url, context)
  );
}
