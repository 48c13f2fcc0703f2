/**
 * Shoe size conversions for the size tables: the rows of the brand chart the catalogue sizes
 * by (Nike's men's, women's and kids' footwear charts, see
 * app/commerce/catalog/taxonomy/shoe-size-chart.ts and docs/decisions/0015-shoe-size-chart.md).
 * Conversions are read from the chart, never computed: the systems' formulas round two
 * neighbouring RU half sizes to one US size, which is how a shopper ends up with a wrong pair.
 */
import { SHOE_SIZE_CHART, type ShoeChartGender } from '../catalog/taxonomy/shoe-size-chart';

export type ShoeGender = ShoeChartGender;

/** The columns of a shoe size table. */
export const SHOE_COLUMNS = ['RU', 'EU', 'US', 'UK', 'Длина стопы, см'];

/** Every row of a gender's shoe table, smallest first: RU, EU, US, UK, foot length in cm. */
export function shoeRows(gender: ShoeGender): string[][] {
  return SHOE_SIZE_CHART[gender].map((row) => [...row]);
}

/** One row of a shoe table for a RU size written as on the card ('42'). */
export function shoeRow(ruLabel: string, gender: ShoeGender): string[] {
  const row = SHOE_SIZE_CHART[gender].find(([ru]) => ru === ruLabel);
  if (!row) throw new Error(`Not a shoe size of the ${gender} chart: ${ruLabel}`);
  return [...row];
}
