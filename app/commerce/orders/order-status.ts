import {
  type DeliveryType,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../contract/order';
import { isOnlinePayment } from '../contract/payment-methods';

/** How statuses read to a shopper. */
export const STATUS_NAMES: Record<OrderStatus, string> = {
  new: 'Оформлен',
  confirmed: 'Подтверждён',
  assembling: 'Собирается',
  shipped: 'Передан в доставку',
  ready_for_pickup: 'Готов к выдаче',
  done: 'Выполнен',
  cancelled: 'Отменён',
};

export const DELIVERY_NAMES: Record<DeliveryType, string> = {
  courier: 'Курьером',
  pickup: 'Самовывоз из магазина',
  pickup_point: 'Пункт выдачи',
};

export { PAYMENT_METHOD_NAMES } from '../contract/payment-methods';

/** The payment status as the shopper reads it; a pending on-receipt order is simply paid later. */
export function paymentStatusName(method: PaymentMethod, status: PaymentStatus): string {
  if (status === 'paid') return 'Оплачен';
  if (status === 'refunded') return 'Деньги вернули';
  if (status === 'partially_refunded') return 'Часть денег вернули';
  if (status === 'failed') return 'Оплата не прошла';
  return method === 'on_receipt' ? 'Оплата при получении' : 'Ожидает оплаты';
}

/**
 * Where an order may go from each status: new → confirmed → assembling → shipped (courier)
 * or ready_for_pickup (pickup) → done; to a carrier's point: … → shipped → ready_for_pickup →
 * done. Any unfinished order may be cancelled.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['assembling', 'cancelled'],
  assembling: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['ready_for_pickup', 'done', 'cancelled'],
  ready_for_pickup: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** Whether an order of this delivery type may move from one status to another. */
export function canMove(from: OrderStatus, to: OrderStatus, delivery: DeliveryType): boolean {
  if (to === 'shipped' && delivery === 'pickup') return false;
  if (to === 'ready_for_pickup' && delivery === 'courier') return false;
  // The shop's own pickup is ready in the shop, never after a carrier.
  if (from === 'shipped' && to === 'ready_for_pickup' && delivery !== 'pickup_point') return false;
  return NEXT[from].includes(to);
}

/** The forward path of statuses, in order ('cancelled' is off it). */
const FORWARD: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/**
 * The steps that bring an order forward to `target` (a carrier's news can run ahead of the
 * shop's own status changes): each status of the path between, skipping those this delivery
 * type never passes. Empty when the order is already there or past it, or finished.
 */
export function stepsForwardTo(
  from: OrderStatus,
  target: OrderStatus,
  delivery: DeliveryType,
): OrderStatus[] {
  const start = FORWARD.indexOf(from);
  const end = FORWARD.indexOf(target);
  if (start < 0 || end <= start || from === 'done') return [];
  const steps: OrderStatus[] = [];
  let at: OrderStatus = from;
  for (const next of FORWARD.slice(start + 1, end + 1)) {
    if (!canMove(at, next, delivery)) continue;
    steps.push(next);
    at = next;
  }
  return steps.at(-1) === target ? steps : [];
}

/**
 * The owner may cancel an order until it leaves the shop (docs/product.md#payments-and-delivery): a paid one is refunded,
 * so paying no longer locks the shopper in.
 */
export function ownerCanCancel(status: OrderStatus): boolean {
  return status === 'new' || status === 'confirmed' || status === 'assembling';
}

/** An online-paid order still waiting for money may start (another) payment. */
export function ownerCanPay(
  status: OrderStatus,
  method: PaymentMethod,
  paymentStatus: PaymentStatus,
): boolean {
  return isOnlinePayment(method) && paymentStatus !== 'paid' && status !== 'cancelled' && status !== 'done';
}

/** Order numbers read '2611-000123': year and month of the order (Moscow time), then the id. */
export function orderNumber(id: number, createdAt: Date): string {
  const moscow = new Date(createdAt.getTime() + 3 * 60 * 60 * 1000);
  const yy = String(moscow.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(moscow.getUTCMonth() + 1).padStart(2, '0');
  return `${yy}${mm}-${String(id).padStart(6, '0')}`;
}
