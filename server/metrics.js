// GET /metrics for Prometheus, and the timing of every answer (docs/decisions/metrics.md). The
// registry is the app's (app/metrics/metrics.server.ts, reached through the build's entry
// module), so what the app counts and what the server counts come out of one registry.
import crypto from 'node:crypto';
import { matchRoutes } from '@remix-run/router';
import { LRUCache } from 'lru-cache';
import * as build from './build.js';

const { countPageCacheLookup, metricsExposition, observeHttpRequest } = build.entry.module;

export { countPageCacheLookup };

/**
 * The build's routes as the nested tree Remix's own router matches (each route under its
 * parent), for the public matcher of @remix-run/router.
 */
function routeTreeOf(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: routeTreeOf(routes, route.id),
    }));
}

/** The route tree the request label is matched against: every route the build serves. */
const routeTree = routeTreeOf(build.routes, undefined);
/** Labels of paths seen lately: a page view's path is matched once, not at every answer. */
const labels = new LRUCache({ max: 5_000 });

/** Methods outside HTTP's usual few share one label value: a made-up method adds no series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label of a request: the id of the deepest Remix route its path matches (a made-up
 * path matches the catch-all 404 route, `routes/$`), `static` for a file the server answered
 * before the app, `malformed` for a path with a broken escape, `unmatched` for a path no route
 * takes. Never the path itself, so the label's
 * values are the build's route ids and a few names, however many paths are asked.
 */
function routeLabel(req, res) {
  if (!res.locals.reachedApp) return 'static';
  // Remix's matcher logs a warning for each broken escape it meets; the app's own match has.
  if (req.path.includes('%') && !decodes(req.path)) return 'malformed';
  let label = labels.get(req.path);
  if (label === undefined) {
    try {
      // The API is no Remix route: its label is the endpoint's path ('/api/basket/{id}').
      if (/^\/api(?:\/|$)/i.test(req.path)) label = build.entry.module.apiRouteOf(req.path);
      else label = matchRoutes(routeTree, req.path, build.basename)?.at(-1)?.route.id ?? 'unmatched';
    } catch {
      label = 'unmatched';
    }
    labels.set(req.path, label);
  }
  return label;
}

function decodes(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Express middleware: every answer's duration, by route label, method and status code. */
export function timeRequests(req, res, next) {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = METHODS.has(req.method) ? req.method : 'other';
    observeHttpRequest(routeLabel(req, res), method, res.statusCode, seconds);
  });
  next();
}

/** Express middleware: marks a request that got past the static files to the app's handlers. */
export function reachedApp(_req, res, next) {
  res.locals.reachedApp = true;
  next();
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack listener's form). */
function isLoopback(address) {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A proxy on the same machine relays everyone: what it forwards is not a local asker. */
const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function bearerMatches(header, token) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  // Digests of equal length, so the comparison takes the same time whatever the guess.
  const digest = (value) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(match[1]), digest(token));
}

const refuse = (res, status, message, headers = {}) =>
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json({ success: false, message, errors: [] });

/**
 * GET /metrics: open to a client on this machine (the socket's address is loopback and no proxy
 * relayed the request); otherwise only with `Authorization: Bearer <METRICS_TOKEN>`, and without
 * METRICS_TOKEN it does not exist for other machines (404).
 */
export function metricsEndpoint(token = process.env.METRICS_TOKEN?.trim() || undefined) {
  return async (req, res, next) => {
    const local = isLoopback(req.socket.remoteAddress) && !RELAY_HEADERS.some((name) => name in req.headers);
    if (!local) {
      if (!token) return refuse(res, 404, 'Страница не найдена');
      if (!bearerMatches(req.headers.authorization, token))
        return refuse(res, 401, 'Нужен токен метрик', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    try {
      const { contentType, text } = await metricsExposition();
      // As bytes: a string would have Express rewrite the Content-Type's parameters.
      res
        .status(200)
        .set({ 'Content-Type': contentType, 'Cache-Control': 'no-store' })
        .send(Buffer.from(text));
    } catch (error) {
      next(error);
    }
  };
}
