import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { privatePageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.personalProfile);
export const headers = privatePageHeaders;

export default function PersonalProfilePage() {
  return <StubPage page={PAGES.personalProfile} back={PAGES.personal} contained={false} />;
}
