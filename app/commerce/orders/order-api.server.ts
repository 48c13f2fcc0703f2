import { IDEMPOTENCY_HEADER, type Order } from '../contract/order';
import { type OrderList, type OrderTracking } from '../contract/order-lookups';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import {
  type OrderRow,
  selectOrderById,
  selectOrderByNumber,
  selectUserOrders,
} from './order.queries.server';
import { ORDER_MESSAGES } from './order-lifecycle.server';
import { orderView, trackingView } from './order-view.server';

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

// Where providers send shoppers back; an HTTP helper every area's endpoints use.
export { publicOrigin } from '../http/request-helpers.server';

/** The done page of an order, where the storefront goes when there is nothing to pay online. */
export function doneUrl(orderId: number): string {
  return `/order/done/${orderId}`;
}

/** The order with this id, or a 404 with the API's message. */
export async function loadOrder(db: Db, id: number): Promise<OrderRow> {
  const order = await selectOrderById(db, id);
  if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
  return order;
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
