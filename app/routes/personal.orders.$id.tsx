import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { metaOf } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { OrderDetails } from '~/components/orders/order-details';
import { formatOrderDay } from '~/components/orders/order-dates';
import { Icon } from '~/components/ui/icon';
import { loadOwnOrder } from '~/services/orders.server';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = () => metaOf({ title: 'Заказ', description: PAGES.personalOrders.description });
export const headers = privatePageHeaders;

/** One order of the signed-in shopper; another's (or an unknown id) is a 404. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ params, session }) => {
    return personalPage(session, async (session) => ({ order: await loadOwnOrder(session, params.id) }));
  });
}

export default function PersonalOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6 py-8 tablet:py-12">
      <Link
        to={PAGES.personalOrders.path}
        className="inline-flex items-center gap-1.5 self-start text-sm text-brand-muted hover:text-brand"
      >
        <Icon name="arrow-left" size={18} />
        {PAGES.personalOrders.title}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">Заказ № {order.number}</h1>
        <p className="text-base text-brand-muted">
          от {formatOrderDay(order.createdAt)} · <strong className="text-brand">{order.statusName}</strong>
        </p>
      </div>
      <OrderDetails order={order} />
    </div>
  );
}
