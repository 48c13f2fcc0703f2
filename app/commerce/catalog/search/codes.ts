/**
 * Article numbers and codes in a query: the article a product page prints ('NIK-11811'),
 * the model code and the colour article code of a product's address. Shoppers copy them
 * with or without the dash, in any case ('nik 11811', 'nik11811'), so they are compared as
 * letters and digits only. Pure, so the rule is unit-tested without a database.
 */
import type { CatalogIndex } from '../index/catalog-index';
import { tokenize } from './text';

/** Shortest key taken for a code: anything shorter would catch ordinary words. */
const MIN_CODE_LENGTH = 5;

/**
 * The comparable form of a code, or undefined when the text cannot be one: letters and
 * digits only, lower case, with at least one digit (no word of a name is mistaken for a code).
 */
export function codeKey(text: string): string | undefined {
  const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return key.length >= MIN_CODE_LENGTH && /\p{N}/u.test(key) ? key : undefined;
}

/**
 * Code key → product slot, for every model's article and model code. One number per key
 * (not a list of colour slots): at 100,000 models the table stays a few megabytes.
 */
export function buildCodeTable(index: CatalogIndex): Map<string, number> {
  const table = new Map<string, number>();
  index.productCode.forEach((code, product) => {
    for (const text of [index.productArticle[product], code]) {
      const key = codeKey(text);
      if (key !== undefined) table.set(key, product);
    }
  });
  return table;
}

/**
 * The colour slots a code names, ascending: every colour of the model for an article or
 * model code, the one colour for a colour article code ('/product/{code}'); none otherwise.
 */
export function slotsOfCode(index: CatalogIndex, table: Map<string, number>, text: string): Int32Array {
  // Colour codes are slugs ('nike-dunk-low-10007-black'): the same words joined by dashes,
  // so a text finds the same as any other with the same words (the catalogue caches by them).
  const colorSlot = index.slotByCode.get(tokenize(text).join('-'));
  if (colorSlot !== undefined) return Int32Array.of(colorSlot);
  const key = codeKey(text);
  const product = key === undefined ? undefined : table.get(key);
  if (product === undefined) return new Int32Array(0);
  const slots: number[] = [];
  for (let slot = 0; slot < index.size; slot += 1) if (index.product[slot] === product) slots.push(slot);
  return Int32Array.from(slots);
}
