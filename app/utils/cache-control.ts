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
export const publicPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const parent = parentHeaders.get('Cache-Control');
  return { 'Cache-Control': isPrivate(parent) ? (parent as string) : CACHE_PUBLIC };
};

/** Headers of a personal page (basket, checkout, account). */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': CACHE_PRIVATE });
