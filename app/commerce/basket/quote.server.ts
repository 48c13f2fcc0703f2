import type { LoyaltyLevel } from '../loyalty/loyalty-levels';
import type { DbOrTx } from '../db/client.server';
import { selectBonusBalance } from '../loyalty/bonus.queries.server';
import { earningLevel } from '../loyalty/member-level.server';
import { ordersConfig } from '../config/orders.server';
import type { BasketOwner } from './basket.queries.server';
import {
  allowedBonuses,
  type BonusOutcome,
  courierFee,
  lineTotals,
  type LineTotals,
  type PricedLine,
} from './pricing';
import { deliveryRulesFor } from '../delivery/delivery-rules.server';
import { evaluatePromo, normalizePromoCode, type PromoRow } from './promo';
import { selectPromoByCode, userHasRedeemed } from './promo.queries.server';

export interface QuoteRequest {
  promoCode?: string;
  bonusAmount: number;
  /** The city delivered to: its region sets the courier fee and the free-delivery sum. */
  cityId?: number;
}

export interface Quote {
  /** The loyalty level points are counted at: the member's, the first one for a guest. */
  level: LoyaltyLevel;
  totals: LineTotals;
  /** The applied promo code, or null. */
  promo: PromoRow | null;
  promoCode: string | null;
  promoMessage: string | null;
  promoDiscount: number;
  bonus: BonusOutcome & { balance: number | null };
  /** Courier fee for this goods sum; pickup is free. */
  courierFee: number;
  /** The city's courier delivery rules the fee was taken from. */
  delivery: { courierFee: number; freeFrom: number };
  leftToFreeDelivery: number;
  /** Goods to pay: items − promo − bonuses (delivery not included). */
  sum: number;
}

/**
 * Prices the lines that count (chosen and buyable) for an owner: the promo code's discount,
 * the bonus points that may be spent and the courier fee. Used by the basket answers and,
 * inside its transaction, by order creation, so both always agree.
 */
export async function quoteLines(
  db: DbOrTx,
  owner: BasketOwner,
  lines: readonly PricedLine[],
  request: QuoteRequest,
  now = new Date(),
): Promise<Quote> {
  const config = ordersConfig();
  const userId = owner.kind === 'user' ? owner.userId : null;
  const level = await earningLevel(db, userId, now);
  const totals = lineTotals(lines, level);

  let promo: PromoRow | null = null;
  let promoMessage: string | null = null;
  let promoDiscount = 0;
  if (request.promoCode) {
    const row = await selectPromoByCode(db, normalizePromoCode(request.promoCode));
    const usedByUser = Boolean(
      row?.oncePerUser && userId !== null && (await userHasRedeemed(db, row.id, userId)),
    );
    const outcome = evaluatePromo(row, { now, itemsSum: totals.items, userId, usedByUser });
    if (outcome.ok) {
      promo = outcome.promo;
      promoDiscount = outcome.discount;
    } else {
      promoMessage = outcome.message;
    }
  }

  const goods = totals.items - promoDiscount;
  const balance = userId === null ? null : await selectBonusBalance(db, userId);
  const bonus = allowedBonuses({
    requested: request.bonusAmount,
    balance,
    base: goods,
    maxPercent: config.BONUS_SPEND_MAX_PERCENT,
  });
  const rules = await deliveryRulesFor(db, request.cityId);

  return {
    level,
    totals,
    promo,
    promoCode: promo?.code ?? null,
    promoMessage,
    promoDiscount,
    bonus: { ...bonus, balance },
    courierFee: courierFee(goods, rules),
    delivery: { courierFee: rules.courierFee, freeFrom: rules.freeFrom },
    leftToFreeDelivery: Math.max(0, rules.freeFrom - goods),
    sum: goods - bonus.spent,
  };
}
