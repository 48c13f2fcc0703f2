import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.aboutCompany);
export const headers = publicPageHeaders;

export default function AboutCompanyPage() {
  return <StubPage page={PAGES.aboutCompany} back={PAGES.about} contained={false} />;
}
