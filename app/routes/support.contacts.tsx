import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.supportContacts);
export const headers = publicPageHeaders;

export default function SupportContactsPage() {
  return <StubPage page={PAGES.supportContacts} back={PAGES.support} contained={false} />;
}
