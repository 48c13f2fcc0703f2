import type { DeliveryType, OrderStatus, PaymentMethod } from '../contract/order';
import type { DbOrTx } from '../db/client.server';
import { enqueueMessages, type LetterToSend, type SmsToSend } from '../messages/enqueue.server';
import { type OrderRow, selectOrderById, selectOrderItems, selectReadyAt } from './order.queries.server';
import {
  moscowDeadline,
  ORDER_SMS,
  orderConfirmationLetter,
  type OrderForMessage,
  orderLink,
} from './order-messages';
import { pickupHoldEnds } from './pickup-hold';
import { selectShop } from './stock.queries.server';

function forMessage(order: OrderRow): OrderForMessage {
  return {
    ...order,
    deliveryType: order.deliveryType as DeliveryType,
    paymentMethod: order.paymentMethod as PaymentMethod,
  };
}

/** The pickup shop as a shopper finds it: 'Шаг на Тверской (Тверская ул., 7)'. */
async function shopLabel(tx: DbOrTx, shopId: number | null): Promise<string | null> {
  if (shopId === null) return null;
  const shop = await selectShop(tx, shopId);
  return shop ? `${shop.name} (${shop.address})` : null;
}

/** Where a pickup order is collected: the shop, or the carrier's point 'СДЭК, На Красном (Красный пр-т, 25)'. */
async function deliveryPlace(tx: DbOrTx, order: OrderRow): Promise<string | null> {
  if (order.pickupPointCode !== null) {
    return `СДЭК, ${order.pickupPointName ?? order.pickupPointCode} (${order.pickupPointAddress ?? ''})`;
  }
  return shopLabel(tx, order.shopId);
}

/**
 * In the order's transaction: the SMS that the order is placed and, when the shopper gave an
 * e-mail, the letter with its lines and sums. `origin` is the shop's public origin for links.
 */
export async function enqueueOrderPlaced(tx: DbOrTx, orderId: number, origin: string): Promise<void> {
  const order = (await selectOrderById(tx, orderId))!;
  const link = orderLink(origin, order);
  const letters: LetterToSend[] = [];
  if (order.email.trim() !== '') {
    const lines = await selectOrderItems(tx, orderId);
    const letter = orderConfirmationLetter(forMessage(order), lines, await deliveryPlace(tx, order), link);
    letters.push({ to: order.email, ...letter });
  }
  await enqueueMessages(tx, `order_placed:${orderId}`, {
    sms: [{ to: order.phone, text: ORDER_SMS.placed(order.number, link) }],
    letters,
  });
}

/**
 * In the status change's transaction: the SMS the done page promises, when the order is
 * ready for pickup (in a shop or at a carrier's point) or handed to delivery. Other statuses
 * send nothing.
 */
export async function enqueueOrderStatusMessage(
  tx: DbOrTx,
  order: OrderRow,
  to: OrderStatus,
  origin: string,
): Promise<void> {
  const link = orderLink(origin, order);
  let sms: SmsToSend | undefined;
  if (to === 'ready_for_pickup' && order.deliveryType === 'pickup_point') {
    // The carrier keeps the parcel on its own terms: no shop hold to tell of.
    sms = {
      to: order.phone,
      text: ORDER_SMS.readyAtPoint(order.number, (await deliveryPlace(tx, order)) ?? '', link),
    };
  } else if (to === 'ready_for_pickup') {
    const shop = (await shopLabel(tx, order.shopId)) ?? '';
    // The history row this status change just wrote says when the hold started.
    const until = moscowDeadline(pickupHoldEnds((await selectReadyAt(tx, order.id)) ?? new Date()));
    sms = { to: order.phone, text: ORDER_SMS.readyForPickup(order.number, shop, until, link) };
  }
  if (to === 'shipped') sms = { to: order.phone, text: ORDER_SMS.shipped(order.number, link) };
  if (sms) await enqueueMessages(tx, `order_${to}:${order.id}`, { sms: [sms] });
}
