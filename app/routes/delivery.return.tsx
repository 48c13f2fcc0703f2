import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.deliveryReturn);
export const headers = publicPageHeaders;

export default function DeliveryReturnPage() {
  return <StubPage page={PAGES.deliveryReturn} back={PAGES.delivery} contained={false} />;
}
