import type { LoaderFunctionArgs } from '@remix-run/node';
import { SectionLayout } from '~/components/layout/section-layout';
import { SECTIONS } from '~/components/layout/site-pages';
import { routeRulesLoader } from '~/redirects/route-redirects.server';
import { revalidateAtSectionRoot } from '~/components/seo/section-root';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// Route rules (docs/product.md#route-rules): /personal/* sends a visitor who is not signed in home; on desktop
// /personal itself opens /personal/profile (302).
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, routeRulesLoader);
}
export const shouldRevalidate = revalidateAtSectionRoot('/personal');

export default function PersonalSection() {
  return <SectionLayout section={SECTIONS.personal} />;
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
