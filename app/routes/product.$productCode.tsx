import { useParams } from '@remix-run/react';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { publicPageHeaders } from '~/utils/cache-control';

// The other route with special SEO handling (spec §2: product-productCode); the product issue fills it.
export const meta = pageMeta(PAGES.product);
export const headers = publicPageHeaders;

export default function ProductPage() {
  const { productCode } = useParams();
  return (
    <StubPage page={PAGES.product}>
      <p className="text-sm text-brand-muted">Артикул: {productCode}</p>
    </StubPage>
  );
}
