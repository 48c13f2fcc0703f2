// The shop's HTTP server: what remix-serve does (compression, no x-powered-by, long-lived
// fingerprinted assets, public files for an hour, PORT and HOST, a request log, a clean stop
// on SIGTERM/SIGINT), plus what it cannot: each request's load context carries the shopper's
// address (`clientAddress`, the socket's or the hop a trusted proxy added; see
// docs/decisions/0024-client-address.md), the commerce API is served apart from the pages, the
// pages pass the shared page cache, and posts from other sites are refused in front of Remix.
// `npm start` builds (build/server.js is this file bundled) and runs it; `npm run dev` runs
// it with tsx and Vite's dev server inside (docs/decisions/0101-vite.md).
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, installGlobals, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, {
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express';
import { developmentBuild, productionBuild } from './app-build';
import { trackBackpressure } from './backpressure';
import { fetchRequestOf, sendFetchResponse } from './fetch-bridge';
import { strictTransportSecurity } from './hsts';
import { metricsEndpoint, reachedApp, timeRequests } from './metrics';
import { pageCache, pageCacheBytes } from './page-cache/index';
import { crossSiteRefusalOf, isApiPath, refuseCrossSitePosts, resourceRouteMethods } from './request-guards';
import { identifyRequests, logRequests } from './request-log';
import { leafRouteMatcher } from './route-tree';
import { type ApiContext, type ApiFetch, shopEntryOf } from './shop-entry';
import { dropUnreadBody } from './unread-body';

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';
process.setSourceMapsEnabled(true);
installGlobals({ nativeFetch: true });

const development = process.env.NODE_ENV === 'development';
const served = development ? await developmentBuild() : await productionBuild();
const build = served.build;
const entry = shopEntryOf(build);

// SHOP_MODE=production with a demo stand-in (test payments, console SMS, outbox mail, a secret
// that would be generated, no PUBLIC_URL), or a LOG_LEVEL / LOG_FORMAT that means nothing:
// every reason on its own line, then a failed start, before the database is opened or seeded
// (docs/decisions/0077-shop-mode.md). Plain lines, not the logger's: its own settings may be what
// is wrong, and whoever reads them is a person at a terminal or in the service's journal.
const startProblems = [...entry.logSettingsProblems(), ...entry.startProblems()];
if (startProblems.length > 0) {
  for (const line of startProblems) process.stderr.write(`[server] cannot start: ${line}\n`);
  process.exit(1);
}

const log = entry.logger('server');
// Fails the start, with the offending entry, when TRUST_PROXY cannot be read.
entry.clientAddressOfSocket('127.0.0.1', undefined);
// Read at the start, so a PAGE_CACHE_BYTES that is no number fails the start, not a request.
const pageCacheLimit = pageCacheBytes();
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
// A stop waits this long for requests in flight, background work and the database to close,
// then exits anyway (non-zero).
const SHUTDOWN_GRACE_MS = 10_000;
// After SIGTERM the process keeps serving this long with /healthz/ready answering 503, so the
// load balancer's checks take it out of rotation before it stops listening (HAProxy's
// fall 2 × inter 1 s, cluster/haproxy.cfg, with room for a slow check). Read at the start.
const drainMs = shutdownDrainMs();

/** SHUTDOWN_DRAIN_MS: milliseconds from SIGTERM to closing the listener (default 5000). */
function shutdownDrainMs(): number {
  const raw = process.env.SHUTDOWN_DRAIN_MS;
  const value = raw === undefined || raw.trim() === '' ? 5000 : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 120_000)
    throw new Error(`SHUTDOWN_DRAIN_MS: milliseconds, 0 to 120000 (got ${JSON.stringify(raw)})`);
  return value;
}

let draining = false;

/**
 * While draining, each answer closes its connection: the load balancer opens its next one to
 * an instance in rotation, and no kept-alive connection is cut under a request when this
 * process stops listening.
 */
function closeWhileDraining(_req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (draining) res.setHeader('Connection', 'close');
  next();
}

/**
 * Drops `_data` from the query. It is Remix's protocol from before single fetch, which no page
 * of the shop speaks any more; Remix would still answer it with its bare
 * {"message":"Unexpected Server Error"} instead of the page. Without it the address
 * is the page it names. Every other parameter keeps its exact encoding.
 */
function dropLegacyDataParam(req: ExpressRequest, _res: ExpressResponse, next: NextFunction) {
  const at = req.url.indexOf('?');
  if (at !== -1 && req.url.includes('_data', at)) {
    const kept = req.url
      .slice(at + 1)
      .split('&')
      .filter((pair) => pair !== '_data' && !pair.startsWith('_data='));
    req.url = `${req.url.slice(0, at)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
    req.originalUrl = req.url;
  }
  next();
}

// Static files carry nosniff too (documents and API answers set it themselves).
const nosniff = (res: ExpressResponse) => res.setHeader('X-Content-Type-Options', 'nosniff');
const leafRoute = leafRouteMatcher(build);

const app = express();
app.disable('x-powered-by');
app.use(identifyRequests(entry));
app.use(dropUnreadBody);
app.use(closeWhileDraining);
app.use(strictTransportSecurity(process.env.PUBLIC_URL));
app.use(dropLegacyDataParam);
app.use(compression());
// Prometheus's scrape is answered here: no request log, page cache or timing of its own.
app.get('/metrics', metricsEndpoint(entry));
app.use(timeRequests(entry, leafRoute));
app.use(trackBackpressure);
app.use(served.assets);
// Public files all have an extension; pages never do, so a page skips the file-system look-ups
// (two stat calls per request) it would otherwise cost before reaching Remix.
const publicFiles = express.static('public', { maxAge: '1h', setHeaders: nosniff });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
app.use(logRequests(entry));
await mountBenchBaseline(app);
app.use(reachedApp);

/**
 * The load context of a request: the shopper's address (null when the socket is already gone),
 * the backpressure hook and, for a page's post refused as cross-site, the refusal. A fresh
 * object per request: nothing of one shopper can leak into another's.
 */
const loadContextOf = (req: ExpressRequest, res: ExpressResponse) => ({
  clientAddress: entry.clientAddressOfSocket(req.socket.remoteAddress, req.headers['x-forwarded-for']),
  whenWritable: res.locals.whenWritable as ApiContext['whenWritable'],
  crossSiteRefusal: crossSiteRefusalOf(res),
});

/** An API call's context: the shopper's address (the API counts a null one as unknown) and the backpressure hook. */
const apiContextOf = (req: ExpressRequest, res: ExpressResponse): ApiContext => ({
  clientAddress: entry.clientAddressOfSocket(req.socket.remoteAddress, req.headers['x-forwarded-for']),
  whenWritable: res.locals.whenWritable as ApiContext['whenWritable'],
});

const remix = createRequestHandler(served.latest, process.env.NODE_ENV);
/** The commerce API's router (app/commerce/api/): in development, the latest build's. */
const apiFetch: ApiFetch = development
  ? async (request, context) =>
      shopEntryOf(await (served.latest as () => Promise<ServerBuild>)()).apiFetch(request, context)
  : entry.apiFetch;

/** The Request Remix is asked for a page: a post refused as cross-site is rendered as the page's GET. */
function pageRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const request = fetchRequestOf(req, res);
  if (!crossSiteRefusalOf(res)) return request;
  const headers = new Headers(request.headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) headers.delete(name);
  return new Request(request.url, { method: 'GET', headers, signal: request.signal });
}

const answerWith =
  (handle: (req: ExpressRequest, res: ExpressResponse) => Promise<Response>) =>
  async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await sendFetchResponse(res, await handle(req, res));
    } catch (error) {
      next(error);
    }
  };
const handleApi = answerWith((req, res) => apiFetch(fetchRequestOf(req, res), apiContextOf(req, res)));
const handlePage = answerWith((req, res) => remix(pageRequestOf(req, res), loadContextOf(req, res)));

/**
 * The origin's shared page cache in front of the pages (server/page-cache/,
 * docs/decisions/0064-origin-page-cache.md): cookie-less page views the app calls shareable are
 * answered from a copy while it is fresh and the catalogue state it was rendered under holds.
 * A shared render is not tied to the connection of the request that started it, since others
 * may be waiting for it.
 */
const sharedPages = pageCache({
  maxBytes: development ? 0 : pageCacheLimit,
  requestOf: (req, res) => {
    const asked = fetchRequestOf(req, res);
    return new Request(asked.url, { method: 'GET', headers: asked.headers });
  },
  render: (request, req, res) => remix(request, loadContextOf(req, res)),
  send: sendFetchResponse,
  onLookup: entry.countPageCacheLookup,
  createNonce: entry.createNonce,
  // Asked inside the page view's read scope (opened below): the render's API reads share it.
  stateTag: async () => {
    const answer = await apiFetch(new Request('http://localhost/api/catalog-state'), {
      clientAddress: '127.0.0.1',
    });
    return answer.headers.get('ETag');
  },
});

// Every request reaches the app through app.use, never app.all('*'): a route pattern makes
// Express percent-decode the path as its parameter first, and a broken escape ('%ff', a lone
// '%', an old single-byte '%E4%E5') would then be Express's bare 400 before the shop's redirect
// tables and 404 page could answer it. A mount without a path decodes nothing.
// The commerce API (/api, /api/…) is its own router, with its own cross-site guard and method
// answers; everything else is a page or a storefront resource route of Remix.
app.use((req, res, next) => (isApiPath(req.path) ? void handleApi(req, res, next) : next()));
app.use(refuseCrossSitePosts(entry, leafRoute));
app.use(resourceRouteMethods(leafRoute));
app.use((req, res, next) => {
  // One read scope for the page view, cache and render together (app/utils/read-scope.server.ts):
  // the catalogue state the cache asks before its look is the one the render's in-process API
  // reads then take, so a cookie-less miss asks the database for it once. Only for a GET or
  // HEAD; a post's action and loaders each read on their own.
  entry.inPageView(req.method, () =>
    sharedPages(req, res, (error?: unknown) => (error ? next(error) : void handlePage(req, res, next))),
  );
});

/**
 * `npm run bench:pages` only (BENCH_BASELINE_BUILD set): the minimal Remix app of
 * bench/baseline at /bench-baseline, served by this same process, so the shop's pages are
 * measured against a bare Remix page under the same load. Absent in production.
 */
async function mountBenchBaseline(app: express.Express) {
  const buildPath = process.env.BENCH_BASELINE_BUILD;
  if (!buildPath) return;
  const baseline: ServerBuild = await import(pathToFileURL(path.resolve(buildPath)).href);
  // Its browser files sit beside its server build (bench/baseline/vite.config.ts).
  const assets = path.join(path.dirname(path.resolve(buildPath)), '..', 'client');
  app.use(baseline.publicPath, express.static(assets, { immutable: true, maxAge: '1y' }));
  const handle = createRequestHandler(baseline, 'production');
  app.all('/bench-baseline', async (req, res, next) => {
    try {
      await sendFetchResponse(res, await handle(fetchRequestOf(req, res)));
    } catch (error) {
      next(error);
    }
  });
}

// Opens the database (migrated, seeded when empty), starts the background work and builds the
// catalogue index, so the first request after a start is served by a ready shop.
await entry.startShop();

function onListen() {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((ip) => String(ip?.family).includes('4') && !ip?.internal)?.address;
  const address = host || lan;
  log.info({ port }, `http://localhost:${port}${address ? ` (http://${address}:${port})` : ''}`);
}

const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
// An idle kept-alive connection stays open longer than its clients keep one (HAProxy's
// `timeout http-keep-alive 10s`, a browser's or a test client's pool): with Node's default 5 s,
// a client reusing its connection just as the server closes it gets a reset, not an answer.
server.keepAliveTimeout = 65_000;
// Node wants the headers' deadline above the keep-alive one.
server.headersTimeout = 66_000;

/**
 * The stop (docs/decisions/0079-drain.md): readiness turns 503 at once and background work takes no
 * more; for `drainMs` (SIGTERM in production; none on Ctrl+C or in development) the server keeps
 * answering while the balancer notices; then it stops listening and waits for the requests in
 * flight and the background work still running, closes the database and exits.
 */
async function shutDown(signal: NodeJS.Signals) {
  entry.beginDrain();
  draining = true;
  // No balancer asks a development server or one stopped with Ctrl+C.
  const wait = signal === 'SIGTERM' && !development ? drainMs : 0;
  log.info(`${signal}: draining${wait > 0 ? ` for ${wait} ms` : ''}, then finishing requests in flight`);
  setTimeout(() => {
    log.error('the stop took longer than its grace: exiting anyway');
    process.exit(1);
  }, wait + SHUTDOWN_GRACE_MS).unref();
  // Jobs claim nothing new from now on (what they claimed they finish) while requests are served.
  const workStopped = entry
    .stopBackgroundWork()
    .catch((error: unknown) => log.error({ err: error }, 'background work did not stop cleanly'));
  await new Promise((resolve) => setTimeout(resolve, wait));
  await new Promise<void>((resolve) => {
    server.close((error) => {
      if (error) log.error({ err: error }, 'closing the listener failed');
      resolve();
    });
    server.closeIdleConnections();
  });
  await workStopped;
  await entry.closeResources();
  log.info('stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    shutDown(signal).catch((error: unknown) => {
      log.error({ err: error }, 'stop failed');
      process.exit(1);
    });
  });
}
