import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { firstRow } from '../db/sql-rows.server';
import type { OrderStatus } from '../contract/order';
import type { DbOrTx } from '../db/client.server';
import {
  cities,
  orderItems,
  orders,
  orderStatusHistory,
  outboxMessages,
  productColors,
  products,
  productSizes,
} from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/** The next order id, taken before the insert so the number can be built from it. */
export async function nextOrderId(tx: DbOrTx): Promise<number> {
  const row = firstRow<{ id: number }>(
    await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`),
  );
  return Number(row!.id);
}

/** Stores an order with its lines and its first history row. */
export async function insertOrder(
  tx: DbOrTx,
  order: typeof orders.$inferInsert & { id: number },
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<void> {
  await tx.insert(orders).values(order);
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status ?? 'new' });
}

export async function selectOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** An order, locked until the transaction ends, so its status and payment change one at a time. */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row;
}

export async function selectOrderByKey(db: DbOrTx, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function selectOrderByNumber(db: DbOrTx, number: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row;
}

/** The order handed to a carrier under this tracking number, if any. */
export async function selectOrderByTracking(
  db: DbOrTx,
  carrier: string,
  trackingNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.carrier, carrier), eq(orders.trackingNumber, trackingNumber)))
    .limit(1);
  return row;
}

/**
 * Orders handed to a carrier and not yet collected (shipped or waiting at a pickup point),
 * updated within `days`, oldest first: the ones whose parcel status is worth asking for.
 */
export async function selectOrdersOnTheWay(
  db: DbOrTx,
  carrier: string,
  days: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.carrier, carrier),
        sql`${orders.trackingNumber} <> ''`,
        inArray(orders.status, ['shipped', 'ready_for_pickup']),
        sql`${orders.updatedAt} > now() - make_interval(days => ${days})`,
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
}

export async function selectOrderItems(db: DbOrTx, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * The 1С pictures each ordered size's colour shows today, by size id (its own, else its
 * product's; empty for none): the order's lines show the picture the catalogue shows.
 */
export async function selectOrderItemPictures(db: DbOrTx, orderId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectDistinct({
      sizeId: orderItems.sizeId,
      pictures: sql<string[]>`CASE WHEN cardinality(${productColors.pictures}) > 0
        THEN ${productColors.pictures} ELSE ${products.pictures} END`,
    })
    .from(orderItems)
    .innerJoin(productSizes, eq(productSizes.id, orderItems.sizeId))
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(eq(orderItems.orderId, orderId));
  return new Map(rows.map((r) => [r.sizeId, r.pictures]));
}

export async function selectOrderHistory(db: DbOrTx, orderId: number): Promise<OrderHistoryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** A page of a user's orders, newest first, and how many there are. */
export async function selectUserOrders(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return { rows, total: Number(total) };
}

/**
 * Moves an order from an expected status to another and writes the history row; false when
 * the order had meanwhile left that status (the conditional update is the lock).
 */
export async function moveOrderStatus(
  tx: DbOrTx,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  note = '',
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await tx.insert(orderStatusHistory).values({ orderId, status: to, note });
  return true;
}

/** Marks an order paid once; false when it already was. */
export async function markOrderPaid(tx: DbOrTx, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records a failed online payment on an order that is not paid (nor refunded). */
export async function markOrderPaymentFailed(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed'])));
}

/** Back to waiting for payment when a new attempt starts. */
export async function markOrderPaymentPending(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'pending', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'failed')));
}

/**
 * Claims an order's earned bonus points for crediting: true exactly once per order, however
 * many payment notifications or status changes race for it.
 */
export async function claimBonusCredit(
  tx: DbOrTx,
  orderId: number,
): Promise<{ userId: number; amount: number } | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ bonusCredited: true })
    .where(and(eq(orders.id, orderId), eq(orders.bonusCredited, false), sql`${orders.userId} IS NOT NULL`))
    .returning({ userId: orders.userId, amount: orders.bonusEarned });
  return row && row.userId !== null ? { userId: row.userId, amount: row.amount } : undefined;
}

/** Undoes a credit claim (the order was cancelled after being paid). */
export async function releaseBonusCredit(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(orders).set({ bonusCredited: false }).where(eq(orders.id, orderId));
}

/** Whether a city id is one of ours. */
export async function cityExists(db: DbOrTx, cityId: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return Boolean(row);
}

/** When an order became ready for pickup: its status history's row (an order gets there once). */
const readyAt = sql<Date>`(SELECT max(h.created_at) FROM ${orderStatusHistory} h
  WHERE h.order_id = ${orders.id} AND h.status = 'ready_for_pickup')`;

/** When an order became ready for pickup, if it did. */
export async function selectReadyAt(db: DbOrTx, orderId: number): Promise<Date | undefined> {
  const [row] = await db.select({ readyAt }).from(orders).where(eq(orders.id, orderId));
  return row?.readyAt ? new Date(row.readyAt) : undefined;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

export type PickupOrderRow = OrderRow & { readyAt: Date };

/**
 * One unpaid order waiting in a shop that matches `condition`, with the moment it became
 * ready, locked until the transaction ends. Rows another instance holds are skipped, so
 * several sweeps at once each take different orders. Paid orders are left out: the code has
 * no card refund, so cancelling one would keep the shopper's money (promises-kept.md). Orders
 * at a carrier's pickup point are the carrier's to hold and send back, never the shop's sweep.
 */
async function claimReadyOrder(tx: DbOrTx, condition: SQL): Promise<PickupOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'ready_for_pickup'),
        eq(orders.deliveryType, 'pickup'),
        ne(orders.paymentStatus, 'paid'),
        condition,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  const [ready] = await tx.select({ readyAt }).from(orders).where(eq(orders.id, row.id));
  return { ...row, readyAt: new Date(ready.readyAt) };
}

/** An unpaid pickup order ready since `readyBefore` or earlier and not collected, locked (see claimReadyOrder). */
export function claimUncollectedPickup(tx: DbOrTx, readyBefore: Date): Promise<PickupOrderRow | undefined> {
  return claimReadyOrder(tx, sql`${readyAt} <= ${at(readyBefore)}`);
}

/**
 * A pickup order that became ready within (`readyAfter`, `readyBefore`] and has no message
 * under `topicPrefix` + its id in the outbox yet, locked (see claimReadyOrder).
 */
export function claimPickupToRemind(
  tx: DbOrTx,
  readyAfter: Date,
  readyBefore: Date,
  topicPrefix: string,
): Promise<PickupOrderRow | undefined> {
  return claimReadyOrder(
    tx,
    sql`${readyAt} > ${at(readyAfter)} AND ${readyAt} <= ${at(readyBefore)}
      AND NOT EXISTS (SELECT 1 FROM ${outboxMessages} m WHERE m.topic = ${topicPrefix} || ${orders.id}::text)`,
  );
}

/** The carrier and tracking number an order was handed over with. */
export async function setOrderShipment(
  tx: DbOrTx,
  orderId: number,
  shipment: { carrier: string; trackingNumber: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
