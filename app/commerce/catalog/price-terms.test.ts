import { describe, expect, test } from 'vitest';
import { priceTerms, sizeListPrice, sizePrice } from './price-terms';

// Expectations worked out by hand: discount = round((old − price) / old × 100), bonus = ⌊5 % of price⌋.
const color = { price: 4321, oldPrice: 5000, discount: 14, bonus: 216 };

describe('price terms', () => {
  test('a price with an old price: percent off rounded, 5 % in points rounded down', () => {
    expect(priceTerms(4321, 5000)).toEqual({ discount: 14, bonus: 216 });
    expect(priceTerms(12_990, 17_990)).toEqual({ discount: 28, bonus: 649 });
  });

  test('no old price: no discount', () => {
    expect(priceTerms(6100, null)).toEqual({ discount: 0, bonus: 305 });
  });
});

describe('what a size costs', () => {
  test('a size without a price of its own costs its colour’s, with the colour’s discount and bonus', () => {
    expect(sizePrice(color, { price: null, oldPrice: 9999 })).toEqual(color);
    expect(sizeListPrice(color, { price: null, oldPrice: null })).toEqual({ price: 4321, oldPrice: 5000 });
  });

  test('a size priced apart costs its own price with its own old price (none when null or 0)', () => {
    expect(sizePrice(color, { price: 6100, oldPrice: null })).toEqual({
      price: 6100,
      oldPrice: null,
      discount: 0,
      bonus: 305,
    });
    expect(sizePrice(color, { price: 1496, oldPrice: 1719 })).toEqual({
      price: 1496,
      oldPrice: 1719,
      discount: 13,
      bonus: 74,
    });
    expect(sizeListPrice(color, { price: 6100, oldPrice: 0 })).toEqual({ price: 6100, oldPrice: null });
  });
});
