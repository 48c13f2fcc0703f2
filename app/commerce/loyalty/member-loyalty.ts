import { LOYALTY_LEVELS, type LoyaltyLevel, levelForPurchases, toNextLevel } from './loyalty-levels';
import type { BonusHistory, LoyaltyLevelView } from '../contract/bonus-history';

/** Where a member stands in the programme, as GET /api/user/bonus-history tells it. */
export type MemberLoyalty = Pick<BonusHistory, 'level' | 'yearPurchases' | 'nextLevel'>;

/** The level everyone starts at, and the one a guest's points are counted at. */
export const FIRST_LEVEL: LoyaltyLevel = LOYALTY_LEVELS[0];

const view = ({ code, name, rate }: LoyaltyLevel): LoyaltyLevelView => ({ code, name, rate });

/** The level, purchases and next step for a year's purchases (a negative sum counts as none). */
export function memberLoyalty(yearPurchases: number): MemberLoyalty {
  const purchases = Math.max(0, yearPurchases);
  const next = toNextLevel(purchases);
  return {
    level: view(levelForPurchases(purchases)),
    yearPurchases: purchases,
    nextLevel: next ? { ...view(next.level), remaining: next.remaining } : null,
  };
}
