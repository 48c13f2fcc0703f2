import type { BasketOwner } from '../basket/basket.queries.server';
import {
  IDEMPOTENCY_HEADER,
  type Order,
  type OrderCreated,
  type OrderCreateRequest,
  type OrderList,
  type OrderTracking,
  type PaymentStarted,
} from '../contract/order';
import { isOnlinePayment, type PaymentMethod } from '../contract/payment-methods';
import type { Db } from '../db/client.server';
import { env } from '../../utils/env.server';
import { ApiError } from '../http/errors.server';
import { startPayment } from '../payments/payment.server';
import { createOrder, earlierOrderId } from './create-order.server';
import { pickupPointForOrder } from './pickup-point-order.server';
import {
  type OrderRow,
  selectOrderById,
  selectOrderByNumber,
  selectUserOrders,
} from './order.queries.server';
import { ORDER_MESSAGES } from './order-lifecycle.server';
import { orderView, paymentView, trackingView } from './order-view.server';

/** Orders per page of GET /api/order/list. */
export const ORDERS_PAGE_SIZE = 10;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The Idempotency-Key header: required, 8–128 characters of letters, digits and _.:- */
export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'Нужен заголовок Idempotency-Key: от 8 до 128 букв, цифр и знаков _.:-');
  }
  return key;
}

/** The shop's public origin (PUBLIC_URL, else the request's): where providers send shoppers back. */
export function publicOrigin(request: Request): string {
  return env().PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin;
}

/** The done page of an order, where the storefront goes when there is nothing to pay online. */
export function doneUrl(orderId: number): string {
  return `/order/done/${orderId}`;
}

async function loadOrder(db: Db, id: number): Promise<OrderRow> {
  const order = await selectOrderById(db, id);
  if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
  return order;
}

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

/** GET /api/order/list: a page of the user's orders, newest first. */
export async function listUserOrders(db: Db, userId: number, page: number): Promise<OrderList> {
  const { rows, total } = await selectUserOrders(db, userId, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE);
  const orders: Order[] = [];
  for (const row of rows) orders.push(await orderView(db, row));
  return {
    orders,
    totalItems: total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
  };
}

/** POST /api/order/track: status and history of the order with this number and phone, else 404. */
export async function trackOrder(db: Db, number: string, phone: string): Promise<OrderTracking> {
  const order = await selectOrderByNumber(db, number);
  // The same answer for a wrong number and a wrong phone: tracking must not confirm that an order exists.
  if (!order || order.phone !== phone) throw new ApiError(404, 'Заказ не найден. Проверь номер и телефон');
  return trackingView(db, order);
}
