// The redirects of docs/product.md#screens-and-routes as loaders use them: the request goes in, a thrown redirect
// Response (or nothing) comes out. The rules are pure functions over the plain data tables
// beside this module (to add a redirect, add a row to a table; the functions need no change);
// this module only adds who is asking (signed in? desktop?) and the database-managed rows.
import { redirect } from '@remix-run/node';
import { findRedirect } from './find-redirect';
import { legacyCatalogRedirect } from './legacy-catalog';
import { findManagedRedirect } from './managed-redirect.server';
import { pageParamRedirect } from './page-param';
import { routeRuleRedirect } from './route-rules';
import { staticRedirect } from './static-redirect';
import type { Redirect } from './types';
import { deviceOf } from '~/sessions/device.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { anonymousApiSession } from '~/services/seo.server';
import { CACHE_PRIVATE } from '~/utils/cache-control';

/**
 * A route-rule answer depends on the visitor's sign-in and screen, so no cache may keep it or
 * serve it to someone else; Vary names what the device is read from.
 */
const PER_VISITOR_HEADERS = {
  'Cache-Control': CACHE_PRIVATE,
  Vary: 'Cookie, User-Agent, Sec-CH-UA-Mobile',
};

/**
 * The address the visitor asked for. For an in-app navigation Remix fetches `/page.data?…` and
 * may add `_routes=` (which loaders to run); loaders see that parameter, and a redirect that
 * keeps the query must not hand it on. Cut from the raw query, so every other parameter keeps
 * its exact encoding.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (!url.search.includes('_routes=')) return url;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => !pair.startsWith('_routes='));
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url;
}

/** The redirect as a Response to throw from a loader. */
export function redirectResponse(
  { location, status }: { location: string; status: number },
  perVisitor = false,
) {
  return redirect(location, { status, headers: perVisitor ? PER_VISITOR_HEADERS : undefined });
}

function visitorOf(request: Request, session: StorefrontSession) {
  return { device: deviceOf(request, session.viewport), isAuth: session.isAuth };
}

/**
 * For the catalogue's loaders, before they ask the API anything: an old catalogue address
 * (/catalog/{old-slug}/filter/…/apply/) or an old catalogue page of the static table
 * (/catalog/all/, /catalog/noski/ …) as a Response to throw, else null.
 *   const moved = catalogRedirectOrNull(request); if (moved) throw moved;
 */
export function catalogRedirectOrNull(request: Request): Response | null {
  const url = pageUrlOf(request);
  const found: Redirect | null = legacyCatalogRedirect(url) ?? staticRedirect(url);
  return found ? redirectResponse(found) : null;
}

/**
 * For the root loader, before anything else: the redirects that are the same for every
 * visitor — an old catalogue address, an old page of the static table, then a page-number
 * parameter (301 to the same address without it; API and /resources/* routes never reach the
 * root). The first two drop page numbers themselves, so an old paged address is one hop even
 * though the root and the page's own loader run side by side.
 */
export function movedAddressOrNull(request: Request): Response | null {
  const url = pageUrlOf(request);
  const found = legacyCatalogRedirect(url) ?? staticRedirect(url) ?? pageParamRedirect(url);
  return found ? redirectResponse(found) : null;
}

/**
 * For the catch-all route: the static tables (legacy, static, page number, route rules), then
 * the database-managed rows (GET /api/redirects/), as a Response to throw; null means 404.
 */
export async function catchAllRedirect(
  request: Request,
  session: StorefrontSession,
): Promise<Response | null> {
  const url = pageUrlOf(request);
  const fromTables = findRedirect(url, visitorOf(request, session));
  if (fromTables) return redirectResponse(fromTables, fromTables.status === 302);
  const managed = await findManagedRedirect(anonymousApiSession(request), `${url.pathname}${url.search}`);
  return managed ? redirectResponse(managed) : null;
}

/**
 * The loader of a section parent (/about, /delivery, /documents, /support, /personal): the route
 * rules of docs/product.md#screens-and-routes for any address of the section — on desktop the section's own address answers
 * 302 to its first child, and under /personal a visitor who is not signed in goes home. On mobile
 * the section's address renders its menu. Pair it with revalidateAtSectionRoot so in-app links
 * back to the section's address obey the rule too. Wrapped in storefrontRoute by each section.
 */
export function routeRulesLoader({
  request,
  session,
}: {
  request: Request;
  session: StorefrontSession;
}): null {
  const rule = routeRuleRedirect(pageUrlOf(request), visitorOf(request, session));
  if (rule) throw redirectResponse(rule, true);
  return null;
}
