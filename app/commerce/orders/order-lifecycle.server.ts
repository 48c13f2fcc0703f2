import { releasePromoUse } from '../basket/promo.queries.server';
import type { DeliveryType, OrderStatus } from '../contract/order';
import type { Db, DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { creditBonuses, debitBonuses, selectBonusBalance } from '../loyalty/bonus.queries.server';
import {
  claimBonusCredit,
  markOrderPaid,
  moveOrderStatus,
  type OrderRow,
  lockOrder,
  releaseBonusCredit,
  selectOrderItems,
  setOrderShipment,
} from './order.queries.server';
import { canMove, ownerCanCancel, STATUS_NAMES, stepsForwardTo } from './order-status';
import { enqueueOrderStatusMessage } from './order-messages.server';
import { bookRefund } from '../payment-records/refund-booking.server';
import { returnStock } from './stock.queries.server';
import { notifyBackInStock } from '../stock-alerts/back-in-stock.server';

export const ORDER_MESSAGES = {
  notFound: 'Заказ не найден',
  cannotCancel: 'Этот заказ уже нельзя отменить',
  trackingOnlyWhenShipped: 'Трек-номер указывают, когда заказ передают в доставку',
  badTransition: (from: OrderStatus, to: OrderStatus) =>
    `Заказ нельзя перевести из статуса «${STATUS_NAMES[from]}» в «${STATUS_NAMES[to]}»`,
} as const;

/**
 * Credits the points an order earns, exactly once per order (the claim is a conditional
 * update), and never for a cancelled order.
 */
export async function creditEarnedBonuses(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'status'>): Promise<void> {
  if (order.status === 'cancelled') return;
  const claim = await claimBonusCredit(tx, order.id);
  if (claim) await creditBonuses(tx, claim.userId, claim.amount, 'order_earn', order.id);
}

/**
 * Undoes what an order took and gave: units go back to the shops they came from, the promo
 * code use is released, spent points come back and earned points are taken back as far as
 * the balance allows (it never goes negative).
 */
async function unwindOrder(tx: DbOrTx, order: OrderRow): Promise<void> {
  const items = await selectOrderItems(tx, order.id);
  for (const item of items) await returnStock(tx, item.sizeId, item.stockTaken);
  // Units back on the shelf may be what someone waits for ('Сообщить о поступлении').
  await notifyBackInStock(
    tx,
    items.map((item) => item.sizeId),
  );
  await releasePromoUse(tx, order.id);
  if (order.userId === null) return;
  await creditBonuses(tx, order.userId, order.bonusSpent, 'order_cancel_refund', order.id);
  if (order.bonusCredited) {
    const takeBack = Math.min(order.bonusEarned, await selectBonusBalance(tx, order.userId));
    await debitBonuses(tx, order.userId, takeBack, 'order_cancel_reversal', order.id);
    await releaseBonusCredit(tx, order.id);
  }
}

/**
 * Moves an order to a status along the allowed path, with what that status implies, including
 * the shopper's SMS when it is ready or on its way (`origin` is for its link).
 */
async function moveTo(
  tx: DbOrTx,
  order: OrderRow,
  to: OrderStatus,
  note: string,
  origin = '',
  notify = true,
): Promise<void> {
  if (!canMove(order.status as OrderStatus, to, order.deliveryType as DeliveryType)) {
    throw new ApiError(409, ORDER_MESSAGES.badTransition(order.status as OrderStatus, to));
  }
  if (!(await moveOrderStatus(tx, order.id, order.status as OrderStatus, to, note))) {
    throw new ApiError(409, ORDER_MESSAGES.badTransition(order.status as OrderStatus, to));
  }
  if (to === 'cancelled') {
    await unwindOrder(tx, order);
    // Money paid online goes back: booked here, sent to the provider once this commits (sendRefunds).
    await bookRefund(tx, order);
  }
  if (to === 'done') {
    // Paid on receipt: handing the order over is the payment, and it earns its points.
    await markOrderPaid(tx, order.id);
    await creditEarnedBonuses(tx, { id: order.id, status: to });
  }
  if (notify) await enqueueOrderStatusMessage(tx, order, to, origin);
}

/** The owner cancels an order that has not left yet; a paid one gets its money back. */
export async function cancelOrderByOwner(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
    if (!ownerCanCancel(order.status as OrderStatus)) {
      throw new ApiError(409, ORDER_MESSAGES.cannotCancel);
    }
    await moveTo(tx, order, 'cancelled', 'Отменён покупателем');
  });
  // The returned units may have queued back-in-stock messages.
  kickMessageDelivery();
}

/**
 * The shop cancels an order in `tx` that already holds its lock (the pickup hold sweep), with
 * everything a cancellation implies; the caller tells the shopper why.
 */
export async function cancelLockedOrderByShop(tx: DbOrTx, order: OrderRow, note: string): Promise<void> {
  await moveTo(tx, order, 'cancelled', note);
}

/**
 * The shop (ROLE_ADMIN) moves an order along: new → confirmed → … → done, or cancels it.
 * `origin` (the shop's public origin) goes into the link of the SMS a status may send.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  to: OrderStatus,
  note: string,
  origin = '',
  shipment?: { carrier: string; trackingNumber: string },
): Promise<void> {
  // A tracking number belongs to the hand-over to a carrier (docs/product.md#payments-and-delivery).
  if (shipment && to !== 'shipped') throw new ApiError(422, ORDER_MESSAGES.trackingOnlyWhenShipped);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
    // Stored first, so the shipped SMS can already tell it.
    if (shipment) await setOrderShipment(tx, order.id, shipment);
    await moveTo(tx, order, to, note, origin);
  });
  kickMessageDelivery();
}

/**
 * The carrier says where the parcel is: the order is brought forward to `target` through the
 * statuses between (each with what it implies, e.g. 'done' marks an on-receipt order paid),
 * and the shopper gets the message of the last one only. An order already there or past it,
 * or cancelled, is left alone, so a repeated or late notification changes nothing. The steps
 * are worked out under the order's row lock, so two notifications at once move it once.
 */
export async function advanceOrderTo(
  db: Db,
  orderId: number,
  target: OrderStatus,
  note: string,
  origin = '',
): Promise<OrderStatus[]> {
  const steps = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
    const path = stepsForwardTo(order.status as OrderStatus, target, order.deliveryType as DeliveryType);
    let current = order;
    for (const [index, to] of path.entries()) {
      await moveTo(tx, current, to, note, origin, index === path.length - 1);
      current = { ...current, status: to };
    }
    return path;
  });
  if (steps.length > 0) kickMessageDelivery();
  return steps;
}
