import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import type { Order } from '~/commerce/contract/order';
import { ShowMore } from '~/components/catalog/show-more';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { OrderCard } from '~/components/orders/order-card';
import { nextOrdersHref, ORDERS_SHOWN_PARAM, orderPagesOf } from '~/components/orders/orders-paging';
import { listOrders } from '~/services/orders.server';
import { requireSignedIn } from '~/sessions/auth-guard.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';

export const meta = pageMeta(PAGES.personalOrders);
export const headers = privatePageHeaders;
// 'Показать ещё' keeps the shopper where they were in the list.
export const handle: RouteHandle = { keepScroll: true };

type OrdersPage = { orders: Order[]; total: number; nextHref: string | null };

/** The signed-in shopper's orders, newest first, ten more with each 'Показать ещё'. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const pages = orderPagesOf(new URL(request.url).searchParams.get(ORDERS_SHOWN_PARAM));
  if (pages === null) throw new Response('Not Found', { status: 404 });
  const first = await listOrders(session, 1);
  if (pages > first.totalPages && pages > 1) throw new Response('Not Found', { status: 404 });
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => listOrders(session, i + 2).then((list) => list.orders)),
  );
  const page: OrdersPage = {
    orders: [...first.orders, ...rest.flat()],
    total: first.totalItems,
    nextHref: nextOrdersHref(pages, first.totalPages),
  };
  const headers = await session.commit();
  headers.set('Cache-Control', CACHE_PRIVATE);
  return data(page, { headers });
}

export default function PersonalOrdersPage() {
  const { orders, total, nextHref } = useLoaderData() as OrdersPage;
  const busy = useNavigation().state === 'loading';
  return (
    <div className="flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{PAGES.personalOrders.title}</h1>
      {orders.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-base text-brand-muted">
            Здесь появятся твои заказы. Пора выбрать что-нибудь классное!
          </p>
          <ButtonLink to="/catalog/">Перейти в каталог</ButtonLink>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <ShowMore shown={orders.length} total={total} nextHref={nextHref} busy={busy} />
        </>
      )}
    </div>
  );
}
