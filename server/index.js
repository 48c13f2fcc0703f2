// The shop's HTTP server: what remix-serve did (compression, no x-powered-by, long-lived
// fingerprinted assets, public files for an hour, PORT and HOST, a request log, a clean stop
// on SIGTERM/SIGINT), plus the one thing remix-serve cannot do: hand the app the shopper's
// address. Each request's load context carries `clientAddress`, the socket's address or the
// hop a trusted proxy (TRUST_PROXY) added; see docs/decisions/client-address.md.
// `npm start` runs `remix build && node server/index.js`; `npm run dev` runs it under
// `remix dev --manual`, and then it re-imports each rebuild.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import {
  broadcastDevReady,
  createRequestHandler as createFetchHandler,
  installGlobals,
} from '@remix-run/node';
import compression from 'compression';
import express from 'express';
// The express adapter's own request and response conversions, for the page cache's renders
// (the package exports only its handler).
const { createRemixRequest, sendRemixResponse } = createRequire(import.meta.url)(
  '@remix-run/express/dist/server.js',
);
// The build with the cross-site guard on actions; importing it warms the database up first.
import * as build from './build.js';
import { strictTransportSecurity } from './hsts.js';
import { countPageCacheLookup, metricsEndpoint, reachedApp, timeRequests } from './metrics.js';
import { pageCache, pageCacheBytes } from './page-cache/index.js';

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';
process.setSourceMapsEnabled(true);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const {
  clientAddressOfSocket,
  inPageView,
  loggablePath,
  logger,
  REQUEST_ID_HEADER,
  requestIdOf,
  withRequestId,
} = build.entry.module;
const log = logger('server');
const httpLog = logger('http');
// Fails the start, with the offending entry, when TRUST_PROXY cannot be read.
clientAddressOfSocket('127.0.0.1', undefined);

const development = process.env.NODE_ENV === 'development';
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

/**
 * Gives the request its id (the trusted proxy's X-Request-Id, else a new one), answers it in
 * the X-Request-Id header and handles the request in that id's context, so every line logged
 * meanwhile carries it, here and in the API calls it makes in process (docs/decisions/logs.md).
 */
function identifyRequests(req, res, next) {
  const requestId = requestIdOf(req.socket.remoteAddress, req.headers['x-request-id']);
  res.locals.requestId = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  withRequestId(requestId, next);
}

/**
 * One structured line per request, once its answer is sent or the client went away: method,
 * path (tokens and query values masked), status, bytes on the wire (headers included), time.
 */
function logRequests(req, res, next) {
  const started = process.hrtime.bigint();
  const written = req.socket.bytesWritten;
  res.once('close', () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const path = loggablePath(req.originalUrl);
    const line = {
      requestId: res.locals.requestId,
      method: req.method,
      path,
      status: res.statusCode,
      bytes: req.socket.bytesWritten - written,
      ms,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    const message = `${req.method} ${path} ${res.statusCode}`;
    if (res.statusCode >= 500) httpLog.error(line, message);
    else httpLog.info(line, message);
  });
  next();
}

/**
 * Backpressure for streamed answers. Remix writes a response's stream as fast as it can read it
 * and ignores write()'s false, so a client that reads slowly (Маркет fetching the feed, say)
 * would have a big stream buffered here in full. This keeps write()'s answer (compression's,
 * when it compresses) and gives the load context `whenWritable()`: settled once the client has
 * taken what was written (or went away). A route that streams much awaits it between chunks.
 */
function trackBackpressure(req, res, next) {
  const write = res.write;
  let waiting = null;
  let release = () => undefined;
  res.once('close', () => release());
  // One listener for the whole answer; compression passes it to its zlib stream if it compresses.
  res.on('drain', () => release());
  res.write = function writeNoting(...args) {
    const taken = write.apply(this, args);
    if (!taken && !waiting && !res.destroyed) {
      waiting = new Promise((resolve) => {
        release = () => {
          waiting = null;
          release = () => undefined;
          resolve();
        };
      });
    }
    return taken;
  };
  res.locals.whenWritable = () => waiting ?? Promise.resolve();
  next();
}

let draining = false;

/**
 * While draining, each answer closes its connection: the load balancer opens its next one to
 * an instance in rotation, and no kept-alive connection is cut under a request when this
 * process stops listening.
 */
function closeWhileDraining(_req, res, next) {
  if (draining) res.setHeader('Connection', 'close');
  next();
}

/** SHUTDOWN_DRAIN_MS: milliseconds from SIGTERM to closing the listener (default 5000). */
function shutdownDrainMs() {
  const raw = process.env.SHUTDOWN_DRAIN_MS;
  const value = raw === undefined || raw.trim() === '' ? 5000 : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 120_000)
    throw new Error(`SHUTDOWN_DRAIN_MS: milliseconds, 0 to 120000 (got ${JSON.stringify(raw)})`);
  return value;
}

// Static files carry nosniff too (documents and API answers set it themselves).
const nosniff = (res) => res.setHeader('X-Content-Type-Options', 'nosniff');

/**
 * Drops `_data` from the query. It is Remix's protocol from before single fetch, which no page
 * of the shop speaks any more; Remix would still answer it with its bare
 * {"message":"Unexpected Server Error"} instead of the page. Without it the address
 * is the page it names. Every other parameter keeps its exact encoding.
 */
function dropLegacyDataParam(req, _res, next) {
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

const app = express();
app.disable('x-powered-by');
app.use(identifyRequests);
app.use(closeWhileDraining);
app.use(strictTransportSecurity(process.env.PUBLIC_URL));
app.use(dropLegacyDataParam);
app.use(compression());
// Prometheus's scrape is answered here: no request log, page cache or timing of its own.
app.get('/metrics', metricsEndpoint());
app.use(timeRequests);
app.use(trackBackpressure);
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y', setHeaders: nosniff }),
);
// Public files all have an extension; pages never do, so a page skips the file-system look-ups
// (two stat calls per request) it would otherwise cost before reaching Remix.
const publicFiles = express.static('public', { maxAge: '1h', setHeaders: nosniff });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
app.use(logRequests);
await mountBenchBaseline(app);
app.use(reachedApp);
// The commerce API (/api and /api/…) is its own HTTP app, the build's `apiFetch` (a Hono
// router, app/commerce/api/router.server.ts); everything else is the storefront, served by
// Remix. The storefront's calls to the API of this same process skip the loopback socket (and
// so this request log): entry.server.tsx hands them to the same `apiFetch`.
const loadContextOf = (req, res) => ({
  // A fresh object per request: nothing of one shopper can leak into another's.
  clientAddress: clientAddressOfSocket(req.socket.remoteAddress, req.headers['x-forwarded-for']),
  whenWritable: res.locals.whenWritable,
});
// The build answering now: the last rebuild's in development, else the one imported at the start.
const currentBuild = development ? watchDevBuilds() : async () => build;
// Every request reaches the app through app.use, never app.all('*'): a route pattern makes
// Express percent-decode the path as its parameter first, and a broken escape ('%ff', a lone
// '%', an old single-byte '%E4%E5') would then be Express's bare 400 before the shop's redirect
// tables and 404 page could answer it. A mount without a path decodes nothing.
app.use(async (req, res, next) => {
  if (!isApiPath(req.path)) return next();
  try {
    const { apiFetch } = (await currentBuild()).entry.module;
    await sendRemixResponse(res, await apiFetch(createRemixRequest(req, res), loadContextOf(req, res)));
  } catch (error) {
    next(error);
  }
});
if (development) {
  app.use(
    createRequestHandler({
      build: currentBuild,
      mode: process.env.NODE_ENV,
      getLoadContext: loadContextOf,
    }),
  );
} else {
  // What the express adapter's handler does, over the one fetch-style handler the page cache
  // renders with too.
  const renderPage = createFetchHandler(build, process.env.NODE_ENV);
  const handlePages = async (req, res, next) => {
    try {
      await sendRemixResponse(res, await renderPage(createRemixRequest(req, res), loadContextOf(req, res)));
    } catch (error) {
      next(error);
    }
  };
  const sharedPages = sharedPageCache(renderPage);
  app.use((req, res, next) => {
    // One read scope for the page view, cache and render together (app/utils/read-scope.server.ts):
    // the catalogue state the cache asks before its look is the one the render's in-process API
    // reads then take, so a cookie-less miss asks the database for it once. Only for a GET or
    // HEAD; a post's action and loaders each read on their own.
    inPageView(req.method, () =>
      sharedPages(req, res, (error) => (error ? next(error) : handlePages(req, res, next))),
    );
  });
}

/** True for a path of the API (`/api`, `/api/…`; without case, decoded, as the API matches it). */
function isApiPath(pathname) {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the API keeps such a path as it is too.
  }
  return /^\/api(?:\/|$)/i.test(path);
}

/**
 * The origin's shared page cache in front of the pages' handler (server/page-cache/,
 * docs/decisions/origin-page-cache.md): cookie-less page views the app calls shareable are
 * answered from a copy while it is fresh and the catalogue state it was rendered under holds.
 * `renderPage` is the pages' fetch-style handler; a shared render is not tied to the connection
 * of the request that started it, since others may be waiting for it.
 */
function sharedPageCache(renderPage) {
  const { apiFetch } = build.entry.module;
  return pageCache({
    maxBytes: pageCacheLimit,
    requestOf: (req, res) => {
      const asked = createRemixRequest(req, res);
      return new Request(asked.url, { method: 'GET', headers: asked.headers });
    },
    render: (request, req, res) => renderPage(request, loadContextOf(req, res)),
    send: sendRemixResponse,
    onLookup: countPageCacheLookup,
    // Asked inside the page view's read scope (opened above): the render's API reads share it.
    stateTag: async () => {
      const answer = await apiFetch(new Request('http://localhost/api/catalog-state'), {
        clientAddress: '127.0.0.1',
      });
      return answer.headers.get('ETag');
    },
  });
}

/**
 * `npm run bench:pages` only (BENCH_BASELINE_BUILD set): the minimal Remix app of
 * bench/baseline at /bench-baseline, served by this same process, so the shop's pages are
 * measured against a bare Remix page under the same load. Absent in production.
 */
async function mountBenchBaseline(app) {
  const buildPath = process.env.BENCH_BASELINE_BUILD;
  if (!buildPath) return;
  const baseline = await import(pathToFileURL(path.resolve(buildPath)).href);
  // Its assets sit beside its server build (bench/baseline/remix.config.js).
  const assets = path.join(path.dirname(path.resolve(buildPath)), 'public');
  app.use(baseline.publicPath, express.static(assets, { immutable: true, maxAge: '1y' }));
  app.all('/bench-baseline', createRequestHandler({ build: baseline, mode: 'production' }));
}

/**
 * Development: `remix dev` rebuilds into build/ and rewrites build/version.txt; the new build
 * is imported (the database stays open: it lives on globalThis), guarded like the first, and
 * announced to the dev server. Returns what the request handler asks for the current build.
 */
function watchDevBuilds() {
  let current = build;
  const buildDir = path.resolve('build');
  let pending;
  fs.watch(buildDir, (_event, file) => {
    if (file !== 'version.txt') return;
    clearTimeout(pending);
    pending = setTimeout(async () => {
      const fresh = await import(`${pathToFileURL(path.join(buildDir, 'index.js')).href}?t=${Date.now()}`);
      current = { ...fresh, routes: build.servedRoutes(fresh) };
      await broadcastDevReady(current);
    }, 50);
  });
  return async () => current;
}

function onListen() {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((ip) => String(ip?.family).includes('4') && !ip?.internal)?.address;
  const address = host || lan;
  log.info({ port }, `http://localhost:${port}${address ? ` (http://${address}:${port})` : ''}`);
  if (development) void broadcastDevReady(build);
}

const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

/**
 * The stop (docs/decisions/drain.md): readiness turns 503 at once and background work takes no
 * more; for `drainMs` (SIGTERM in production; none on Ctrl+C or in development) the server keeps
 * answering while the balancer notices; then it stops listening and waits for the requests in
 * flight and the background work still running, closes the database and exits.
 */
async function shutDown(signal) {
  const { beginDrain, closeResources, stopBackgroundWork } = build.entry.module;
  beginDrain();
  draining = true;
  // No balancer asks a development server or one stopped with Ctrl+C.
  const wait = signal === 'SIGTERM' && !development ? drainMs : 0;
  log.info(`${signal}: draining${wait > 0 ? ` for ${wait} ms` : ''}, then finishing requests in flight`);
  setTimeout(() => {
    log.error('the stop took longer than its grace: exiting anyway');
    process.exit(1);
  }, wait + SHUTDOWN_GRACE_MS).unref();
  // Jobs claim nothing new from now on (what they claimed they finish) while requests are served.
  const workStopped = stopBackgroundWork().catch((error) =>
    log.error({ err: error }, 'background work did not stop cleanly'),
  );
  await new Promise((resolve) => setTimeout(resolve, wait));
  await new Promise((resolve) => {
    server.close((error) => {
      if (error) log.error({ err: error }, 'closing the listener failed');
      resolve();
    });
    server.closeIdleConnections();
  });
  await workStopped;
  await closeResources();
  log.info('stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    shutDown(signal).catch((error) => {
      log.error({ err: error }, 'stop failed');
      process.exit(1);
    });
  });
}
