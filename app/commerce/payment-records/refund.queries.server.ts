import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.server';
import { orders, payments, refunds } from '../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

/** An order's succeeded payment (the one money can go back from), if any. */
export async function selectSucceededPayment(tx: DbOrTx, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.id))
    .limit(1);
  return row;
}

/** Roubles of a payment sent back or on their way back (canceled refunds do not count). */
export async function selectRefundedSum(tx: DbOrTx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'canceled')));
  return row?.sum ?? 0;
}

/** Roubles of an order's refunds that went through. */
export async function selectSucceededRefundSum(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  return row?.sum ?? 0;
}

export async function insertRefund(
  tx: DbOrTx,
  values: { orderId: number; paymentId: number; provider: string; amount: number; idempotenceKey: string },
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row;
}

/** Refunds of an order not yet taken by the provider (no external id). */
export async function selectUnsentRefunds(tx: DbOrTx, orderId: number): Promise<RefundRow[]> {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), isNull(refunds.externalId)))
    .orderBy(asc(refunds.id));
}

/**
 * Claims one booked refund the provider has not taken and nobody touched for `idleMs`: its
 * updated_at moves to `now` in the same transaction, and that is the lease — another instance,
 * or the next round, leaves it alone until `idleMs` passes again. A row another transaction
 * holds is skipped, so instances running this at once claim different refunds.
 */
export async function claimUnsentRefund(db: Db, now: Date, idleMs: number): Promise<RefundRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'pending'),
          isNull(refunds.externalId),
          lt(refunds.updatedAt, new Date(now.getTime() - idleMs)),
        ),
      )
      .orderBy(asc(refunds.updatedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    await tx.update(refunds).set({ updatedAt: now }).where(eq(refunds.id, row.id));
    return row;
  });
}

export async function selectOrderRefunds(tx: DbOrTx, orderId: number): Promise<RefundRow[]> {
  return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function selectRefundByExternalId(
  tx: DbOrTx,
  provider: string,
  externalId: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.externalId, externalId)))
    .limit(1);
  return row;
}

/** What the provider answered when the refund was asked. */
export async function recordProviderRefund(
  tx: DbOrTx,
  id: number,
  values: { externalId: string; raw: unknown },
): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(refunds.id, id));
}

/** Settles a pending refund once: false when it was settled already (a repeated notification). */
export async function settleRefund(
  tx: DbOrTx,
  id: number,
  status: 'succeeded' | 'canceled',
  raw?: unknown,
): Promise<boolean> {
  const rows = await tx
    .update(refunds)
    .set({ status, updatedAt: sql`now()`, ...(raw === undefined ? {} : { raw }) })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** The order's payment status after its refunds: all of the payment back, or a part. */
export async function markOrderRefunded(
  tx: DbOrTx,
  orderId: number,
  status: 'refunded' | 'partially_refunded',
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: status, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
