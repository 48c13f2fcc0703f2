import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.documentsPublicOffer);
export const headers = publicPageHeaders;

export default function DocumentsPublicOfferPage() {
  return <StubPage page={PAGES.documentsPublicOffer} back={PAGES.documents} contained={false} />;
}
