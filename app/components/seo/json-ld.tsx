import { useRootData } from '~/components/layout/use-root-data';
import type { Breadcrumb, ProductDetail } from '~/commerce/contract/product';
import {
  breadcrumbJsonLd,
  type JsonLd as JsonLdData,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '~/utils/seo';

/** One JSON-LD block; safe for any text inside (see serializeJsonLd). */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The origin of absolute URLs, from the root loader's data. */
export function useSeoOrigin(): string {
  const origin = useRootData()?.seo?.origin;
  if (origin) return origin;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** The shop as a schema.org Organization: rendered once, by the root. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(useSeoOrigin())} />;
}

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
