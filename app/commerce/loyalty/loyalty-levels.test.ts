import { expect, test } from 'vitest';
import {
  BASE_BONUS_RATE,
  LOYALTY_LEVELS,
  levelBonus,
  levelForPurchases,
  toNextLevel,
} from './loyalty-levels';

test('levels start at zero and grow in threshold and rate', () => {
  expect(LOYALTY_LEVELS[0].from).toBe(0);
  for (let i = 1; i < LOYALTY_LEVELS.length; i++) {
    expect(LOYALTY_LEVELS[i].from).toBeGreaterThan(LOYALTY_LEVELS[i - 1].from);
    expect(LOYALTY_LEVELS[i].rate).toBeGreaterThan(LOYALTY_LEVELS[i - 1].rate);
  }
  // The catalogue prices a card's points at 5% of the price: the first level's rate.
  expect(BASE_BONUS_RATE).toBe(5);
});

test.each([
  [-100, 'start'],
  [0, 'start'],
  [29_999, 'start'],
  [30_000, 'temp'],
  [99_999, 'temp'],
  [100_000, 'record'],
  [5_000_000, 'record'],
])('%i ₽ of purchases is level %s', (sum, code) => {
  expect(levelForPurchases(sum).code).toBe(code);
});

test('a card worth 250 points (5% of 4 990 ₽, floored) is worth 350 at 7% and 500 at 10%', () => {
  const [start, temp, record] = LOYALTY_LEVELS;
  expect(levelBonus(250, start)).toBe(250);
  expect(levelBonus(250, temp)).toBe(350);
  expect(levelBonus(250, record)).toBe(500);
  expect(levelBonus(3, temp)).toBe(4);
});

test('what is left to the next level', () => {
  expect(toNextLevel(0)).toEqual({ level: LOYALTY_LEVELS[1], remaining: 30_000 });
  expect(toNextLevel(45_000)).toEqual({ level: LOYALTY_LEVELS[2], remaining: 55_000 });
  expect(toNextLevel(100_000)).toBeNull();
});
