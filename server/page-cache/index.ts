// The origin's shared page cache (docs/product.md#page-weight; docs/decisions/0064-origin-page-cache.md). Cookie-less
// GETs and HEADs of pages are answered from a copy of an earlier answer when the app declared
// that answer shareable (public, s-maxage, 200, no Set-Cookie) and it is still fresh: younger
// than its s-maxage and rendered under the catalogue state of now. It obeys the app's headers
// and guesses nothing: what the app does not call shareable is rendered for every request.
import path from 'node:path';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { type PageCopy, PageCopies, keyFor, newCopy } from './copies';
import { answerBody, chooseEncoding } from './encodings';
import { withNonce } from './nonce';
import { storablePolicy } from './policy';

/** The cache's budget when PAGE_CACHE_BYTES is unset: a few hundred pages with their encodings. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** PAGE_CACHE_BYTES as a byte count; 0 turns the cache off. Refuses anything else at start. */
export function pageCacheBytes(value = process.env.PAGE_CACHE_BYTES): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_BYTES;
  if (!/^\d+$/.test(value.trim()))
    throw new Error(`PAGE_CACHE_BYTES must be a whole number of bytes, not "${value}"`);
  return Number(value);
}

/**
 * A request whose answer may come from a copy: a GET or HEAD of a page (a path without a file
 * extension: not the feed, the sitemap or a `.data` request) with no cookie and no credentials.
 */
function isCandidate(req: ExpressRequest): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.cookie?.trim() &&
    !req.headers.authorization &&
    !path.extname(req.path)
  );
}

/**
 * Express middleware in front of the pages' handler.
 * - `requestOf(req, res)`: the GET Request the app would be asked for `req` (its URL is the
 *   cache's key, so whatever the app reads the URL from is part of it), not tied to this
 *   client's connection (other requests may wait for its answer);
 * - `render(request, req, res)`: the app's answer (a fetch Response) to it;
 * - `send(res, response)`: writes an answer that is not kept, as the pages' handler would;
 * - `stateTag()`: the catalogue state now, or null while it is in flux (then no copy is used);
 * - `onLookup(hit)`: told of each request it looked up, answered from a copy (hit) or rendered;
 * - `createNonce()`: a new CSP nonce, one per answer from a copy (./nonce.ts says why).
 * Requests the cache has nothing to do with go on to `next()`.
 */
export interface PageCacheOptions {
  maxBytes: number;
  requestOf: (req: ExpressRequest, res: ExpressResponse) => Request;
  render: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;
  send: (res: ExpressResponse, response: Response) => Promise<void>;
  stateTag: () => Promise<string | null>;
  onLookup?: (hit: boolean) => void;
  createNonce: () => string;
  now?: () => number;
}

type Found =
  | { copy: PageCopy; fromStore: boolean; response?: undefined }
  | { response: Response; copy?: undefined; fromStore?: undefined };

export function pageCache({
  maxBytes,
  requestOf,
  render,
  send,
  stateTag,
  onLookup = () => {},
  createNonce,
  now = Date.now,
}: PageCacheOptions) {
  const copies = new PageCopies(maxBytes);
  /** Renders under way, by the key they will answer (or `url\n?` while the Vary names are unknown). */
  const flights = new Map<string, Promise<PageCopy | null>>();

  const isUsable = (copy: PageCopy, tag: string) =>
    copy.stateTag === tag && now() - copy.storedAt < copy.freshMs;

  function serve(req: ExpressRequest, res: ExpressResponse, copy: PageCopy, fromStore: boolean) {
    res.status(200);
    const nonce = createNonce();
    for (const [name, value] of copy.headers) res.append(name, withNonce(value, copy.nonce, nonce));
    if (!/\baccept-encoding\b/i.test(res.get('Vary') ?? '')) res.append('Vary', 'Accept-Encoding');
    // A copy's age in whole seconds (RFC 9111 §5.1); the answer rendered for this request has none.
    if (fromStore) res.set('Age', String(Math.floor((now() - copy.storedAt) / 1000)));
    const encoding = chooseEncoding(copy, req.headers['accept-encoding']);
    const body = answerBody(copy, encoding, nonce, (bytes) => copies.grow(copy, bytes));
    if (encoding) res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Renders `request` for `req`; keeps the answer when the app says it may be shared. */
  async function renderAndKeep(
    request: Request,
    req: ExpressRequest,
    res: ExpressResponse,
    tag: string,
  ): Promise<{ copy: PageCopy; response?: undefined } | { response: Response; copy?: undefined }> {
    const url = request.url;
    const response = await render(request, req, res);
    const policy = storablePolicy(response);
    if (!policy) return { response };
    const body = Buffer.from(await response.arrayBuffer());
    const copy = newCopy({
      key: keyFor(url, policy.varyNames, req.headers),
      varyNames: policy.varyNames,
      headers: [...response.headers],
      body,
      freshMs: policy.freshSeconds * 1000,
      stateTag: tag,
      storedAt: now(),
    });
    copies.put(url, copy);
    return { copy };
  }

  /** The copy `req` may be answered with, waiting for a render of it under way; null if none. */
  async function copyFor(
    request: Request,
    req: ExpressRequest,
    res: ExpressResponse,
    tag: string,
  ): Promise<Found | null> {
    const url = request.url;
    // Twice at most: the first wait may learn that the URL varies on a header this request
    // sends otherwise; the second then looks under its own key.
    for (let attempt = 0; attempt < 2; attempt++) {
      const key = copies.keyOf(url, req.headers);
      const kept = key && copies.get(key);
      if (kept && isUsable(kept, tag)) return { copy: kept, fromStore: true };
      if (kept) copies.drop(key);
      const flightKey = key ?? `${url}\n?`;
      const flight = flights.get(flightKey);
      if (flight) {
        const copy = await flight;
        if (copy && isUsable(copy, tag) && keyFor(url, copy.varyNames, req.headers) === copy.key)
          return { copy, fromStore: true };
        continue;
      }
      const rendering = renderAndKeep(request, req, res, tag);
      const settled = rendering.then(
        ({ copy }) => copy ?? null,
        () => null,
      );
      flights.set(flightKey, settled);
      void settled.finally(() => flights.get(flightKey) === settled && flights.delete(flightKey));
      const { copy, response } = await rendering;
      return copy ? { copy, fromStore: false } : { response };
    }
    return null;
  }

  return async function sharedPages(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (maxBytes === 0 || !isCandidate(req)) return next();
    try {
      // No answer (the database is away) or the catalogue is being rebuilt: no copy can be known
      // to be current, and the request is rendered as without the cache.
      const tag = await stateTag().catch(() => null);
      if (!tag) return next();
      const found = await copyFor(requestOf(req, res), req, res, tag);
      onLookup(Boolean(found?.fromStore));
      if (!found) return next();
      if (found.response) return await send(res, found.response);
      if (!found.copy) return next();
      serve(req, res, found.copy, found.fromStore);
    } catch (error) {
      next(error);
    }
  };
}
