/** Size scales: every size a product type comes in for each gender, and one sort order across scales. */
import type { ProductGender } from './genders';
import { typeByCode, type ScaleKind } from './product-types';

/** RU shoe sizes from..to in half steps: '38', '38.5', … */
function halfSteps(from: number, to: number): string[] {
  const sizes: string[] = [];
  for (let v = from * 2; v <= to * 2; v += 1) sizes.push(String(v / 2));
  return sizes;
}

function wholeSteps(from: number, to: number): string[] {
  const sizes: string[] = [];
  for (let v = from; v <= to; v += 1) sizes.push(String(v));
  return sizes;
}

const CLOTHING = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** Kids' clothing is sized by height in centimetres, as Russian shops label it. */
const KIDS_CLOTHING = ['110', '116', '122', '128', '134', '140', '146', '152'];

const SIZE_SCALES: Record<ScaleKind, Record<ProductGender, readonly string[]>> = {
  shoes: {
    man: halfSteps(38, 46),
    woman: halfSteps(35, 41),
    unisex: halfSteps(36, 46),
    kids: halfSteps(28, 35),
  },
  slides: {
    man: wholeSteps(39, 46),
    woman: wholeSteps(35, 41),
    unisex: wholeSteps(36, 45),
    kids: wholeSteps(28, 35),
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
