// The build served as two handlers: the commerce API (the api.* routes, under /api/) and the
// storefront (pages and /resources/*). Remix ranks every route a handler knows on each request
// and, for a page, rebuilds its route objects from the whole manifest on each render; the API's
// 69 routes are half of the 140, and a page never matches one of them (nor an API call a page).
// See docs/decisions/page-view-cpu.md.
import { createRequire } from 'node:module';

const requireRuntime = createRequire(createRequire(import.meta.url).resolve('@remix-run/node'));
// Read at each call: server/build.js puts its memo in place of Remix's matchServerRoutes.
const routeMatching = requireRuntime('@remix-run/server-runtime/dist/routeMatching.js');
const { createRoutes } = requireRuntime('@remix-run/server-runtime/dist/routes.js');
if (typeof routeMatching.matchServerRoutes !== 'function' || typeof createRoutes !== 'function')
  throw new Error('server/route-split.js: Remix no longer has matchServerRoutes or createRoutes');

const isApiRoute = (id) => id.startsWith('routes/api.');

/** True for a path the API's routes serve (`/api`, `/api/…`; Remix matches without case, decoded). */
export function isApiPath(pathname) {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: Remix keeps such a path as it is too.
  }
  return /^\/api(?:\/|$)/i.test(path);
}

function withRoutes(build, keep) {
  const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => keep(id)));
  const manifestRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => keep(id)));
  return { ...build, routes, assets: { ...build.assets, routes: manifestRoutes } };
}

/** The API's routes and their parent (root): what /api/… and the storefront's own API calls need. */
export function apiBuild(build) {
  return withRoutes(build, (id) => id === 'root' || isApiRoute(id));
}

/**
 * Everything but the API's routes. The browser still gets the whole manifest (the fingerprinted
 * file the build wrote; route discovery is off), so the pages' HTML is the same.
 */
export function pagesBuild(build) {
  return withRoutes(build, (id) => !isApiRoute(id));
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The storefront's calls to its own API, answered by the API route's loader or action directly:
 * what Remix's handler does for a resource route (the leaf match's loader for GET and HEAD, its
 * action for a change, a thrown Response as the answer) without a second, unmemoised match of
 * the route tree and the data-router machinery around it. A call Remix would refuse (no such
 * handler, another method) goes to Remix's own `fallback`, which refuses it as over HTTP.
 */
export function apiCallDispatcher(build, fallback) {
  // The route tree Remix's own handler matches against (the same objects, so the memo of
  // server/build.js serves both).
  const routes = createRoutes(build.routes);
  const log = build.entry.module.logger('api');
  return async (request, context) => {
    const method = request.method.toUpperCase();
    const matches = routeMatching.matchServerRoutes(routes, new URL(request.url).pathname, build.basename);
    const leaf = matches?.[matches.length - 1];
    const handler =
      method === 'GET' ? leaf?.route.module.loader : MUTATIONS.has(method) ? leaf?.route.module.action : null;
    if (!leaf || !isApiRoute(leaf.route.id) || typeof handler !== 'function')
      return fallback(request, context);
    let answer;
    try {
      answer = await handler({ request, params: leaf.params, context });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      log.error({ err: thrown, method, route: leaf.route.id }, 'unexpected failure of an in-process call');
      return new Response('Unexpected Server Error', {
        status: 500,
        headers: { 'Content-Type': 'text/plain' },
      });
    }
    return answer instanceof Response ? answer : Response.json(answer);
  };
}
