/** Size scales: every size a product type comes in for each gender, and one sort order across scales. */
import type { ProductGender } from './genders';
import { typeByCode, type ScaleKind } from './product-types';
import { shoeChartFor } from './shoe-size-chart';

/**
 * RU shoe sizes of the size chart from..to: the chart's own steps, so every size a shoe comes
 * in has a row in the size table (the chart skips the half sizes its brand does not make).
 */
function chartSizes(gender: ProductGender, from: number, to: number): string[] {
  return shoeChartFor(gender)
    .map(([ru]) => ru)
    .filter((ru) => Number(ru) >= from && Number(ru) <= to);
}

/** Slides come in whole sizes only: the chart's whole RU sizes from..to. */
function wholeChartSizes(gender: ProductGender, from: number, to: number): string[] {
  return chartSizes(gender, from, to).filter((ru) => Number.isInteger(Number(ru)));
}

const CLOTHING = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** Kids' clothing is sized by height in centimetres, as Russian shops label it. */
const KIDS_CLOTHING = ['110', '116', '122', '128', '134', '140', '146', '152'];

const SIZE_SCALES: Record<ScaleKind, Record<ProductGender, readonly string[]>> = {
  shoes: {
    man: chartSizes('man', 38, 46),
    woman: chartSizes('woman', 35, 41),
    unisex: chartSizes('unisex', 36, 46),
    kids: chartSizes('kids', 28, 35),
  },
  slides: {
    man: wholeChartSizes('man', 39, 46),
    woman: wholeChartSizes('woman', 35, 41),
    unisex: wholeChartSizes('unisex', 36, 45),
    kids: wholeChartSizes('kids', 28, 35),
  },
  clothing: { man: CLOTHING.slice(1), woman: CLOTHING.slice(0, 5), unisex: CLOTHING, kids: KIDS_CLOTHING },
  underwear: {
    man: ['S', 'M', 'L', 'XL', 'XXL'],
    woman: ['XS', 'S', 'M', 'L', 'XL'],
    unisex: CLOTHING,
    kids: ['122', '128', '134', '140'],
  },
  socks: {
    man: ['39-42', '43-46'],
    woman: ['35-38', '39-42'],
    unisex: ['35-38', '39-42', '43-46'],
    kids: ['27-30', '31-34'],
  },
  'one-size': { man: ['OS'], woman: ['OS'], unisex: ['OS'], kids: ['OS'] },
};

/**
 * Every size of a type for a gender, smallest first (the order is the display order).
 * Unknown type codes give an empty list.
 */
export function sizeScale(typeCode: string, gender: ProductGender): readonly string[] {
  const type = typeByCode(typeCode);
  return type ? SIZE_SCALES[type.scale][gender] : [];
}

/** Sort weight of a size across every scale, for size filters that mix types. */
export function sizeSortKey(size: string): number {
  const clothing = CLOTHING.indexOf(size);
  if (clothing >= 0) return 1000 + clothing;
  if (size === 'OS') return 2000;
  const first = Number.parseFloat(size);
  return Number.isFinite(first) ? first : 3000;
}
