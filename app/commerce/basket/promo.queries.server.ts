import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { promoCodes, promoRedemptions } from '../db/schema';
import type { PromoRow } from './promo';

/** A promo code by its normalised (upper-case) text. */
export async function selectPromoByCode(db: DbOrTx, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** Whether a user has an order with this promo code (cancelled orders give the use back). */
export async function userHasRedeemed(db: DbOrTx, promoId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Counts one use of a promo code if its limit allows, in one statement that also locks the
 * code's row until the transaction ends: concurrent orders cannot overrun the limit, and the
 * once-per-user check that follows sees every earlier use. False when the limit is reached.
 */
export async function claimPromoUse(tx: DbOrTx, promoId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        sql`(${promoCodes.usageLimit} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.usageLimit})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/** Records which order used a promo code (and which user, for once-per-user codes). */
export async function insertRedemption(
  tx: DbOrTx,
  values: { promoId: number; orderId: number; userId: number | null },
): Promise<void> {
  await tx.insert(promoRedemptions).values(values);
}

/** Gives back the use an order made of a promo code (the order was cancelled). */
export async function releasePromoUse(tx: DbOrTx, orderId: number): Promise<void> {
  const released = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.orderId, orderId))
    .returning({ promoId: promoRedemptions.promoId });
  for (const { promoId } of released) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`GREATEST(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.id, promoId));
  }
}

/** Adds promo codes that are not there yet (seeding); existing codes keep their counters. */
export async function insertPromoCodesIfMissing(
  db: DbOrTx,
  rows: (typeof promoCodes.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(promoCodes).values(rows).onConflictDoNothing({ target: promoCodes.code });
}
