import { describe, expect, test } from 'vitest';
import { allowedBonuses, courierFee, lineTotals } from './pricing';

describe('basket pricing', () => {
  test('line totals count units, current and old prices, and bonus points', () => {
    const totals = lineTotals([
      { price: 4000, oldPrice: 5000, bonus: 40, quantity: 2 },
      { price: 9000, oldPrice: null, bonus: 90, quantity: 1 },
    ]);
    expect(totals).toEqual({ units: 3, items: 17_000, itemsBeforeDiscount: 19_000, bonusToEarn: 170 });
  });

  test('guests spend no bonus points and are told why only when they asked', () => {
    expect(allowedBonuses({ requested: 0, balance: null, base: 10_000, maxPercent: 30 })).toEqual({
      spent: 0,
      max: 0,
      message: null,
    });
    expect(allowedBonuses({ requested: 100, balance: null, base: 10_000, maxPercent: 30 })).toEqual({
      spent: 0,
      max: 0,
      message: 'Списать бонусы можно после входа',
    });
  });

  test('points are capped by the share of the sum and by the balance', () => {
    expect(allowedBonuses({ requested: 2000, balance: 5000, base: 10_000, maxPercent: 30 })).toEqual({
      spent: 2000,
      max: 3000,
      message: null,
    });
    expect(allowedBonuses({ requested: 4000, balance: 5000, base: 10_000, maxPercent: 30 })).toEqual({
      spent: 3000,
      max: 3000,
      message: 'Можно списать не больше 3000 бонусов',
    });
    expect(allowedBonuses({ requested: 400, balance: 101, base: 10_000, maxPercent: 30 })).toEqual({
      spent: 101,
      max: 101,
      message: 'Можно списать не больше 101 бонуса',
    });
  });

  test('courier delivery is free from the threshold on', () => {
    const rules = { courierFee: 390, freeFrom: 7000 };
    expect(courierFee(6999, rules)).toBe(390);
    expect(courierFee(7000, rules)).toBe(0);
  });
});
