/**
 * Shoe size conversions for the size tables, from the definitions of the systems rather than
 * from one brand's chart (brands differ by up to half a size, the tables say so):
 * - RU is EU minus one, as Russian shops label shoes;
 * - EU (Paris points) counts 2/3 cm of the last, and the last is 1.5 cm longer than the foot;
 * - UK counts 1/3 inch of the last: adult size = 3 × last − 25, child size = 3 × last − 12,
 *   child sizes run to 13.5 and then adult sizes start again at 1;
 * - US men's = UK + 1, women's = UK + 2, kids' = UK + ½ (C for child sizes, Y after 13.5C).
 * Half sizes are rounded to the nearest half.
 */

export type ShoeGender = 'man' | 'woman' | 'kids';

const CM_PER_INCH = 2.54;
/** How much longer the last is than the foot. */
const ALLOWANCE_CM = 1.5;

function roundHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/** A number as sizes are written on tags and cards: '42.5', '8'. */
export function sizeLabel(value: number): string {
  return String(value);
}

/** Foot length in cm for a RU size, one decimal, written the Russian way: '26,5'. */
export function footLengthCm(ru: number): string {
  const eu = ru + 1;
  const cm = (eu * 2) / 3 - ALLOWANCE_CM;
  return (Math.round(cm * 10) / 10).toFixed(1).replace('.', ',');
}

/** Last length in inches for a RU size. */
function lastInches(ru: number): number {
  return ((ru + 1) * 2) / 3 / CM_PER_INCH;
}

/** UK size on the child scale (up to 13.5) or adult scale (from 1), and which one it is. */
function ukSize(ru: number, gender: ShoeGender): { value: number; child: boolean } {
  if (gender !== 'kids') return { value: roundHalf(3 * lastInches(ru) - 25), child: false };
  const childScale = roundHalf(3 * lastInches(ru) - 12);
  return childScale >= 14 ? { value: childScale - 13, child: false } : { value: childScale, child: true };
}

/** US size for a UK size: men +1, women +2, kids +½ with the child/youth letter. */
function usSize(uk: { value: number; child: boolean }, gender: ShoeGender): string {
  if (gender === 'man') return sizeLabel(uk.value + 1);
  if (gender === 'woman') return sizeLabel(uk.value + 2);
  // On the child scale 13.5 is the last 'C' size; UK 13.5 + ½ is already youth 1.
  const onChildScale = (uk.child ? uk.value : uk.value + 13) + 0.5;
  return onChildScale >= 14 ? `${sizeLabel(onChildScale - 13)}Y` : `${sizeLabel(onChildScale)}C`;
}

/** The columns of a shoe size table. */
export const SHOE_COLUMNS = ['RU', 'EU', 'US', 'UK', 'Длина стопы, см'];

/** One row of a shoe table for a RU size written as on the card ('42.5'). */
export function shoeRow(ruLabel: string, gender: ShoeGender): string[] {
  const ru = Number(ruLabel);
  if (!Number.isFinite(ru)) throw new Error(`Not a shoe size: ${ruLabel}`);
  const uk = ukSize(ru, gender);
  return [ruLabel, sizeLabel(ru + 1), usSize(uk, gender), sizeLabel(uk.value), footLengthCm(ru)];
}
