import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** A new payment attempt of an order, waiting for the provider. */
export async function insertPayment(
  tx: DbOrTx,
  values: { orderId: number; provider: string; amount: number; idempotenceKey: string },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  return row;
}

/** What the provider answered when the payment was created. */
export async function recordProviderPayment(
  db: DbOrTx,
  id: number,
  values: { externalId: string; confirmationUrl: string | null; raw: unknown },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

export async function selectPayment(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function selectPaymentByExternalId(
  db: DbOrTx,
  provider: string,
  externalId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)))
    .limit(1);
  return row;
}

/** An order's latest payment attempt. */
export async function selectLatestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Settles a pending payment as succeeded or canceled, once: false when it was already
 * settled (a repeated notification changes nothing).
 */
export async function settlePayment(
  tx: DbOrTx,
  id: number,
  status: 'succeeded' | 'canceled',
  raw?: unknown,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status, updatedAt: sql`now()`, ...(raw === undefined ? {} : { raw }) })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}
