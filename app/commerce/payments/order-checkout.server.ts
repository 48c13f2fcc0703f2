// Placing an order and paying for it (POST /api/order, POST /api/order/{id}/payment): the
// order is made by the orders area, its card payment started here. It lives on the payments
// side because payments builds on orders (a payment settles its order), never the reverse.

import type { BasketOwner } from '../basket/basket.queries.server';
import type { OrderCreated, OrderCreateRequest, PaymentStarted } from '../contract/order';
import { isOnlinePayment, type PaymentMethod } from '../contract/payment-methods';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { createOrder, earlierOrderId } from '../orders/create-order.server';
import { doneUrl, loadOrder } from '../orders/order-api.server';
import type { OrderRow } from '../orders/order.queries.server';
import { pickupPointForOrder } from '../orders/pickup-point-order.server';
import { orderView, paymentView } from '../orders/order-view.server';
import { startPayment } from './payment.server';

/**
 * POST /api/order: creates the order (or finds the one this idempotency key made) and, for
 * a new card order, starts its payment. The answer says where the shopper goes next.
 */
export async function placeOrder(
  db: Db,
  input: {
    owner: BasketOwner;
    body: OrderCreateRequest;
    cityId: number;
    idempotencyKey: string;
    origin: string;
  },
): Promise<{ created: boolean; answer: OrderCreated }> {
  // A repeated key answers the first order: the carrier is not asked again for it.
  const repeated = (await earlierOrderId(db, input.owner, input.idempotencyKey)) !== undefined;
  const { orderId, replayed } = await createOrder(db, {
    owner: input.owner,
    order: input.body,
    cityId: input.cityId,
    pickupPoint: repeated ? null : await pickupPointForOrder(db, input.owner, input.body, input.cityId),
    idempotencyKey: input.idempotencyKey,
    origin: input.origin,
  });
  let order = await loadOrder(db, orderId);
  let paymentMessage: string | null = null;
  if (!replayed && isOnlinePayment(order.paymentMethod as PaymentMethod)) {
    try {
      await startPayment(db, order, input.origin);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      paymentMessage = error.message;
    }
    order = await loadOrder(db, orderId);
  }
  const view = await orderView(db, order);
  const payUrl = view.payment?.status === 'pending' ? view.payment.confirmationUrl : null;
  return {
    created: !replayed,
    answer: { order: view, redirectUrl: payUrl ?? doneUrl(orderId), paymentMessage },
  };
}

/** POST /api/order/{id}/payment: a new (or the waiting) payment of a card order. */
export async function payOrder(db: Db, order: OrderRow, origin: string): Promise<PaymentStarted> {
  const payment = await startPayment(db, order, origin);
  return { payment: paymentView(payment), redirectUrl: payment.confirmationUrl ?? doneUrl(order.id) };
}
