import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.supportSizeTable);
export const headers = publicPageHeaders;

export default function SupportSizeTablePage() {
  return <StubPage page={PAGES.supportSizeTable} back={PAGES.support} contained={false} />;
}
