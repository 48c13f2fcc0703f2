import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import type { Payment } from '~/commerce/contract/payment';
import { Container } from '~/components/layout/container';
import { metaOf } from '~/components/layout/page-meta';
import type { RouteHandle } from '~/components/layout/route-handle';
import { Button } from '~/components/ui/button';
import { orderIdParam, ownedOr404 } from '~/services/orders.server';
import { settledPaymentPath } from '~/routes-shared/order-payment-actions.server';
import { getPayment } from '~/services/payments.server';
import { readPageForm } from '~/forms/after-post.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { type StorefrontArgs, storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE, privatePageHeaders } from '~/utils/cache-control';
import { formatRub } from '~/utils/money';

// The built-in test provider's payment page (docs/decisions/orders-api.md): the API's
// confirmation URL for PAYMENT_PROVIDER=test. 'Оплатить' and 'Отменить' stand in for a bank's
// page, so the demo completes a paid order end to end. Only the order's owner may open it.

export const meta = () => metaOf({ title: 'Оплата заказа', description: 'Тестовая оплата заказа картой.' });
export const headers = privatePageHeaders;
export const handle: RouteHandle = { layout: 'minimal' };

const OutcomeSchema = z.object({ outcome: z.enum(['succeeded', 'failed']) });

function ownPayment(session: StorefrontSession, idParam: string | undefined): Promise<Payment> {
  const id = orderIdParam(idParam);
  return ownedOr404(() => getPayment(session, id));
}

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, showPayment);
}

async function showPayment({ params, session }: StorefrontArgs) {
  const payment = await ownPayment(session, params.id);
  // Settled already (a second tab, the Back button): the order's page says how it ended.
  if (payment.status !== 'pending') throw redirect(payment.returnUrl);
  return data({ payment }, { headers: { 'Cache-Control': CACHE_PRIVATE } });
}

export function action(args: ActionFunctionArgs) {
  return storefrontRoute(args, settlePayment);
}

async function settlePayment({ request, params, session }: StorefrontArgs) {
  const parsed = OutcomeSchema.safeParse(Object.fromEntries(await readPageForm(request)));
  if (!parsed.success) return data({ message: 'Выбери результат оплаты' }, { status: 422 });
  const payment = await ownPayment(session, params.id);
  const to = await settledPaymentPath(session, payment, parsed.data.outcome);
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
        <p className="rounded-2xl bg-brand-soft p-4 text-sm text-brand-muted">
          Это тестовая оплата: деньги не спишутся. Нажми «Оплатить», чтобы заказ стал оплаченным, или
          «Отменить», чтобы вернуться к заказу без оплаты.
        </p>
        <div className="flex flex-col gap-3 tablet:flex-row">
          <Button type="submit" name="outcome" value="succeeded" size="lg" wide disabled={busy}>
            Оплатить
          </Button>
          <Button
            type="submit"
            name="outcome"
            value="failed"
            variant="secondary"
            size="lg"
            wide
            disabled={busy}
          >
            Отменить
          </Button>
        </div>
      </Form>
    </Container>
  );
}
