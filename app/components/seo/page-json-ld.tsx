// The catalogue's and the product page's own JSON-LD blocks (./json-ld has the shop's).
import type { Breadcrumb, ProductDetail } from '~/commerce/contract/product';
import { breadcrumbJsonLd, productJsonLd } from '~/utils/page-json-ld';
import { JsonLd, useSeoOrigin } from './json-ld';

/** A page's breadcrumb trail as a BreadcrumbList (catalogue and product pages). */
export function BreadcrumbJsonLd({ items }: { items: readonly Breadcrumb[] }) {
  const origin = useSeoOrigin();
  if (items.length === 0) return null;
  return <JsonLd data={breadcrumbJsonLd(items, origin)} />;
}

/** A colour article as a schema.org Product with its offer (price, RUB, availability). */
export function ProductJsonLd({
  product,
}: {
  product: Parameters<typeof productJsonLd>[0] & Pick<ProductDetail, 'code'>;
}) {
  return <JsonLd data={productJsonLd(product, useSeoOrigin())} />;
}
