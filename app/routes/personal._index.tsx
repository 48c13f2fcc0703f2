import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageMeta } from '~/components/layout/page-meta';
import { SectionIndex } from '~/components/layout/section-index';
import { SECTIONS } from '~/components/layout/site-pages';
import { LogoutForm } from '~/components/personal/logout-form';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// On phones /personal is the menu of its children (docs/product.md#route-rules); on desktop the parent route's
// rule has already answered 302 to /personal/profile.
export const meta = pageMeta(SECTIONS.personal.page);
export const headers = privatePageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ session }) => {
    return personalPage(session, async () => null);
  });
}

export default function PersonalIndex() {
  return (
    <div className="pb-12">
      <SectionIndex section={SECTIONS.personal} />
      <LogoutForm />
    </div>
  );
}
