import type { HeadersFunction } from '@remix-run/node';

/**
 * Content and catalogue pages as everyone without a cookie gets them: a shared cache may keep
 * them a minute and serve a stale copy for five more while it fetches a fresh one; browsers
 * keep none (max-age=0), so a shopper who has cookies by the next page never sees a shared
 * copy. The figures are in docs/decisions/0059-shared-first-hits.md.
 */
export const CACHE_PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Basket, checkout, account and anything personal: never stored anywhere. */
export const CACHE_PRIVATE = 'private, no-store';

function isPrivate(cacheControl: string | null): boolean {
  return cacheControl !== null && /\b(private|no-store)\b/.test(cacheControl);
}

/**
 * Headers of a content page. The page itself may be cached by a shared cache, but a document
 * also carries what its parents loaded (root: the visitor's city, basket count, Set-Cookie):
 * when a parent says private, the stricter policy wins, so no personal page is ever shared.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const parent = parentHeaders.get('Cache-Control');
  return { 'Cache-Control': isPrivate(parent) ? (parent as string) : CACHE_PUBLIC, ...allowOf(errorHeaders) };
};

/**
 * What a shared answer varies on besides its URL: a request with a cookie gets a personal
 * answer, and the device a page picks banner links for comes from the client hint (deviceOf).
 */
export const SHARED_VARY: readonly string[] = ['Cookie', 'Sec-CH-UA-Mobile'];

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A GET or HEAD without any cookie: the only requests whose answer may be shared. */
export function mayBeShared(request: Request): boolean {
  return READ_METHODS.has(request.method) && !request.headers.get('Cookie')?.trim();
}

/**
 * The last word on a page's answer (entry.server, for documents and their .data): the route's
 * public policy stands only for a GET or HEAD without any cookie, answered 200, that sets no
 * cookie; it then names what it varies on. Anything else is private, no-store: a personal
 * answer, an error (never kept for everyone), or an answer that hands out a cookie.
 */
export function settleCachePolicy(request: Request, status: number, headers: Headers): void {
  const policy = headers.get('Cache-Control');
  const shared =
    policy !== null &&
    !isPrivate(policy) &&
    status === 200 &&
    mayBeShared(request) &&
    headers.getSetCookie().length === 0;
  if (!shared) {
    if (!isPrivate(policy)) headers.set('Cache-Control', CACHE_PRIVATE);
    return;
  }
  for (const name of SHARED_VARY) headers.append('Vary', name);
}

/** Headers of a personal page (basket, checkout, account). */
export const privatePageHeaders: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': CACHE_PRIVATE,
  ...allowOf(errorHeaders),
});

/**
 * A 405 says which methods the page takes, also when an error boundary draws it: the route
 * whose boundary shows the error decides the headers, so each page's policy passes it on.
 */
export function allowOf(errorHeaders: Headers | undefined): { Allow?: string } {
  const allow = errorHeaders?.get('Allow');
  return allow ? { Allow: allow } : {};
}
