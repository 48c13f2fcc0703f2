import {
  BONUS_HISTORY_PAGE_SIZE,
  BONUS_REASONS,
  type BonusHistory,
  type BonusTransaction,
} from '../contract/bonus-history';
import type { DbOrTx } from '../db/client.server';
import { selectBonusBalance } from './bonus.queries.server';
import { memberLoyalty } from './member-loyalty';
import { selectYearPurchases } from './purchases.queries.server';
import { countBonusTransactions, selectBonusTransactions } from './bonus-history.queries.server';

const isReason = (value: string): value is BonusTransaction['reason'] =>
  BONUS_REASONS.some((reason) => reason === value);

/**
 * GET /api/user/bonus-history: the balance, the member's level and a page of the balance's
 * changes. Like the favourites list, an empty history has one empty page and a page past the
 * end is empty with real totals.
 */
export async function bonusHistoryPage(
  db: DbOrTx,
  userId: number,
  page: number,
  now = new Date(),
): Promise<BonusHistory> {
  const [balance, yearPurchases, totalItems, rows] = await Promise.all([
    selectBonusBalance(db, userId),
    selectYearPurchases(db, userId, now),
    countBonusTransactions(db, userId),
    selectBonusTransactions(db, userId, {
      limit: BONUS_HISTORY_PAGE_SIZE,
      offset: (page - 1) * BONUS_HISTORY_PAGE_SIZE,
    }),
  ]);
  return {
    success: true,
    balance,
    ...memberLoyalty(yearPurchases),
    transactions: rows.flatMap((row) =>
      isReason(row.reason) ? [{ ...row, reason: row.reason, createdAt: row.createdAt.toISOString() }] : [],
    ),
    totalItems,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / BONUS_HISTORY_PAGE_SIZE)),
  };
}
