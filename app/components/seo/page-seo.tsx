import { type ShouldRevalidateFunction, useLocation } from '@remix-run/react';
import { Container } from '~/components/layout/container';
import { useRootData } from '~/components/layout/use-root-data';
import { type PageSeoData, seoPathKey } from '~/utils/seo';

/**
 * The SEO page data (docs/product.md#entities) of the page on screen, from the root loader; null when the root
 * data belongs to another path (it never should: the root reloads on every path change).
 */
export function usePageSeo(): PageSeoData | null {
  const seo = useRootData()?.seo;
  const { pathname } = useLocation();
  return seo && seo.path === seoPathKey(pathname) ? seo : null;
}

/**
 * The page's h1: the SEO data's when it has one, else the page's own.
 *   <h1>{useSeoH1(PAGES.brands.title)}</h1>
 */
export function useSeoH1(fallback: string): string {
  return usePageSeo()?.h1 ?? fallback;
}

/** The SEO text of the page, below its content (the root renders it; pages need not). */
export function SeoText() {
  const text = usePageSeo()?.seoText;
  if (!text) return null;
  return (
    <Container className="pb-12">
      <p data-seo-text className="max-w-3xl text-sm leading-relaxed text-brand-muted">
        {text}
      </p>
    </Container>
  );
}

/**
 * The root's shouldRevalidate: the root data carries the SEO page data of the path on screen
 * (and may answer the SEO 301), so the root loader runs again whenever the path changes; Remix
 * would otherwise keep it for in-app navigation between routes without params.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
