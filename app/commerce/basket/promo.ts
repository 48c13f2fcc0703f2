import { formatRub } from '../../utils/money';
import type { promoCodes } from '../db/schema';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The Russian answers to a promo code that cannot be applied; the basket stays as it was. */
export const PROMO_MESSAGES = {
  notFound: 'Промокод не найден',
  notStarted: 'Промокод ещё не действует',
  expired: 'Срок действия промокода истёк',
  exhausted: 'Промокод больше не действует',
  needsSignIn: 'Войди, чтобы применить этот промокод',
  alreadyUsed: 'Ты уже использовал этот промокод',
  minSum: (sum: number) => `Промокод действует при заказе от ${formatRub(sum)}`,
} as const;

export interface PromoContext {
  now: Date;
  /** Sum of the chosen, buyable lines at their current prices. */
  itemsSum: number;
  userId: number | null;
  /** Whether this user already has an order with this code (only asked for once-per-user codes). */
  usedByUser: boolean;
}

export type PromoOutcome = { ok: true; promo: PromoRow; discount: number } | { ok: false; message: string };

/** Codes are stored upper-case and typed in any case, with stray spaces. */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Roubles a promo takes off a goods sum: a percent rounded down, or a fixed amount never above the sum. */
export function promoDiscount(promo: Pick<PromoRow, 'kind' | 'value'>, itemsSum: number): number {
  const raw = promo.kind === 'percent' ? Math.floor((itemsSum * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(raw, itemsSum));
}

/** Checks a promo code against its rules in the order a shopper would want to hear them. */
export function evaluatePromo(promo: PromoRow | undefined, ctx: PromoContext): PromoOutcome {
  if (!promo || !promo.active) return { ok: false, message: PROMO_MESSAGES.notFound };
  if (promo.startsAt && promo.startsAt > ctx.now) return { ok: false, message: PROMO_MESSAGES.notStarted };
  if (promo.endsAt && promo.endsAt <= ctx.now) return { ok: false, message: PROMO_MESSAGES.expired };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) {
    return { ok: false, message: PROMO_MESSAGES.exhausted };
  }
  if (promo.oncePerUser && ctx.userId === null) return { ok: false, message: PROMO_MESSAGES.needsSignIn };
  if (promo.oncePerUser && ctx.usedByUser) return { ok: false, message: PROMO_MESSAGES.alreadyUsed };
  if (ctx.itemsSum < promo.minSum) return { ok: false, message: PROMO_MESSAGES.minSum(promo.minSum) };
  return { ok: true, promo, discount: promoDiscount(promo, ctx.itemsSum) };
}
