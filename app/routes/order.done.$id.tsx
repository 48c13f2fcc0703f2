import { useParams } from '@remix-run/react';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { StubPage } from '~/components/layout/stub-page';
import { privatePageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.orderDone);
export const headers = privatePageHeaders;

export const handle: RouteHandle = { layout: 'minimal' };

export default function OrderDonePage() {
  const { id } = useParams();
  return (
    <StubPage page={PAGES.orderDone}>
      <p className="text-base">
        Номер заказа: <strong>{id}</strong>
      </p>
      <ButtonLink to="/" className="self-start">
        Продолжить покупки
      </ButtonLink>
    </StubPage>
  );
}
