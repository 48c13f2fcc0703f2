import { expect, test } from 'vitest';
import { memberLoyalty } from './member-loyalty';

const START = { code: 'start', name: 'Старт', rate: 5 };
const TEMP = { code: 'temp', name: 'Темп', rate: 7 };
const RECORD = { code: 'record', name: 'Рекорд', rate: 10 };

test('a member with no purchases is at «Старт» with 30 000 ₽ to go', () => {
  expect(memberLoyalty(0)).toEqual({
    level: START,
    yearPurchases: 0,
    nextLevel: { ...TEMP, remaining: 30_000 },
  });
});

test('the thresholds belong to the higher level', () => {
  expect(memberLoyalty(29_999)).toEqual({
    level: START,
    yearPurchases: 29_999,
    nextLevel: { ...TEMP, remaining: 1 },
  });
  expect(memberLoyalty(30_000)).toEqual({
    level: TEMP,
    yearPurchases: 30_000,
    nextLevel: { ...RECORD, remaining: 70_000 },
  });
  expect(memberLoyalty(99_999).nextLevel).toEqual({ ...RECORD, remaining: 1 });
});

test('at «Рекорд» there is no next level', () => {
  expect(memberLoyalty(100_000)).toEqual({ level: RECORD, yearPurchases: 100_000, nextLevel: null });
  expect(memberLoyalty(250_000)).toEqual({ level: RECORD, yearPurchases: 250_000, nextLevel: null });
});

test('a negative sum counts as no purchases', () => {
  expect(memberLoyalty(-500)).toEqual(memberLoyalty(0));
});
