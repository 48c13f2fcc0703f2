import { pluralRu } from '../../utils/plural';
import { LOYALTY_LEVELS, type LoyaltyLevel, levelBonus } from '../loyalty/loyalty-levels';

/** What the sums of a basket or an order are made of; whole roubles. */
export interface PricedLine {
  price: number;
  oldPrice: number | null;
  bonus: number;
  quantity: number;
}

export interface LineTotals {
  /** Units of the counted lines. */
  units: number;
  /** Σ price × quantity. */
  items: number;
  /** Σ (old price or price) × quantity: the sum before catalogue discounts. */
  itemsBeforeDiscount: number;
  /** Σ levelBonus(bonus, level) × quantity: the points the lines would earn at a level. */
  bonusToEarn: number;
}

/**
 * Sums of the lines that are counted (chosen and buyable). Points are counted at the owner's
 * loyalty level: a line's card bonus is the first level's, higher levels scale it per unit.
 */
export function lineTotals(
  lines: readonly PricedLine[],
  level: LoyaltyLevel = LOYALTY_LEVELS[0],
): LineTotals {
  const totals: LineTotals = { units: 0, items: 0, itemsBeforeDiscount: 0, bonusToEarn: 0 };
  for (const line of lines) {
    totals.units += line.quantity;
    totals.items += line.price * line.quantity;
    totals.itemsBeforeDiscount += Math.max(line.oldPrice ?? line.price, line.price) * line.quantity;
    totals.bonusToEarn += levelBonus(line.bonus, level) * line.quantity;
  }
  return totals;
}

export const BONUS_MESSAGES = {
  guest: 'Списать бонусы можно после входа',
  atMost: (max: number) =>
    `Можно списать не больше ${max} ${pluralRu(max, ['бонуса', 'бонусов', 'бонусов'])}`,
} as const;

export interface BonusInput {
  /** Points the shopper asked to spend (the client-stored bonus amount). */
  requested: number;
  /** The signed-in user's balance; null for a guest, who cannot spend points. */
  balance: number | null;
  /** Goods sum after the promo discount: the base of the share limit. */
  base: number;
  /** Largest share of the base payable with points, %. */
  maxPercent: number;
}

export interface BonusOutcome {
  spent: number;
  /** The most this basket allows right now (0 for guests). */
  max: number;
  message: string | null;
}

/** 1 point = 1 rouble, up to the share limit and never above the balance. */
export function allowedBonuses(input: BonusInput): BonusOutcome {
  if (input.balance === null) {
    return { spent: 0, max: 0, message: input.requested > 0 ? BONUS_MESSAGES.guest : null };
  }
  const max = Math.max(0, Math.min(input.balance, Math.floor((input.base * input.maxPercent) / 100)));
  if (input.requested <= max) return { spent: input.requested, max, message: null };
  return { spent: max, max, message: BONUS_MESSAGES.atMost(max) };
}

export interface DeliveryRules {
  courierFee: number;
  freeFrom: number;
}

/** Courier fee for a goods sum (after the promo discount, before bonuses); pickup is free. */
export function courierFee(goodsSum: number, rules: DeliveryRules): number {
  return goodsSum >= rules.freeFrom ? 0 : rules.courierFee;
}
