import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { bonusTransactions, orders } from '../db/schema';

export interface BonusTransactionRow {
  id: number;
  amount: number;
  reason: string;
  orderNumber: string | null;
  createdAt: Date;
}

/** One page of a user's bonus changes with their order numbers, newest first. */
export async function selectBonusTransactions(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<BonusTransactionRow[]> {
  return db
    .select({
      id: bonusTransactions.id,
      amount: bonusTransactions.amount,
      reason: bonusTransactions.reason,
      orderNumber: orders.number,
      createdAt: bonusTransactions.createdAt,
    })
    .from(bonusTransactions)
    .leftJoin(orders, eq(orders.id, bonusTransactions.orderId))
    .where(eq(bonusTransactions.userId, userId))
    .orderBy(desc(bonusTransactions.createdAt), desc(bonusTransactions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBonusTransactions(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bonusTransactions)
    .where(eq(bonusTransactions.userId, userId));
  return Number(row?.n ?? 0);
}
