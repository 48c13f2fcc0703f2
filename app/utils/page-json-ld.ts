// The page JSON-LD of the catalogue and product pages (schema.org BreadcrumbList and Product),
// apart from ./seo: every page's first load carries the meta helpers and the Organization, and
// only these two pages need these (docs/product.md#page-weight).
import type { Breadcrumb, ProductDetail } from '~/commerce/contract/product';
import { absoluteUrl, type JsonLd, shortDescription } from './seo';

/** A breadcrumb trail (catalogue and product pages) as a BreadcrumbList, positions from 1. */
export function breadcrumbJsonLd(items: readonly Breadcrumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.url),
    })),
  };
}

type ProductForJsonLd = Pick<
  ProductDetail,
  'code' | 'url' | 'name' | 'brand' | 'description' | 'images' | 'price' | 'inStock' | 'color'
> &
  Partial<Pick<ProductDetail, 'priceFrom' | 'sizes'>>;

/** Sizes priced apart (1С): the lowest and highest size price, as an AggregateOffer states them. */
function priceRange(product: ProductForJsonLd): { lowPrice: number; highPrice: number } | null {
  const prices = (product.sizes ?? []).flatMap((size) => (size.price ? [size.price.value] : []));
  if (!product.priceFrom || prices.length === 0) return null;
  return { lowPrice: Math.min(...prices), highPrice: Math.max(...prices) };
}

/**
 * A colour article as a schema.org Product with one Offer: price in RUB, InStock or OutOfStock,
 * the page's URL. `sku` is the colour article's code, the shop's unit of sale on the page.
 */
export function productJsonLd(product: ProductForJsonLd, origin: string): JsonLd {
  const url = absoluteUrl(origin, product.url);
  const range = priceRange(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    // An article 1С sent without a colour states none.
    ...(product.color.name && { color: product.color.name }),
    description: shortDescription(product.description),
    image: product.images.map((image) => absoluteUrl(origin, image.src)),
    brand: { '@type': 'Brand', name: product.brand.name },
    url,
    offers: {
      ...(range ? { '@type': 'AggregateOffer', ...range } : { '@type': 'Offer', price: product.price.value }),
      url,
      priceCurrency: product.price.currency || 'RUB',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
