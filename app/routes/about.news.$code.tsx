import { useParams } from '@remix-run/react';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.aboutNewsItem);
export const headers = publicPageHeaders;

export default function NewsItemPage() {
  const { code } = useParams();
  return (
    <StubPage page={PAGES.aboutNewsItem} back={PAGES.aboutNews} contained={false}>
      <p className="text-sm text-brand-muted">Код новости: {code}</p>
    </StubPage>
  );
}
