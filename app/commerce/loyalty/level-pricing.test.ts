import { expect, test } from 'vitest';
import { lineTotals } from '../basket/pricing';
import { LOYALTY_LEVELS } from './loyalty-levels';

const lines = [
  { price: 4990, oldPrice: null, bonus: 249, quantity: 2 },
  { price: 830, oldPrice: null, bonus: 41, quantity: 3 },
];

test('at «Старт», and with no level given, a basket earns the cards’ points', () => {
  expect(lineTotals(lines, LOYALTY_LEVELS[0]).bonusToEarn).toBe(249 * 2 + 41 * 3);
  expect(lineTotals(lines).bonusToEarn).toBe(249 * 2 + 41 * 3);
});

test('higher levels scale each unit’s points and round them down per unit', () => {
  // Темп, 7 %: 249 → 348 (348.6), 41 → 57 (57.4).
  expect(lineTotals(lines, LOYALTY_LEVELS[1]).bonusToEarn).toBe(348 * 2 + 57 * 3);
  // Рекорд, 10 %: twice the card's points.
  expect(lineTotals(lines, LOYALTY_LEVELS[2]).bonusToEarn).toBe(498 * 2 + 82 * 3);
});

test('the level changes only the points, not the sums', () => {
  const start = lineTotals(lines, LOYALTY_LEVELS[0]);
  const record = lineTotals(lines, LOYALTY_LEVELS[2]);
  expect({ ...record, bonusToEarn: 0 }).toEqual({ ...start, bonusToEarn: 0 });
  expect(start).toMatchObject({ units: 5, items: 4990 * 2 + 830 * 3 });
});
