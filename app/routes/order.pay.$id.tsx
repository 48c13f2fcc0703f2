import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { parseWithZod } from '@conform-to/zod';
import { type Payment, TestPaymentConfirmRequestSchema } from '~/commerce/contract/payment';
import { Container } from '~/components/layout/container';
import { errorPageMeta, metaOf } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { PaymentMethodIcon } from '~/components/checkout/payment-method-icon';
import { Button } from '~/components/ui/button';
import { orderIdParam, ownedOr404 } from '~/services/orders.server';
import { settledPaymentPath } from '~/routes-shared/order-payment-actions.server';
import { getPayment } from '~/services/payments.server';
import { readPageForm } from '~/forms/form-post.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { type StorefrontArgs, storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';
import { formatRub } from '~/utils/money';
import { isProduction } from '~/utils/shop-mode.server';

// The built-in test provider's payment page (docs/decisions/0006-orders-api.md): the API's
// confirmation URL for PAYMENT_PROVIDER=test. Its buttons stand in for a bank's page (paid,
// declined, not confirmed in time, left), so every ending of every way to pay can be tried
// end to end. Only the order's owner may open it.

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : metaOf({ title: 'Оплата заказа', description: 'Тестовая оплата заказа.' });
export const headers = privatePageHeaders;
export const handle: RouteHandle = { layout: 'minimal' };

/** The endings a bank's page can have besides paying, each one button. */
const OTHER_ENDINGS = [
  { outcome: 'failed', label: 'Банк отклонил' },
  { outcome: 'timeout', label: 'Не подтвердить вовремя' },
  // The shopper closes the bank's page: the payment keeps waiting, the order can be paid later.
  { outcome: 'abandoned', label: 'Отменить' },
] as const;

function ownPayment(session: StorefrontSession, idParam: string | undefined): Promise<Payment> {
  const id = orderIdParam(idParam);
  return ownedOr404(() => getPayment(session, id));
}

/**
 * A live shop (SHOP_MODE=production) has no demo payment page: its address is the 404 of any
 * unknown path (docs/decisions/0077-shop-mode.md).
 */
function demoOnly(): void {
  if (isProduction()) throw new Response('Page not found', { status: 404, statusText: 'Not Found' });
}

export function loader(args: LoaderFunctionArgs) {
  demoOnly();
  return storefrontRoute(args, showPayment);
}

async function showPayment({ params, session }: StorefrontArgs) {
  const payment = await ownPayment(session, params.id);
  // Settled already (a second tab, the Back button): the order's page says how it ended.
  if (payment.status !== 'pending') throw redirect(payment.returnUrl);
  return data({ payment }, { headers: { 'Cache-Control': CACHE_PRIVATE } });
}

export function action(args: ActionFunctionArgs) {
  demoOnly();
  return storefrontRoute(args, settlePayment);
}

async function settlePayment({ request, params, session }: StorefrontArgs) {
  // The API's own schema and text: conform's reply, like every page action with fields.
  const submission = parseWithZod(await readPageForm(request), { schema: TestPaymentConfirmRequestSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  const payment = await ownPayment(session, params.id);
  const to = await settledPaymentPath(session, payment, submission.value.outcome);
  return redirect(to, { status: 303 });
}

export default function TestPaymentPage() {
  const { payment } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Container className="flex justify-center py-10">
      <Form
        method="post"
        className="flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm tablet:p-8"
      >
        <h1 className="text-2xl font-black">Оплата заказа</h1>
        <p className="text-base">
          Заказ № <strong>{payment.orderNumber}</strong>
        </p>
        <p className="text-3xl font-bold">{formatRub(payment.amount)}</p>
        <p className="flex items-center gap-2 text-base">
          <PaymentMethodIcon method={payment.method} />
          <span>
            Способ оплаты: <strong>{payment.methodName}</strong>
          </span>
        </p>
        <p className="rounded-2xl bg-brand-soft p-4 text-sm text-brand-muted">
          Это тестовая оплата: деньги не спишутся. Нажми «Оплатить», чтобы заказ стал оплаченным, или выбери,
          чем закончится оплата по-другому.
        </p>
        <Button type="submit" name="outcome" value="succeeded" size="lg" wide disabled={busy}>
          Оплатить
        </Button>
        <div className="grid gap-2 tablet:grid-cols-3">
          {OTHER_ENDINGS.map((ending) => (
            <Button
              key={ending.outcome}
              type="submit"
              name="outcome"
              value={ending.outcome}
              variant="secondary"
              wide
              disabled={busy}
            >
              {ending.label}
            </Button>
          ))}
        </div>
      </Form>
    </Container>
  );
}

/** Errors of this group show inside the site's frame (header and footer stay). */
export { RouteGroupErrorBoundary as ErrorBoundary } from '~/components/layout/route-error-boundary';
