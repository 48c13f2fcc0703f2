/**
 * The bonus programme's levels. A level follows the sum of a member's paid orders over the
 * last 12 months (returns and cancellations excluded); its rate is the share of an item's
 * price paid back as points, 1 point = 1 ₽.
 *
 * The first level's rate is the one product cards show as `bonus` (the catalogue prices
 * points at 5% of the price), so a card always tells a new member the truth. Higher levels
 * earn `levelBonus(card bonus, level)`: the card's points scaled by the level's rate.
 */
export interface LoyaltyLevel {
  code: 'start' | 'temp' | 'record';
  name: string;
  /** Purchases over 12 months from which the level applies, ₽. */
  from: number;
  /** Percent of the price returned as points. */
  rate: number;
}

export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = [
  { code: 'start', name: 'Старт', from: 0, rate: 5 },
  { code: 'temp', name: 'Темп', from: 30_000, rate: 7 },
  { code: 'record', name: 'Рекорд', from: 100_000, rate: 10 },
];

/** The rate product cards show: the first level's. */
export const BASE_BONUS_RATE = LOYALTY_LEVELS[0].rate;

/** The level for a year's purchases (negative sums count as none). */
export function levelForPurchases(sum: number): LoyaltyLevel {
  let level = LOYALTY_LEVELS[0];
  for (const candidate of LOYALTY_LEVELS) if (sum >= candidate.from) level = candidate;
  return level;
}

/** Points a card's bonus is worth at a level, rounded down to whole points. */
export function levelBonus(cardBonus: number, level: LoyaltyLevel): number {
  return Math.floor((cardBonus * level.rate) / BASE_BONUS_RATE);
}

/** What is left to buy for the next level, or null at the top one. */
export function toNextLevel(sum: number): { level: LoyaltyLevel; remaining: number } | null {
  const next = LOYALTY_LEVELS.find((level) => level.from > Math.max(0, sum));
  return next ? { level: next, remaining: next.from - Math.max(0, sum) } : null;
}
