// The server build as server/index.js serves it, with two additions that Remix v2 has no hook for:
// 1. every action first refuses cross-site requests with 403 (the check lives in
//    app/entry.server.tsx so it is typed and unit-tested), before any mutation can run;
// 2. the database is opened, migrated and seeded before the server listens, so the first
//    request after `npm start` is served by a ready shop.
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import * as build from '../build/index.js';

// Remix 2.17 checks Origin against Host itself before a page's action runs (server-runtime's
// throwIfPotentialCSRFAttack, for document and .data posts) and answers a mismatch, or an
// Origin that is no URL, with a bare 500. The guard below refuses all of that and more
// (Sec-Fetch-Site, Origin: null), so Remix's check steps aside and the shop's 403 answers.
const remixActions = createRequire(createRequire(import.meta.url).resolve('@remix-run/node'))(
  '@remix-run/server-runtime/dist/actions.js',
);
if (typeof remixActions.throwIfPotentialCSRFAttack !== 'function')
  throw new Error(
    'server/build.js: Remix no longer has throwIfPotentialCSRFAttack; revisit the cross-site guard',
  );
remixActions.throwIfPotentialCSRFAttack = () => {};

// Remix matches every request's path against all routes with @remix-run/router's matchRoutes,
// which flattens and ranks the whole route tree (113 routes) on each call: about a millisecond
// a request, and a page view is a document plus several in-process API calls. The answer only
// depends on the path, so the first match of each path is kept (read-only). Any path can be
// asked, so the memo is bounded: the 2,000 most recently matched paths (the shop's pages and
// API calls in use), a scanner's made-up paths pushing out each other. See
// docs/decisions/route-discovery.md and bounded-caches.md.
const routeMatching = createRequire(createRequire(import.meta.url).resolve('@remix-run/node'))(
  '@remix-run/server-runtime/dist/routeMatching.js',
);
if (typeof routeMatching.matchServerRoutes !== 'function')
  throw new Error('server/build.js: Remix no longer has matchServerRoutes; revisit the route-match memo');
const matchServerRoutes = routeMatching.matchServerRoutes;
const MATCH_MEMO_SIZE = 2000;
const matchMemo = new WeakMap();
routeMatching.matchServerRoutes = (routes, pathname, basename) => {
  let memo = matchMemo.get(routes);
  if (!memo) matchMemo.set(routes, (memo = new LRUCache({ max: MATCH_MEMO_SIZE })));
  const key = `${basename ?? ''}\n${pathname}`;
  // Kept in a box: a path that matches nothing (null) is worth keeping too.
  const kept = memo.get(key);
  if (kept) return kept.matches;
  const matches = matchServerRoutes(routes, pathname, basename);
  if (matches) for (const match of matches) Object.freeze(match.params);
  memo.set(key, { matches: matches && Object.freeze(matches) });
  return matches;
};

// A route without an action gets one that only refuses, so a cross-site post meets the 403
// there too, and any other post the 405 Remix itself would answer.
function noAction() {
  throw Response.json(
    { success: false, message: 'Метод не поддерживается', errors: [] },
    { status: 405, headers: { Allow: 'GET, HEAD' } },
  );
}

// A resource route with an action only (/resources/cart …) gets a loader that refuses a GET,
// HEAD or OPTIONS with the shop's own 405, where Remix would answer its bare
// {"message":"Unexpected Server Error"} with 400.
function noLoader() {
  throw Response.json(
    { success: false, message: 'Метод не поддерживается', errors: [] },
    { status: 405, headers: { Allow: 'POST' } },
  );
}

/** The module of a route as served: its action behind the guard, and a resource route's loader. */
function servedModule(module, guardAction) {
  const resourceWithoutLoader = !module.default && !module.loader;
  return {
    ...module,
    action: guardAction(module.action ?? noAction),
    ...(resourceWithoutLoader ? { loader: noLoader } : {}),
  };
}

/** The routes of a build with every action behind the cross-site guard (also for dev rebuilds). */
export function guardedRoutes(serverBuild) {
  const { refuseCrossSite } = serverBuild.entry.module;
  // Thrown, so a page shows the shop's error page with 403 (a returned Response would be action
  // data rendered into the page) and a resource route or a .data post answers the 403 as it is.
  const guardAction = (action) => (args) => {
    const refused = refuseCrossSite(args.request);
    if (refused) throw refused;
    return action(args);
  };
  return Object.fromEntries(
    Object.entries(serverBuild.routes).map(([id, route]) => [
      id,
      { ...route, module: servedModule(route.module, guardAction) },
    ]),
  );
}

/**
 * The built-in test payment provider's payment page. Production does not serve it, so it answers
 * 404 like any unknown path (docs/decisions/shop-mode.md); the API leaves out its confirm call
 * itself (app/commerce/api/router.server.ts).
 */
const DEMO_ONLY_ROUTES = new Set(['routes/order.pay.$id']);
const production = process.env.SHOP_MODE?.trim() === 'production';
const served = (table) =>
  production ? Object.fromEntries(Object.entries(table).filter(([id]) => !DEMO_ONLY_ROUTES.has(id))) : table;

/** The routes of a build as served: guarded, and without the demo's in production (dev rebuilds too). */
export const servedRoutes = (serverBuild) => served(guardedRoutes(serverBuild));

export const routes = servedRoutes(build);
export const assets = { ...build.assets, routes: served(build.assets.routes) };

export const { assetsBuildDirectory, basename, entry, future, isSpaMode, mode, publicPath } = build;

// SHOP_MODE=production with a demo stand-in (test payments, console SMS, outbox mail, a secret
// that would be generated, no PUBLIC_URL), or a LOG_LEVEL / LOG_FORMAT that means nothing:
// every reason on its own line, then a failed start, before the database is opened or seeded
// (docs/decisions/shop-mode.md). Plain lines, not the logger's: its own settings may be what
// is wrong, and whoever reads them is a person at a terminal or in the service's journal.
const startProblems = [...build.entry.module.logSettingsProblems(), ...build.entry.module.startProblems()];
if (startProblems.length > 0) {
  for (const line of startProblems) process.stderr.write(`[server] cannot start: ${line}\n`);
  process.exit(1);
}

const log = build.entry.module.logger('server');

const health = await build.routes['routes/healthz'].module.loader({
  request: new Request('http://localhost/healthz'),
  params: {},
  context: {},
});
if (health.status !== 200)
  log.error({ status: health.status }, 'the database is not ready: /healthz answers');

// Build the in-memory catalogue index now, so the first shopper does not wait for it.
await build.entry.module
  .apiFetch(new Request('http://localhost/api/catalog/?path=%2Fcatalog%2F'), { clientAddress: '127.0.0.1' })
  .catch((error) => log.error({ err: error }, 'catalogue index warm-up failed'));
