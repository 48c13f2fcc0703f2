import type { ProductSize } from '~/commerce/contract/product';
import type { SizeSystem } from '~/commerce/contract/size-system-names';

// How the size picker names a size in the system the shopper chose (docs/product.md#sizes-and-my-size). The conversions
// come with each footwear size from the API ('EU', 'US M', 'US W', 'US', 'UK', 'см').

/** The switch's button texts; RU reads RUS as in the spec's 'Размер RUS'. */
export const SYSTEM_LABELS: Record<SizeSystem, string> = {
  RU: 'RUS',
  EU: 'EU',
  US: 'US',
  UK: 'UK',
  CM: 'см',
};

/** The picker's heading in a system: 'Размер RUS', 'Размер EU' … 'Длина стопы, см'. */
export const pickerHeading = (system: SizeSystem) =>
  system === 'CM' ? 'Длина стопы, см' : `Размер ${SYSTEM_LABELS[system]}`;

/** The conversion columns that stand for a system; for US the women's chart on women's shoes. */
function columnsOf(system: SizeSystem, gender: string): string[] {
  if (system === 'US') return gender === 'woman' ? ['US W', 'US'] : ['US M', 'US'];
  return [system === 'CM' ? 'см' : system];
}

/** The conversion column shown first, or null when RU or when this size has none of it. */
function shownColumn(size: ProductSize, system: SizeSystem, gender: string): string | null {
  if (system === 'RU' || !size.conversions) return null;
  return (
    columnsOf(system, gender).find((column) => size.conversions!.some((c) => c.system === column)) ?? null
  );
}

/** The size's number in the chosen system; RU when it has no such conversion (clothing, say). */
export function sizeLabel(size: ProductSize, system: SizeSystem, gender: string): string {
  const column = shownColumn(size, system, gender);
  return size.conversions?.find((c) => c.system === column)?.value ?? size.ru;
}

/** The other systems of a size, for the hover line: 'RU 42 · US M 9 · UK 8 · 27 см'. */
export function otherSystemsText(size: ProductSize, system: SizeSystem, gender: string): string | undefined {
  if (!size.conversions?.length) return undefined;
  const column = shownColumn(size, system, gender);
  const others = size.conversions
    .filter((c) => c.system !== column)
    .map((c) => (c.system === 'см' ? `${c.value} см` : `${c.system} ${c.value}`));
  return [...(column ? [`RU ${size.ru}`] : []), ...others].join(' · ');
}
