import type { LoaderFunctionArgs } from '@remix-run/node';
import { SectionLayout } from '~/components/layout/section-layout';
import { SECTIONS } from '~/components/layout/site-pages';
import { routeRulesLoader } from '~/redirects/route-redirects.server';
import { revalidateAtSectionRoot } from '~/components/seo/section-root';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /support itself: on desktop 302 to its first child (docs/product.md#legacy-addresses, route rules); on mobile the index
// child route shows the section's menu.
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, routeRulesLoader);
}
export const shouldRevalidate = revalidateAtSectionRoot('/support');

export default function SupportSection() {
  return <SectionLayout section={SECTIONS.support} />;
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
