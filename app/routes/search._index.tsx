import { useSearchParams } from '@remix-run/react';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { SearchForm } from '~/components/layout/search-form';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

// /search/ and /search/{code} (search.$.tsx re-exports this module); the query is ?q= (spec §2).
export const meta = pageMeta(PAGES.search);
export const headers = publicPageHeaders;

// Spec §2: search results do not scroll to top when the query or paging changes.
export const handle: RouteHandle = { keepScroll: true };

export default function SearchPage() {
  const query = useSearchParams()[0].get('q')?.trim() ?? '';
  const lead = query ? `Результаты по запросу «${query}» скоро появятся здесь.` : undefined;
  return (
    <StubPage page={PAGES.search} lead={lead}>
      <SearchForm key={query} defaultValue={query} size="lg" className="max-w-xl" />
    </StubPage>
  );
}
