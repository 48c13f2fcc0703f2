import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import type { Order } from '~/commerce/contract/order';
import { ShowMore } from '~/components/catalog/show-more';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { OrderCard } from '~/components/orders/order-card';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { loadPages, nextShownHref, pagesShown } from '~/components/personal/shown-paging';
import { listOrders } from '~/services/orders.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = pageMeta(PAGES.personalOrders);
export const headers = privatePageHeaders;

/** The API's page size of the order list. */
const ORDERS_PAGE_SIZE = 10;

type OrdersPage = { orders: Order[]; total: number; nextHref: string | null };

/** The signed-in shopper's orders, newest first, ten more with each 'Показать ещё' (?shown=N). */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const url = new URL(request.url);
    const pages = pagesShown(url, ORDERS_PAGE_SIZE);
    return personalPage(session, async (session): Promise<OrdersPage> => {
      const { first, items } = await loadPages(
        pages,
        (page) => listOrders(session, page),
        (list) => list.orders,
      );
      return {
        orders: items,
        total: first.totalItems,
        nextHref: nextShownHref(url, pages, first.totalPages, ORDERS_PAGE_SIZE),
      };
    });
  });
}

export default function PersonalOrdersPage() {
  const { orders, total, nextHref } = useLoaderData<typeof loader>();
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
