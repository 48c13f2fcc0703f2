import type { ActionFunctionArgs } from '@remix-run/node';
import { TestPaymentConfirmRequestSchema } from '~/commerce/contract/payment';
import { db as database } from '~/commerce/db/client.server';
import { ApiError } from '~/commerce/http/errors.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';
import { requireOwnedPayment } from '~/commerce/payments/payment-access.server';
import { confirmTestPayment, paymentAnswer } from '~/commerce/payments/payment.server';
import { isProduction } from '~/utils/shop-mode.server';

/**
 * POST /api/payments/test/{id}/confirm {outcome: succeeded | failed}: the demo payment page's
 * button. Only while PAYMENT_PROVIDER=test, only for the order's owner.
 */
/** A live shop (SHOP_MODE=production) has no test payments: this call is an unknown API path there. */
function demoOnly(): void {
  if (isProduction()) throw new ApiError(404, 'Такого метода API нет');
}

export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  demoOnly();
  if (request.method !== 'POST') methodNotAllowed();
  const db = await database();
  const payment = await requireOwnedPayment(db, request, params.id);
  const { outcome } = await readJson(request, TestPaymentConfirmRequestSchema);
  await confirmTestPayment(db, payment, outcome);
  return paymentAnswer(db, await requireOwnedPayment(db, request, params.id), publicOrigin(request));
});

export const loader = apiRoute(async () => {
  demoOnly();
  methodNotAllowed();
});
