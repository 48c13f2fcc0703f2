import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { pathId, requireOwnedOrder } from '../orders/order-access.server';
import { type PaymentRow, selectPayment } from '../payment-records/payment.queries.server';
import { PAYMENT_MESSAGES } from './payment.server';

/** A payment by its path id when the request's owner owns its order; 404 for anyone else. */
export async function requireOwnedPayment(
  db: Db,
  request: Request,
  raw: string | undefined,
): Promise<PaymentRow> {
  const payment = await selectPayment(db, pathId(raw, PAYMENT_MESSAGES.notFound));
  if (!payment) throw new ApiError(404, PAYMENT_MESSAGES.notFound);
  await requireOwnedOrder(db, request, payment.orderId).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404
      ? new ApiError(404, PAYMENT_MESSAGES.notFound)
      : error;
  });
  return payment;
}
