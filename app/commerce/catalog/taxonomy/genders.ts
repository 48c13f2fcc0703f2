/** Genders of products and of catalogue pages, and which products a page of each gender lists. */

/** The gender stored on a product. Unisex products appear in both men's and women's pages. */
export type ProductGender = 'man' | 'woman' | 'unisex' | 'kids';
/** The gender of a catalogue page. */
export type SectionGender = 'man' | 'woman' | 'kids';

export interface GenderInfo {
  code: ProductGender;
  /** Menu and filter label (the old filter spells these in lower case: мужчинам, унисекс). */
  name: string;
}

export const GENDERS: readonly GenderInfo[] = [
  { code: 'man', name: 'Мужчинам' },
  { code: 'woman', name: 'Женщинам' },
  { code: 'kids', name: 'Детям' },
  { code: 'unisex', name: 'Унисекс' },
];

export const SECTION_GENDERS: readonly SectionGender[] = ['man', 'woman', 'kids'];

/** Which product genders a page of the given gender lists; undefined (no gender) lists all. */
export function productGendersFor(gender: SectionGender | null | undefined): ProductGender[] {
  if (gender === 'man') return ['man', 'unisex'];
  if (gender === 'woman') return ['woman', 'unisex'];
  if (gender === 'kids') return ['kids'];
  return ['man', 'woman', 'unisex', 'kids'];
}
