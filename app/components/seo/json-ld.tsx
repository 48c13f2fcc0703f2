import { useRootData } from '~/components/layout/use-root-data';
import { type JsonLd as JsonLdData, organizationJsonLd, serializeJsonLd } from '~/utils/seo';

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
