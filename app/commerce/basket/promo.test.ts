import { describe, expect, test } from 'vitest';
import { evaluatePromo, normalizePromoCode, promoDiscount, type PromoRow } from './promo';

const NOW = new Date('2026-11-22T12:00:00Z');

function promo(overrides: Partial<PromoRow> = {}): PromoRow {
  return {
    id: 1,
    code: 'SALE',
    kind: 'percent',
    value: 10,
    minSum: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usedCount: 0,
    oncePerUser: false,
    active: true,
    ...overrides,
  };
}

const ctx = { now: NOW, itemsSum: 10_000, userId: 7, usedByUser: false };

describe('promo codes', () => {
  test('codes are matched without case and stray spaces', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
  });

  test('a percent takes its share rounded down; a fixed amount never exceeds the sum', () => {
    expect(promoDiscount({ kind: 'percent', value: 10 }, 12_345)).toBe(1234);
    expect(promoDiscount({ kind: 'fixed', value: 500 }, 12_345)).toBe(500);
    expect(promoDiscount({ kind: 'fixed', value: 500 }, 300)).toBe(300);
  });

  test('a valid code applies with its discount', () => {
    expect(evaluatePromo(promo(), ctx)).toMatchObject({ ok: true, discount: 1000 });
    expect(evaluatePromo(promo({ kind: 'fixed', value: 500, minSum: 5000 }), ctx)).toMatchObject({
      ok: true,
      discount: 500,
    });
  });

  test.each([
    ['unknown', undefined, ctx, 'Промокод не найден'],
    ['switched off', promo({ active: false }), ctx, 'Промокод не найден'],
    ['not started', promo({ startsAt: new Date('2026-12-01T00:00:00Z') }), ctx, 'Промокод ещё не действует'],
    ['ended', promo({ endsAt: new Date('2026-11-01T00:00:00Z') }), ctx, 'Срок действия промокода истёк'],
    ['used up', promo({ usageLimit: 3, usedCount: 3 }), ctx, 'Промокод больше не действует'],
    [
      'once per user, guest',
      promo({ oncePerUser: true }),
      { ...ctx, userId: null },
      'Войди, чтобы применить этот промокод',
    ],
    [
      'once per user, used',
      promo({ oncePerUser: true }),
      { ...ctx, usedByUser: true },
      'Ты уже использовал этот промокод',
    ],
    [
      'below the minimum',
      promo({ minSum: 15_000 }),
      ctx,
      'Промокод действует при заказе от 15\u00a0000\u00a0₽',
    ],
  ])('%s: refused with its message', (_name, row, context, message) => {
    expect(evaluatePromo(row, context)).toEqual({ ok: false, message });
  });

  test('the end moment itself is already past; the start moment is already valid', () => {
    expect(evaluatePromo(promo({ endsAt: NOW }), ctx).ok).toBe(false);
    expect(evaluatePromo(promo({ startsAt: NOW }), ctx).ok).toBe(true);
  });
});
