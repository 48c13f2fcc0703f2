import type { HeadersFunction } from '@remix-run/node';

/** Content and catalogue pages: a shared cache may keep them a minute and serve stale for five. */
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
