// GET /metrics for Prometheus, and the timing of every answer (docs/decisions/0083-metrics.md). The
// registry is the app's (app/metrics/metrics.server.ts, reached through the build's entry
// module), so what the app counts and what the server counts come out of one registry.
import crypto from 'node:crypto';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { LRUCache } from 'lru-cache';
import { isApiPath } from './request-guards';
import { decodes, type leafRouteMatcher } from './route-tree';
import type { ShopEntry } from './shop-entry';

/** Methods outside HTTP's usual few share one label value: a made-up method adds no series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Express middleware timing every answer, by route label, method and status code. The route
 * label is the id of the deepest Remix route the path matches (a made-up path matches the
 * catch-all 404 route, `routes/$`), `static` for a file the server answered before the app,
 * `malformed` for a path with a broken escape, `unmatched` for a path no route takes. Never the
 * path itself, so the label's values are the build's route ids and a few names, however many
 * paths are asked.
 */
export function timeRequests(
  entry: Pick<ShopEntry, 'observeHttpRequest' | 'apiRouteOf'>,
  leafRoute: ReturnType<typeof leafRouteMatcher>,
): RequestHandler {
  /** Labels of paths seen lately: a page view's path is matched once, not at every answer. */
  const labels = new LRUCache<string, string>({ max: 5_000 });
  const routeLabel = (req: ExpressRequest, res: ExpressResponse) => {
    if (!res.locals.reachedApp) return 'static';
    // Remix's matcher logs a warning for each broken escape it meets; the app's own match has.
    if (req.path.includes('%') && !decodes(req.path)) return 'malformed';
    let label = labels.get(req.path);
    if (label === undefined) {
      // The API is no Remix route: its label is the endpoint's path ('/api/basket/{id}').
      label = isApiPath(req.path) ? entry.apiRouteOf(req.path) : (leafRoute(req.path)?.id ?? 'unmatched');
      labels.set(req.path, label);
    }
    return label;
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(req.method) ? req.method : 'other';
      entry.observeHttpRequest(routeLabel(req, res), method, res.statusCode, seconds);
    });
    next();
  };
}

/** Express middleware: marks a request that got past the static files to the app's handlers. */
export const reachedApp: RequestHandler = (_req, res, next) => {
  res.locals.reachedApp = true;
  next();
};

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack listener's form). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A proxy on the same machine relays everyone: what it forwards is not a local asker. */
const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  // Digests of equal length, so the comparison takes the same time whatever the guess.
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(match[1]), digest(token));
}

const refuse = (
  res: ExpressResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) =>
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json({ success: false, message, errors: [] });

/**
 * GET /metrics: open to a client on this machine (the socket's address is loopback and no proxy
 * relayed the request); otherwise only with `Authorization: Bearer <METRICS_TOKEN>`, and without
 * METRICS_TOKEN it does not exist for other machines (404).
 */
export function metricsEndpoint(
  entry: Pick<ShopEntry, 'metricsExposition'>,
  token = process.env.METRICS_TOKEN?.trim() || undefined,
): RequestHandler {
  return async (req, res, next) => {
    const local = isLoopback(req.socket.remoteAddress) && !RELAY_HEADERS.some((name) => name in req.headers);
    if (!local) {
      if (!token) return void refuse(res, 404, 'Страница не найдена');
      if (!bearerMatches(req.headers.authorization, token))
        return void refuse(res, 401, 'Нужен токен метрик', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    try {
      const { contentType, text } = await entry.metricsExposition();
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
