import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.documentsSecurityPolicy);
export const headers = publicPageHeaders;

export default function DocumentsSecurityPolicyPage() {
  return <StubPage page={PAGES.documentsSecurityPolicy} back={PAGES.documents} contained={false} />;
}
