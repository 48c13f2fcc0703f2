import { SHOE_SIZE_CHART, type ShoeChartRow } from './taxonomy/shoe-size-chart';
import type { ProductGender } from './taxonomy/genders';

// A shoe's RU size in the other systems (docs/product.md#sizes-and-my-size), read from the same chart as the size
// tables of /support/size-table: EU, US (men's and women's), UK and foot length in cm.

export interface SizeConversion {
  /** 'EU', 'US M', 'US W', 'US', 'UK', 'см' */
  system: string;
  value: string;
}

function rowOf(chart: readonly ShoeChartRow[], ru: string): ShoeChartRow | undefined {
  return chart.find(([rowRu]) => rowRu === ru);
}

/**
 * The conversions of a footwear size, or undefined for clothing, accessories and sizes the
 * chart lacks. Adults get both US columns: the same foot is a different US number on the men's
 * and the women's chart, and shoppers know the one they buy by.
 */
export function sizeConversions(
  ru: string,
  gender: ProductGender,
  groupCode: string,
): SizeConversion[] | undefined {
  if (groupCode !== 'obuv') return undefined;
  const own = rowOf(SHOE_SIZE_CHART[gender === 'unisex' ? 'man' : gender], ru);
  if (!own) return undefined;
  const [, eu, us, uk, cm] = own;
  const us_: SizeConversion[] =
    gender === 'kids'
      ? [{ system: 'US', value: us }]
      : [
          { system: 'US M', value: rowOf(SHOE_SIZE_CHART.man, ru)?.[2] ?? '' },
          { system: 'US W', value: rowOf(SHOE_SIZE_CHART.woman, ru)?.[2] ?? '' },
        ].filter((c) => c.value !== '');
  return [{ system: 'EU', value: eu }, ...us_, { system: 'UK', value: uk }, { system: 'см', value: cm }];
}
