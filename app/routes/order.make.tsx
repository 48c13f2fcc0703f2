import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { privatePageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.orderMake);
export const headers = privatePageHeaders;

export const handle: RouteHandle = { layout: 'minimal' };

export default function OrderMakePage() {
  return <StubPage page={PAGES.orderMake} />;
}
