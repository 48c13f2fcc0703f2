import { describe, expect, test } from 'vitest';
import { allocateStock } from './allocate-stock';

describe('allocateStock', () => {
  test('takes everything from the fullest shop when it holds enough', () => {
    expect(
      allocateStock(
        [
          { shopId: 1, quantity: 2 },
          { shopId: 2, quantity: 9 },
        ],
        3,
      ),
    ).toEqual([{ shopId: 2, quantity: 3 }]);
  });

  test('spreads over shops, fullest first, ties by shop id', () => {
    const rows = [
      { shopId: 3, quantity: 2 },
      { shopId: 1, quantity: 2 },
      { shopId: 2, quantity: 4 },
    ];
    expect(allocateStock(rows, 7)).toEqual([
      { shopId: 2, quantity: 4 },
      { shopId: 1, quantity: 2 },
      { shopId: 3, quantity: 1 },
    ]);
  });

  test('refuses when all shops together hold too little, and ignores empty rows', () => {
    expect(
      allocateStock(
        [
          { shopId: 1, quantity: 2 },
          { shopId: 2, quantity: 0 },
        ],
        3,
      ),
    ).toBeUndefined();
    expect(allocateStock([], 1)).toBeUndefined();
  });
});
