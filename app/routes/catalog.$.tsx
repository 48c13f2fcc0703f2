import { useParams } from '@remix-run/react';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

// The route name that gets special SEO handling (spec §2: catalog-code). The catalogue issue
// fills it: loader by path, 404 for unknown sections, filters, sorting, paging.
export const meta = pageMeta(PAGES.catalog);
export const headers = publicPageHeaders;

// Spec §2: catalogue pages do not scroll to top when filters, sorting or paging change.
export const handle: RouteHandle = { keepScroll: true };

export default function CatalogSectionPage() {
  const path = useParams()['*'] ?? '';
  return (
    <StubPage page={PAGES.catalog} lead="Товары этого раздела скоро появятся здесь.">
      <p className="text-sm text-brand-muted">
        Раздел: <code className="rounded bg-brand-soft px-1.5 py-0.5 text-brand">/catalog/{path}</code>
      </p>
    </StubPage>
  );
}
