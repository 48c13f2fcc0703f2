import type { MetaFunction } from '@remix-run/node';
import { errorPageMeta } from '~/components/layout/page-meta';
import { useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs-later';
import { CatalogTags, GenderLinks } from '~/components/catalog/catalog-links';
import { loader } from './catalog-route-loader.server';
import { catalogMeta, catalogShouldRevalidate } from '~/components/catalog/catalog-route';
import { CatalogView } from '~/components/catalog/catalog-view';
import { Container } from '~/components/layout/container';
import type { RouteHandle } from '~/components/layout/route-handle';
import { CATALOG_PAGE } from '~/components/layout/shop-pages/catalog-page';
import { BreadcrumbJsonLd } from '~/components/seo/page-json-ld';
import { useSeoH1 } from '~/components/seo/page-seo';
import { publicPageHeaders } from '~/utils/cache-control';
import { completeSeoMeta, originFrom } from '~/utils/seo';
import { pluralRu } from '~/utils/plural';

// /catalog/ and, through catalog.$.tsx, every section below it (/catalog/man/obuv/krossovki/,
// /catalog/sale/, /catalog/man/new/ …): the API knows the sections, an unknown one is a 404.

// Loader data is plain JSON (no dates, no classes): what the loader returns is what the page reads.
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  error
    ? errorPageMeta(error)
    : completeSeoMeta(catalogMeta(data, CATALOG_PAGE.title), {
        origin: originFrom(matches),
      });
export const headers = publicPageHeaders;

// docs/product.md#route-table: catalogue pages do not scroll to top when filters, sorting or paging change.
export const handle: RouteHandle = { keepScroll: true };
export const shouldRevalidate = catalogShouldRevalidate;

// The loader lives in a server module: the browser's build of this route imports no server code.
export { loader };

export default function CatalogPage() {
  const page = useLoaderData<typeof loader>();
  const catalog = page.catalog;
  // /catalog/ takes the SEO table's h1 (docs/product.md#entities); sections (catalog-code) keep their own.
  const h1 = useSeoH1(catalog?.seo.h1 ?? '');
  if (!catalog) return null;
  const total = catalog.catalogBody.pagination.totalItems;
  // On /catalog/ the tags already lead to the gender pages (with counts): one row is enough.
  const tagUrls = new Set(catalog.catalogBody.tags.map((t) => t.url));
  const genderLinks = catalog.genderLinks.every((g) => !g.selected && tagUrls.has(g.url))
    ? []
    : catalog.genderLinks;
  const heading = (
    <header className="flex flex-col gap-4">
      <Breadcrumbs items={catalog.breadcrumbs} />
      <BreadcrumbJsonLd items={catalog.breadcrumbs} />
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black tracking-tight tablet:text-4xl desktop:text-5xl">{h1}</h1>
          <p className="text-sm text-brand-muted desktop:hidden">
            {total} {pluralRu(total, ['товар', 'товара', 'товаров'])}
          </p>
        </div>
        <GenderLinks links={genderLinks} />
      </div>
      <CatalogTags tags={catalog.catalogBody.tags} />
    </header>
  );
  return (
    <Container>
      <CatalogView page={{ ...page, catalog }} heading={heading} />
      {catalog.seo.seoText && (
        <section className="max-w-3xl pb-16 text-sm leading-relaxed text-brand-muted">
          {catalog.seo.seoText}
        </section>
      )}
    </Container>
  );
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
