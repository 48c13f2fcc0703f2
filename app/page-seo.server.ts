// The SEO page data of docs/product.md#entities, docs/product.md#seo-page-data for the root loader: POST /api/seo/page/ {url} for every
// page except the two the spec names (catalogue-code and product pages describe themselves),
// a 301 when the data says the page moved, else the h1 and text the layout shows.
import { getSeoPage, anonymousApiSession, publicOrigin } from '~/services/seo.server';
import { type PageSeoData, seoPathKey } from '~/utils/seo';
import { pageUrlOf, redirectResponse } from '~/redirects/route-redirects.server';

/**
 * The routes with special SEO handling (docs/product.md#screens-and-routes): catalog-code (/catalog/{any remainder}) and
 * product-productCode (/product/{code}). /catalog/ itself is the catalogue index, not catalog-code.
 */
export function skipsSeoPageData(pathname: string): boolean {
  const path = seoPathKey(pathname).toLowerCase();
  return /^\/catalog\/[^/]/.test(path) || /^\/product\/[^/]/.test(path);
}

/** A redirectTo the storefront can follow: a local path or an http(s) URL, and not the page itself. */
function usableTarget(redirectTo: string | null, path: string): string | null {
  const target = redirectTo?.trim();
  if (!target) return null;
  if (/^https?:\/\//i.test(target)) return target;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const targetPath = target.split(/[?#]/)[0];
  return seoPathKey(targetPath).toLowerCase() === path.toLowerCase() ? null : target;
}

/**
 * The root loader's SEO data for this request; throws a 301 Response when the SEO data moves
 * the page elsewhere (the query string goes along to a local target).
 */
export async function loadPageSeo(request: Request): Promise<PageSeoData> {
  const url = pageUrlOf(request);
  const path = seoPathKey(url.pathname);
  const base: PageSeoData = { origin: publicOrigin(request), path, h1: null, seoText: null };
  if (skipsSeoPageData(url.pathname)) return base;
  const seo = await getSeoPage(anonymousApiSession(request), path);
  const target = usableTarget(seo.redirectTo, path);
  if (target) {
    const local = target.startsWith('/') && !target.includes('?');
    throw redirectResponse({ location: local ? `${target}${url.search}` : target, status: 301 });
  }
  return { ...base, h1: seo.h1, seoText: seo.seoText };
}
