import { ButtonLink } from '~/components/ui/button';
import { EXTRA_MENU, GENDER_MENU } from '~/components/layout/catalog-menu';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.catalog);
export const headers = publicPageHeaders;

// Spec §2: catalogue pages do not scroll to top when filters, sorting or paging change.
export const handle: RouteHandle = { keepScroll: true };

export default function CatalogIndexPage() {
  return (
    <StubPage page={PAGES.catalog}>
      <div className="flex flex-wrap gap-3">
        {[...GENDER_MENU, ...EXTRA_MENU].map((link) => (
          <ButtonLink key={link.to} to={link.to} variant="secondary">
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </StubPage>
  );
}
