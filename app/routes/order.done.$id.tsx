import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { OrderDetails } from '~/components/orders/order-details';
import { usePurchase } from '~/components/third-party/analytics/use-ecommerce';
import { Button, ButtonLink } from '~/components/ui/button';
import { orderPaymentPath } from '~/routes-shared/order-payment-actions.server';
import { loadOwnOrder } from '~/services/orders.server';
import { requirePost } from '~/forms/form-post.server';
import { type StorefrontArgs, storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';
import { awaitingPaymentText } from '~/components/orders/awaiting-payment';

export const meta = pageMeta(PAGES.orderDone);
export const headers = privatePageHeaders;
export const handle: RouteHandle = { layout: 'minimal' };

/** The order just placed; only its owner (the user or the guest token that ordered) sees it, others get 404. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, showOrder);
}

async function showOrder({ params, session }: StorefrontArgs) {
  const order = await loadOwnOrder(session, params.id);
  return data({ order }, { headers: { 'Cache-Control': CACHE_PRIVATE } });
}

/** 'Оплатить': a new card payment for an unpaid order (or the one still waiting), then its page; else back here. */
export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, payOrder);
}

async function payOrder({ request, params, session }: StorefrontArgs) {
  requirePost(request);
  const to = await orderPaymentPath(session, params.id);
  return redirect(to, { status: 303 });
}

export default function OrderDonePage() {
  const { order } = useLoaderData<typeof loader>();
  usePurchase(order);
  const paying = useNavigation().state !== 'idle';
  return (
    <Container className="flex flex-col gap-6 py-8 tablet:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{PAGES.orderDone.title}</h1>
        <p className="text-lg">
          Номер заказа: <strong data-order-number="">{order.number}</strong>
        </p>
        <p className="text-base text-brand-muted">
          Статус: {order.statusName}. {order.paymentStatus === 'paid' ? 'Заказ оплачен. ' : ''}Мы пришлём смс,
          когда он будет готов.
        </p>
      </div>
      {order.canPay ? (
        <Form method="post" className="flex flex-col gap-2 rounded-3xl bg-white p-5 tablet:p-6">
          <p className="text-base">{awaitingPaymentText(order.paymentMethod)}</p>
          <Button type="submit" size="lg" className="self-start" disabled={paying}>
            Оплатить
          </Button>
        </Form>
      ) : null}
      <OrderDetails order={order} />
      <ButtonLink to="/" variant="secondary" className="self-start">
        Продолжить покупки
      </ButtonLink>
    </Container>
  );
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
