import { type LoyaltyLevel, levelForPurchases } from './loyalty-levels';
import type { DbOrTx } from '../db/client.server';
import { FIRST_LEVEL } from './member-loyalty';
import { selectYearPurchases } from './purchases.queries.server';

/**
 * The level a basket owner earns points at: a signed-in member's, from their purchases over
 * the last 12 months; a guest has no account to credit and is shown the first level's points.
 */
export async function earningLevel(db: DbOrTx, userId: number | null, now: Date): Promise<LoyaltyLevel> {
  if (userId === null) return FIRST_LEVEL;
  return levelForPurchases(await selectYearPurchases(db, userId, now));
}
