import { parseWithZod } from '@conform-to/zod';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { randomUUID } from 'node:crypto';
import { DEFAULT_ERROR_MESSAGE } from '~/commerce/contract/common';
import { CART_PATH } from '~/components/basket/cart-paths';
import { CheckoutForm } from '~/components/checkout/checkout-form-later';
import { CHECKOUT_FIELDS, CheckoutFormSchema } from '~/components/checkout/checkout-schema';
import { CheckoutUserBlock } from '~/components/checkout/checkout-user';
import { NothingToOrder } from '~/components/checkout/nothing-to-order';
import { Container } from '~/components/layout/container';
import { pageMeta } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PAGES } from '~/components/layout/site-pages';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { getBasket } from '~/services/basket.server';
import { createOrder, loadCheckout, logOrdersCallFailure } from '~/services/orders.server';
import { readPageForm } from '~/forms/form-post.server';
import { type StorefrontArgs, storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';
import { env } from '~/utils/env.server';
import { useRootData } from '~/components/layout/use-root-data';

export const meta = pageMeta(PAGES.orderMake);
export const headers = privatePageHeaders;
export const handle: RouteHandle = { layout: 'minimal' };

/** The API's rule for the Idempotency-Key header; a uuid fits it. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
const ORDER_FAILED = 'Не получилось оформить заказ. Попробуй ещё раз через минуту.';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, showCheckout);
}

async function showCheckout({ session }: StorefrontArgs) {
  const page = await loadCheckout(session, {
    extras: { promoCode: session.promoCode, bonusAmount: session.bonusAmount },
    signedIn: session.isAuth,
    idempotencyKey: randomUUID(),
  });
  // Either answer depends on this visitor's basket: never for a shared cache.
  const headers = { 'Cache-Control': CACHE_PRIVATE };
  // An empty basket: back to the cart. (Lines that ran out stay here, so an order refused for a
  // sold-out line can still say which one.)
  if (!page) throw redirect(CART_PATH, { headers });
  // The pickup points are also drawn on a map when the maps service is set up (its key is public).
  return data({ ...page, mapsKey: env().YANDEX_MAPS_API_KEY ?? null }, { headers });
}

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, placeOrder);
}

async function placeOrder({ request, session }: StorefrontArgs) {
  const form = await readPageForm(request);
  const submission = parseWithZod(form, { schema: CheckoutFormSchema, disableAutoCoercion: true });
  const noStore = { 'Cache-Control': 'no-store' };
  if (submission.status !== 'success') return data(submission.reply(), { status: 422, headers: noStore });
  const key = form.get(CHECKOUT_FIELDS.idempotencyKey);
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    return data(submission.reply({ formErrors: [DEFAULT_ERROR_MESSAGE] }), { status: 422, headers: noStore });
  }

  try {
    // The order takes the promo code and points the basket actually applies, not the raw cookies.
    const basket = await getBasket(session, {
      promoCode: session.promoCode,
      bonusAmount: session.bonusAmount,
    });
    const created = await createOrder(
      session,
      {
        ...submission.value,
        promoCode: basket.promoCode ?? undefined,
        bonusAmount: basket.spentBonuses,
        // The campaign or ad click the shopper landed from (docs/product.md#flows), kept with the order.
        attribution: session.attribution,
      },
      key,
    );
    // They belonged to the basket just ordered.
    session.setPromoCode(null);
    session.setBonusAmount(null);
    // The order exists but the card payment could not start: the done page says so and offers 'Оплатить'.
    if (created.paymentMessage) {
      session.flash({ kind: 'notice', text: created.paymentMessage });
    }
    return redirect(created.redirectUrl, { status: 303 });
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (!(error instanceof ApiCallError) || error.status >= 500) {
      logOrdersCallFailure('POST /api/order', error);
      return data(submission.reply({ formErrors: [ORDER_FAILED] }), { status: 502, headers: noStore });
    }
    // Field errors land beside their fields; a sold-out line or a refused promo is the form's error.
    const fieldErrors: Record<string, string[]> = {};
    for (const { property, message } of error.errors) (fieldErrors[property] ??= []).push(message);
    const formErrors = error.errors.length === 0 ? [error.message] : [];
    return data(submission.reply({ fieldErrors, formErrors }), { status: error.status, headers: noStore });
  }
}

export default function OrderMakePage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const root = useRootData();
  return (
    <Container className="flex flex-col gap-6 py-8 tablet:py-10">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">{PAGES.orderMake.title}</h1>
      <CheckoutUserBlock user={page.user} />
      {page.basket.summary.units === 0 ? (
        <NothingToOrder errors={lastResult?.error?.[''] ?? undefined} />
      ) : (
        <CheckoutForm
          // A sign-in on this page brings the profile: a fresh form picks it up as default values.
          key={page.user ? 'user' : 'guest'}
          basket={page.basket}
          shops={page.shops}
          paymentMethods={page.paymentMethods}
          deliveryPromise={page.delivery?.text ?? null}
          pickupPoints={page.pickupPoints}
          mapsKey={page.mapsKey}
          cityName={root?.city.name ?? 'Москва'}
          user={page.user}
          idempotencyKey={page.idempotencyKey}
          lastResult={lastResult}
        />
      )}
    </Container>
  );
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
