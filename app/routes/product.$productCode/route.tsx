import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ProductResponse } from '~/commerce/contract/product';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs-later';
import { Container } from '~/components/layout/container';
import { errorPageMeta, metaOf } from '~/components/layout/page-meta';
import { PRODUCT_PAGE } from '~/components/layout/shop-pages/product-page';
import { ProductDetails } from '~/components/product/product-details-later';
import { ProductGallery } from '~/components/product/product-gallery';
import { ProductSummary } from '~/components/product/product-summary';
import { RECENTLY_VIEWED_ROW, RelatedProducts } from '~/components/product/related-products-later';
import { StylingWidgetMount } from '~/components/third-party/marketing/styling-widget-mount';
import { BreadcrumbJsonLd, ProductJsonLd } from '~/components/seo/page-json-ld';
import { pageTitle } from '~/utils/brand';
import { publicPageHeaders } from '~/utils/cache-control';
import { formatRub } from '~/utils/money';
import { completeSeoMeta, originFrom } from '~/utils/seo';
import { useDetailView } from '~/components/third-party/analytics/use-ecommerce';
import { DeliveryPromise } from '~/components/basket/delivery-promise-later';
import { loader } from './product-page.server';

// /product/{code}: one colour article (the other route with special SEO handling, docs/product.md#screens-and-routes:
// product-productCode). Unknown codes answer 404 with the shop's 404 page.

export const meta: MetaFunction = ({ data: loaded, matches, error }) => {
  if (error) return errorPageMeta(error);
  const page = loaded as ProductResponse | undefined;
  if (!page) return metaOf(PRODUCT_PAGE);
  const { product } = page;
  // An article 1С sent without a colour names none; sizes priced apart cost «от» the lowest.
  const color = product.color.name.toLowerCase();
  const price = `${product.priceFrom ? 'от' : 'за'} ${formatRub(product.price.value)}`;
  // Absolute canonical and the full Open Graph set, with the main picture (docs/product.md#legacy-addresses).
  return completeSeoMeta(
    [
      { title: pageTitle(color ? `${page.seo.h1}, ${color}` : page.seo.h1) },
      {
        name: 'description',
        content:
          `${product.type.name} ${product.name}${color ? ` (${color})` : ''} ${price}. ${product.description}`.slice(
            0,
            300,
          ),
      },
      { tagName: 'link', rel: 'canonical', href: page.seo.url },
      { property: 'og:title', content: product.name },
      { property: 'og:type', content: 'product' },
    ],
    { origin: originFrom(matches), image: product.images[0]?.src },
  );
};
export const headers = publicPageHeaders;

// The loader lives in a server module: the browser's build of this route imports no server code.
export { loader };

export default function ProductPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const page = useLoaderData<typeof loader>();
  const { product } = page;
  useDetailView(product);
  return (
    <Container className="flex flex-col gap-12 pb-16 pt-4 tablet:gap-16 tablet:pt-6">
      <div className="flex flex-col gap-4">
        <Breadcrumbs items={page.breadcrumbs} />
        <BreadcrumbJsonLd items={page.breadcrumbs} />
        <ProductJsonLd product={product} />
        {/* Phones: gallery, buying, details. Desktop: gallery and details on the left, the
            buying column on the right stays in view while the left one scrolls. */}
        <div className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_420px] desktop:gap-x-12 desktop:gap-y-14 desktopMedium:grid-cols-[minmax(0,1fr)_460px]">
          {/* Keyed by colour: switching colour starts the new gallery at its first view. */}
          <ProductGallery key={product.code} images={product.images} name={product.name} />
          <div className="desktop:sticky desktop:top-24 desktop:col-start-2 desktop:row-span-2 desktop:row-start-1 desktop:self-start">
            <ProductSummary
              data={page}
              mySizeId={page.mySizeId ?? undefined}
              sizeSystem={page.sizeSystem ?? undefined}
            />
            <DeliveryPromise estimate={page.delivery} className="mt-4" />
          </div>
          <ProductDetails product={product} />
        </div>
      </div>
      <RelatedProducts products={page.boughtTogether} title="С этим покупают" id="bought-together" />
      <RelatedProducts products={page.related} />
      <RelatedProducts products={page.recentlyViewed} {...RECENTLY_VIEWED_ROW} />
      <StylingWidgetMount />
    </Container>
  );
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
