import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.deliveryOrderTracking);
export const headers = publicPageHeaders;

export default function DeliveryOrderTrackingPage() {
  return <StubPage page={PAGES.deliveryOrderTracking} back={PAGES.delivery} contained={false} />;
}
