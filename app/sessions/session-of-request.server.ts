import { StorefrontSession } from './storefront-session.server';

// Remix hands every loader and the action of one HTTP request the same `context` object: the
// one getLoadContext returns, or a fresh {} per request without one. Keyed on it, the loaders
// of one page share one session, so identities (device id, guest token, refreshed tokens) are
// made once per request and every response of it tells the browser the same thing.
const sessionsOfRequests = new WeakMap<
  object,
  { cookieHeader: string | null; session: Promise<StorefrontSession> }
>();

/**
 * The shopper's session for this request: the same object for every loader and action given
 * the same `context`. Without a context (a unit test) each call reads the cookies anew. A
 * context that comes back with other cookies (a server that reuses one object for every
 * request) is not trusted: that request gets its own session.
 */
export function getStorefrontSession(request: Request, context?: unknown): Promise<StorefrontSession> {
  if (typeof context !== 'object' || context === null) return StorefrontSession.fromRequest(request);
  const cookieHeader = request.headers.get('Cookie');
  const known = sessionsOfRequests.get(context);
  if (known?.cookieHeader === cookieHeader) return known.session;
  const session = StorefrontSession.fromRequest(request);
  sessionsOfRequests.set(context, { cookieHeader, session });
  return session;
}

/**
 * The session a handler of this request already made, if any (entry.server settles its
 * cookies). Only one made from this request's cookies: a context some server reused for
 * several requests must never hand one shopper's cookies to another.
 */
export function sessionOfRequest(request: Request, context: unknown): Promise<StorefrontSession> | null {
  if (typeof context !== 'object' || context === null) return null;
  const known = sessionsOfRequests.get(context);
  return known?.cookieHeader === request.headers.get('Cookie') ? known.session : null;
}
