import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { privatePageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.personalWishlist);
export const headers = privatePageHeaders;

// Show-more paging and removals reload this list: the shopper keeps their place (docs/decisions/layouts.md).
export const handle: RouteHandle = { keepScroll: true };

export default function PersonalWishlistPage() {
  return <StubPage page={PAGES.personalWishlist} back={PAGES.personal} contained={false} />;
}
