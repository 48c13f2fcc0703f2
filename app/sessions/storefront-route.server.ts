// The storefront's twin of the API's apiRoute: one wrapper for every storefront loader and
// action. The handler gets the request's session; whatever leaves it — data, a plain value,
// a Response, a thrown 404 or redirect, an unexpected error — carries the session's cookies.
// A token refresh rotates the refresh token, so a response without the new one would leave
// the browser holding a spent token, whose next use reads as theft and signs the shopper out.

import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { isAbortError } from '~/services/api-client.server';
import { isSameSitePath } from '~/utils/return-path';
import { getStorefrontSession } from './session-of-request.server';
import type { StorefrontSession } from './storefront-session.server';
import { storeCookies } from './cookies.server';
import { logger } from '~/utils/log.server';
import { loggablePath } from '~/utils/log-redact';
import { crossSiteRefusalOf } from '~/utils/security.server';

const log = logger('storefront');

/** What a storefront loader or action receives: Remix's arguments (the same for both) and the session. */
export type StorefrontArgs = LoaderFunctionArgs & { session: StorefrontSession };

type DataResult = ReturnType<typeof data<unknown>>;
/** What the wrapper returns for a handler's result: plain values become data() with cookies. */
export type WithCookies<R> = R extends Response | DataResult ? R : ReturnType<typeof data<R>>;

const STORE_COOKIE_NAMES: ReadonlySet<string> = new Set(Object.values(storeCookies).map((c) => c.name));
const UNEXPECTED = 'Что-то пошло не так. Попробуй ещё раз.';

// Loaders of one page run side by side and Remix reads their headers only once all of them
// have finished, so every Headers object a handler of this request has let out is kept here
// and brought up to date whenever another handler finishes: the last one to finish writes
// the session's final state into all of them (one request, one answer about each cookie).
const outgoingOf = new WeakMap<StorefrontSession, Set<Headers>>();

const cookieName = (line: string) => line.slice(0, line.indexOf('=')).trim();

/** Replaces the store's cookies in `headers` with the session's current ones, each name once. */
async function writeCookies(session: StorefrontSession, targets: Iterable<Headers>): Promise<void> {
  for (;;) {
    const version = session.version;
    const lines = (await session.responseCookies()).getSetCookie();
    // A change while serialising (another loader finished meanwhile): read again.
    if (version !== session.version) continue;
    for (const headers of targets) {
      const foreign = headers.getSetCookie().filter((line) => !STORE_COOKIE_NAMES.has(cookieName(line)));
      headers.delete('Set-Cookie');
      for (const line of [...foreign, ...lines]) headers.append('Set-Cookie', line);
    }
    return;
  }
}

/** Registers headers leaving a handler and brings every registered one up to date. */
async function sendCookies(session: StorefrontSession, headers: Headers): Promise<void> {
  let outgoing = outgoingOf.get(session);
  if (!outgoing) outgoingOf.set(session, (outgoing = new Set()));
  outgoing.add(headers);
  await writeCookies(session, outgoing);
}

/**
 * For entry.server: the final response of a request gets the session's final cookies (Remix
 * merges the loaders' Set-Cookie lines; an action's are copied before the loaders run).
 */
export async function settleResponseCookies(session: StorefrontSession | null, headers: Headers) {
  if (session) await writeCookies(session, [headers]);
}

/** A Location a handler may send: a path of this site or an absolute http(s) URL, never '//host'. */
function guardLocation(headers: Headers): void {
  const location = headers.get('Location');
  if (location === null || isSameSitePath(location) || /^https?:\/\/[^\s\\]+$/i.test(location)) return;
  log.error({ location: loggablePath(location.slice(0, 200)) }, 'refused a redirect');
  headers.set('Location', '/');
}

const isDataResult = (value: unknown): value is DataResult =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'DataWithResponseInit';

/** `value` as it leaves the handler, with the session's cookies on it. */
async function withCookies(session: StorefrontSession, value: unknown): Promise<unknown> {
  if (value instanceof Response) {
    guardLocation(value.headers);
    await sendCookies(session, value.headers);
    return value;
  }
  if (isDataResult(value)) {
    const headers = new Headers(value.init?.headers);
    guardLocation(headers);
    await sendCookies(session, headers);
    return data(value.data, { ...value.init, headers });
  }
  const headers = new Headers();
  await sendCookies(session, headers);
  return data(value, { headers });
}

/**
 * Runs a storefront loader or action (every route that is not api.*): the handler receives
 * `session`, the one session of this HTTP request, and never commits it; its result, its
 * thrown Response, or a 500 for an unexpected error leave with the session's cookies.
 *   export function loader(args: LoaderFunctionArgs) {
 *     return storefrontRoute(args, async ({ session, params }) => ({ ... }));
 *   }
 * (A function declaration, not `export const loader = wrap(...)`: the browser build drops
 * loaders by tree-shaking, and it cannot drop a top-level call.)
 */
export async function storefrontRoute<R>(
  args: LoaderFunctionArgs,
  handler: (args: StorefrontArgs) => Promise<R> | R,
): Promise<WithCookies<R>> {
  // A post from another site, refused in front of Remix, is rendered as the page's GET with the
  // refusal: every loader of the page throws it (none can redirect past it), so the shopper sees
  // the shop's error page with 403. A copy each: Remix reads each thrown answer's body.
  const refused = crossSiteRefusalOf(args.context);
  if (refused) throw refused.clone();
  const session = await getStorefrontSession(args.request, args.context);
  let result: unknown;
  try {
    result = await handler({ ...args, session });
    // Remix refuses a handler that returns nothing; so do we, with the cookies on the 500.
    if (result === undefined) throw new Error('A storefront loader or action returned nothing');
  } catch (error) {
    if (error instanceof Response || isDataResult(error)) throw await withCookies(session, error);
    if (isAbortError(error)) throw error;
    log.error({ err: error }, 'unexpected failure');
    const failure = Response.json(
      { success: false, message: UNEXPECTED, errors: [] },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    );
    throw await withCookies(session, failure);
  }
  return (await withCookies(session, result)) as WithCookies<R>;
}
