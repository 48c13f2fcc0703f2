/** Demo catalogue prices: ranges per type, shop-style rounding, sale discounts, bonus points. */
import type { Random } from '../catalog/random';

// The rule a price's discount and bonus follow lives with the catalogue (one for seed, 1С and sizes).
export { BONUS_RATE, priceTerms } from '../catalog/price-terms';

/** Base price range in roubles per type, before the brand's tier. */
export const PRICE_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  krossovki: [7990, 19990],
  kedy: [4990, 11990],
  botinki: [8990, 22990],
  slantsy: [1990, 5990],
  futbolki: [1990, 5990],
  tolstovki: [4990, 12990],
  bryuki: [4990, 11990],
  shorty: [2490, 5990],
  kurtki: [8990, 32990],
  'sportivnye-shtany': [3990, 9990],
  shapki: [1490, 3990],
  sumki: [2490, 9990],
  noski: [590, 1990],
  'nizhnee-bele': [990, 3490],
};
export const DISCOUNTS = [10, 15, 20, 25, 30, 35, 40, 50];

/** Rounds to a shop price in whole roubles ending in 90 (most) or 99: 12 990, 4 499. */
export function shopPrice(value: number, random: Random): number {
  const hundreds = Math.max(2, Math.round(value / 100));
  return hundreds * 100 - (random.chance(0.15) ? 1 : 10);
}
