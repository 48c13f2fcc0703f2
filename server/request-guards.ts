// What the server checks in front of Remix, through Remix's and Express's public APIs only:
// - a post from another site is refused with the shop's 403 before any action can run
//   (Remix's own Origin check stays on behind it; the shop's refuses more: Sec-Fetch-Site,
//   Origin: null, an Origin that is no URL, each with the shop's answer instead of a bare 500);
// - a resource route answers a method it has no handler for with the shop's 405 and Allow,
//   where Remix would answer its bare {"message":"Unexpected Server Error"} (400) or 405.
import type { RequestHandler, Response as ExpressResponse } from 'express';
import { fetchHeadersOf, fetchUrlOf, sendFetchResponse } from './fetch-bridge';
import { type BuildRoute, isResourceRoute } from './route-tree';
import type { ShopEntry } from './shop-entry';

/** True for a path the commerce API serves (`/api`, `/api/…`; matched without case, decoded, as Remix matches). */
export function isApiPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: Remix keeps such a path as it is too.
  }
  return /^\/api(?:\/|$)/i.test(path);
}

/** Remix calls a route's action for these methods and its loader for any other. */
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The methods a single-fetch (`.data`) request may have: Remix answers any other with a bare 500. */
const DATA_METHODS = new Set(['GET', 'HEAD', ...MUTATIONS]);

/** The post from another site refused for a page: the page handler renders it as the page's error. */
export const crossSiteRefusalOf = (res: ExpressResponse): Response | undefined => res.locals.crossSiteRefusal;

/**
 * Refuses cross-site requests to Remix that are no GET or HEAD (app/utils/security.server.ts
 * decides; the API's router guards its own calls). A resource route or a single-fetch post gets
 * the JSON 403 as it is; a page's
 * post goes on to the page handler with the refusal noted (`crossSiteRefusalOf`), which
 * renders the page's GET with it in the load context, and the page's loaders throw it
 * (app/sessions/storefront-route.server.ts): the shopper sees the shop's error page with
 * 403, and no action ran.
 */
export function refuseCrossSitePosts(
  entry: Pick<ShopEntry, 'refuseCrossSite'>,
  leafRoute: (pathname: string) => BuildRoute | null,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const refused = entry.refuseCrossSite(
      new Request(fetchUrlOf(req), { method: req.method, headers: fetchHeadersOf(req.headers) }),
    );
    if (!refused) return next();
    const route = req.path.endsWith('.data') ? null : leafRoute(req.path);
    if (!route || isResourceRoute(route)) return void sendFetchResponse(res, refused).catch(next);
    res.locals.crossSiteRefusal = refused;
    next();
  };
}

const methodNotAllowed = (res: ExpressResponse, allow: string) =>
  res
    .status(405)
    .set({ Allow: allow, 'X-Content-Type-Options': 'nosniff' })
    .json({ success: false, message: 'Метод не поддерживается', errors: [] });

/**
 * A resource route without an action refuses a change (405, Allow: GET, HEAD); one without a
 * loader (an action only: /resources/cart …) refuses GET, HEAD and OPTIONS (405, Allow: POST).
 * A single-fetch request (`.data`) with a method no loader or action takes (OPTIONS …) is
 * refused the same way.
 */
export function resourceRouteMethods(leafRoute: (pathname: string) => BuildRoute | null): RequestHandler {
  return (req, res, next) => {
    if (req.path.endsWith('.data')) {
      if (DATA_METHODS.has(req.method)) return next();
      const route = leafRoute(req.path.slice(0, -'.data'.length) || '/');
      return void methodNotAllowed(res, route?.module.action ? 'GET, HEAD, POST' : 'GET, HEAD');
    }
    const route = leafRoute(req.path);
    if (!route || !isResourceRoute(route)) return next();
    if (MUTATIONS.has(req.method)) {
      if (!route.module.action) return void methodNotAllowed(res, 'GET, HEAD');
    } else if (!route.module.loader) return void methodNotAllowed(res, 'POST');
    next();
  };
}
