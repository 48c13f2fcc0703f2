import { randomUUID } from 'node:crypto';
import { isOnlinePayment, type PaymentMethod } from '../contract/payment-methods';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import type { orders } from '../db/schema';
import {
  insertRefund,
  type RefundRow,
  selectRefundedSum,
  selectSucceededPayment,
} from './refund.queries.server';

export const REFUND_MESSAGES = {
  nothingToRefund: 'По этому заказу нечего возвращать',
  tooMuch: (left: number) => `Вернуть можно не больше ${left} ₽`,
} as const;

/**
 * Books a refund of what is left of an order's online payment (all of it by default) in the
 * transaction that cancels or changes the order; `sendRefunds` then asks the provider. Null
 * when nothing was paid online or everything is back already.
 */
export async function bookRefund(
  tx: DbOrTx,
  order: typeof orders.$inferSelect,
  amount?: number,
): Promise<RefundRow | null> {
  if (!isOnlinePayment(order.paymentMethod as PaymentMethod)) return null;
  const payment = await selectSucceededPayment(tx, order.id);
  if (!payment) return null;
  const left = payment.amount - (await selectRefundedSum(tx, payment.id));
  if (left <= 0) return null;
  if (amount !== undefined && amount > left) throw new ApiError(422, REFUND_MESSAGES.tooMuch(left));
  return insertRefund(tx, {
    orderId: order.id,
    paymentId: payment.id,
    provider: payment.provider,
    amount: amount ?? left,
    idempotenceKey: `refund-${order.id}-${randomUUID()}`,
  });
}
