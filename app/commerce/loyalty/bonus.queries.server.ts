import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { bonusTransactions, users } from '../db/schema';

/** Why a balance changed; kept in bonus_transactions.reason. */
export type BonusReason = 'order_spend' | 'order_earn' | 'order_cancel_refund' | 'order_cancel_reversal';

/** A user's bonus balance (0 for an unknown user). */
export async function selectBonusBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: users.bonusBalance })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Takes points off a balance only if it holds them, in one statement (the row lock makes
 * concurrent debits queue), and records the change. False when the balance is too small:
 * a balance never goes negative.
 */
export async function debitBonuses(
  tx: DbOrTx,
  userId: number,
  amount: number,
  reason: BonusReason,
  orderId: number,
): Promise<boolean> {
  if (amount <= 0) return true;
  const rows = await tx
    .update(users)
    .set({ bonusBalance: sql`${users.bonusBalance} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.bonusBalance, amount)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await tx.insert(bonusTransactions).values({ userId, amount: -amount, reason, orderId });
  return true;
}

/** Adds points to a balance and records the change. */
export async function creditBonuses(
  tx: DbOrTx,
  userId: number,
  amount: number,
  reason: BonusReason,
  orderId: number,
): Promise<void> {
  if (amount <= 0) return;
  await tx
    .update(users)
    .set({ bonusBalance: sql`${users.bonusBalance} + ${amount}` })
    .where(eq(users.id, userId));
  await tx.insert(bonusTransactions).values({ userId, amount, reason, orderId });
}
