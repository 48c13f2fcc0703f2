import { pluralRu } from '../../utils/plural';

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
  /** Σ bonus × quantity: the points the lines would earn. */
  bonusToEarn: number;
}

/** Sums of the lines that are counted (chosen and buyable). */
export function lineTotals(lines: readonly PricedLine[]): LineTotals {
  const totals: LineTotals = { units: 0, items: 0, itemsBeforeDiscount: 0, bonusToEarn: 0 };
  for (const line of lines) {
    totals.units += line.quantity;
    totals.items += line.price * line.quantity;
    totals.itemsBeforeDiscount += Math.max(line.oldPrice ?? line.price, line.price) * line.quantity;
    totals.bonusToEarn += line.bonus * line.quantity;
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
