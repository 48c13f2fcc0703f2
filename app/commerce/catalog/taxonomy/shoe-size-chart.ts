/**
 * The shoe size chart the catalogue sizes by: Nike's published footwear charts (nike.com size
 * & fit guides for men's, women's and kids' shoes), the rows within the shop's range. Why a
 * brand's chart and why Nike's: docs/decisions/0015-shoe-size-chart.md.
 *
 * - EU, US, UK: Nike's figures, row by row. Nike's EU scale skips some half sizes (men's
 *   EU 39 is followed by 40, not 39.5), so the RU scale skips them too: a RU size the chart
 *   has no row for is a size no Nike shoe is made in, and the shop does not sell it.
 * - RU: EU minus one, as Russian shops label imported shoes (Nike's chart has no RU column).
 * - cm (foot length): Nike's figure for men's and women's rows. Nike's kids' chart gives the
 *   foot in inches; the kids' figures here are those inches × 2.54, to one decimal.
 *   Nike's men's chart repeats UK 6 (US 6.5 and US 7) — that is the chart, not a slip.
 */
import type { ProductGender } from './genders';

/** One row as the size table shows it: RU, EU, US, UK, foot length in cm ('26,5'). */
export type ShoeChartRow = readonly [ru: string, eu: string, us: string, uk: string, cm: string];

export type ShoeChartGender = Exclude<ProductGender, 'unisex'>;

export const SHOE_SIZE_CHART: Record<ShoeChartGender, readonly ShoeChartRow[]> = {
  // Nike men's shoes, US 5 to US 12.5 (unisex models are sized on the men's chart).
  man: [
    ['36.5', '37.5', '5', '4.5', '23,5'],
    ['37', '38', '5.5', '5', '24,0'],
    ['37.5', '38.5', '6', '5.5', '24,0'],
    ['38', '39', '6.5', '6', '24,5'],
    ['39', '40', '7', '6', '25,0'],
    ['39.5', '40.5', '7.5', '6.5', '25,5'],
    ['40', '41', '8', '7', '26,0'],
    ['41', '42', '8.5', '7.5', '26,5'],
    ['41.5', '42.5', '9', '8', '27,0'],
    ['42', '43', '9.5', '8.5', '27,5'],
    ['43', '44', '10', '9', '28,0'],
    ['43.5', '44.5', '10.5', '9.5', '28,5'],
    ['44', '45', '11', '10', '29,0'],
    ['44.5', '45.5', '11.5', '10.5', '29,5'],
    ['45', '46', '12', '11', '30,0'],
    ['46', '47', '12.5', '11.5', '30,5'],
  ],
  // Nike women's shoes, US 5.5 to US 10.
  woman: [
    ['35', '36', '5.5', '3', '22,5'],
    ['35.5', '36.5', '6', '3.5', '23,0'],
    ['36.5', '37.5', '6.5', '4', '23,5'],
    ['37', '38', '7', '4.5', '24,0'],
    ['37.5', '38.5', '7.5', '5', '24,5'],
    ['38', '39', '8', '5.5', '25,0'],
    ['39', '40', '8.5', '6', '25,5'],
    ['39.5', '40.5', '9', '6.5', '26,0'],
    ['40', '41', '9.5', '7', '26,5'],
    ['41', '42', '10', '7.5', '27,0'],
  ],
  // Nike kids' shoes, 12C to 4Y: C is the younger kids' scale, Y the older kids' one.
  kids: [
    ['28.5', '29.5', '12C', '11.5', '18,4'],
    ['29', '30', '12.5C', '12', '18,9'],
    ['30', '31', '13C', '12.5', '19,2'],
    ['30.5', '31.5', '13.5C', '13', '19,7'],
    ['31', '32', '1Y', '13.5', '20,2'],
    ['32', '33', '1.5Y', '1', '20,5'],
    ['32.5', '33.5', '2Y', '1.5', '21,0'],
    ['33', '34', '2.5Y', '2', '21,4'],
    ['34', '35', '3Y', '2.5', '21,7'],
    ['34.5', '35.5', '3.5Y', '3', '22,2'],
    ['35', '36', '4Y', '3.5', '22,4'],
  ],
};

/** The chart a product of this gender is sized on: unisex models use the men's chart. */
export function shoeChartFor(gender: ProductGender): readonly ShoeChartRow[] {
  return SHOE_SIZE_CHART[gender === 'unisex' ? 'man' : gender];
}
