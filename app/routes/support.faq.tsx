import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.supportFaq);
export const headers = publicPageHeaders;

export default function SupportFaqPage() {
  return <StubPage page={PAGES.supportFaq} back={PAGES.support} contained={false} />;
}
