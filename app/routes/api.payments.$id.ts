import type { LoaderFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';
import { requireOwnedPayment } from '~/commerce/payments/payment-access.server';
import { paymentAnswer, refreshPayment } from '~/commerce/payments/payment.server';

/**
 * GET /api/payments/{id}: a payment of the caller's order. A pending one is first checked
 * with its provider (the shopper may be back before the provider's notification).
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const db = await database();
  const payment = await requireOwnedPayment(db, request, params.id);
  await refreshPayment(db, payment);
  return paymentAnswer(db, await requireOwnedPayment(db, request, params.id), publicOrigin(request));
});

export const action = apiRoute(async () => methodNotAllowed());
