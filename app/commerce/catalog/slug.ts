import { CYRILLIC_TO_LATIN } from './cyrillic-latin';

/**
 * URL slug of a name: lower-case Latin letters, digits and single hyphens; Cyrillic is
 * transliterated ('Котофей Спринт' → 'kotofey-sprint'), apostrophes vanish (Levi's → levis).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[а-яё]/g, (ch) => CYRILLIC_TO_LATIN[ch] ?? '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
