/**
 * Sizes, colours, gender and brand written into a search text: 'кроссовки 42', 'черные кеды',
 * 'женские кеды', 'кроссовки найк 43'. They become the catalogue's own filters (size in
 * stock, colour, gender, brand) and the rest stays the text searched, so the search page can
 * show them as filters the shopper removes like any other. Pure: the words come stemmed and
 * matched, so the rules are unit-tested without a database.
 */
import type { CatalogIndex } from '../index/catalog-index';
import { hasSize } from '../index/stock-masks';
import type { Lexicon } from './lexicon';

/** Filter values read from a text, as the catalogue's filter map spells them. */
export interface QueryFilter {
  brand?: string[];
  color?: string[];
  gender?: string[];
  size?: string[];
}

export interface SplitQuery {
  /** The words left to search as text ('кроссовки'). */
  text: string;
  filter: QueryFilter;
}

/** A word of the text with the stems the search matched it to. */
export interface SplitWord {
  word: string;
  stems: string[];
}

/** Words that say a size follows or precedes: 'кроссовки 42 размер', '42 р'. */
const SIZE_MARKERS = new Set(['размер', 'размера', 'размеры', 'размеров', 'разм', 'р', 'рр', 'size']);
/** Letter sizes taken without a marker; S, M and L only after 'размер' (too short to be sure). */
const LETTER_SIZES = new Set(['xs', 'xl', 'xxl']);
/** A colour word is an adjective ('черные'), not a noun sharing its stem ('белье'). */
const ADJECTIVE = /(ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ых|их|ую|юю|ым|им)$/;
/** Which product genders a gender word lists, as the gendered pages do. */
const GENDER_FILTER: Readonly<Record<string, string[]>> = {
  man: ['man', 'unisex'],
  woman: ['woman', 'unisex'],
  kids: ['kids'],
};

/**
 * The text's words with sizes kept whole ('42.5', '42,5'): lower case, ё as е, every other
 * sign a break. Same words as the search's tokenize otherwise: a model code that starts with
 * digits stays one word as in the names ('2002r', '990v6'), while a size typed together with
 * a Russian word still comes apart ('42размер').
 */
export function queryTokens(q: string): string[] {
  return (
    q
      .toLowerCase()
      .replace(/ё/g, 'е')
      .match(/\d+[a-z][a-z\d]*|\d+(?:[.,]\d+)?|[\p{L}\p{N}]+/gu) ?? []
  );
}

type Kind = 'text' | 'marker' | 'size' | 'gender' | 'color' | 'brand';

interface Classified {
  word: string;
  kind: Kind;
  values: string[];
}

function slotsNamed(stems: string[], table: Map<string, number[]>): Set<number> | undefined {
  if (stems.length === 0) return undefined;
  const slots = new Set<number>();
  for (const stem of stems) {
    const named = table.get(stem);
    if (!named) return undefined;
    for (const slot of named) slots.add(slot);
  }
  return slots;
}

function classify(lexicon: Lexicon, index: CatalogIndex, words: SplitWord[]): Classified[] {
  const marked = words.some((w) => SIZE_MARKERS.has(w.word));
  return words.map(({ word, stems }, i): Classified => {
    if (SIZE_MARKERS.has(word)) return { word, kind: 'marker', values: [] };
    const size = /^\d/.test(word) ? word.replace(',', '.') : word.toUpperCase();
    const letterSize = LETTER_SIZES.has(word) || (marked && /^[sml]$/.test(word));
    if ((/^\d/.test(word) || letterSize) && index.sizes.byCode.has(size)) {
      // 'пегасус 41' names the model Pegasus 41; 'кроссовки 41' asks for a size.
      const before = i > 0 ? words[i - 1].stems : [];
      const inName = before.some((stem) => lexicon.numberAfter.get(word)?.has(stem));
      if (!inName) return { word, kind: 'size', values: [size] };
    }
    if (stems.length > 0 && stems.every((s) => lexicon.genderStems.has(s))) {
      const genders = new Set(stems.flatMap((s) => GENDER_FILTER[lexicon.genderStems.get(s)!]));
      return { word, kind: 'gender', values: [...genders] };
    }
    const colors = ADJECTIVE.test(word) ? slotsNamed(stems, lexicon.colorStems) : undefined;
    if (colors) return { word, kind: 'color', values: [...colors].map((c) => index.colors.codes[c]) };
    const brands = slotsNamed(stems, lexicon.brandStems);
    if (brands) return { word, kind: 'brand', values: [...brands].map((b) => index.brands.codes[b]) };
    return { word, kind: 'text', values: [] };
  });
}

function intersect(lists: string[][]): string[] {
  return lists.reduce((kept, list) => kept.filter((v) => list.includes(v)));
}

/**
 * Splits a text into the words to search and the filters it names. At least one word stays
 * text (a brand, else a colour, else a gender word is kept back for that): 'найк 43' is
 * Nike in size 43, not every article in 43. Words whose filters contradict each other
 * ('черные белые') stay text.
 */
export function splitQuery(lexicon: Lexicon, index: CatalogIndex, words: SplitWord[]): SplitQuery {
  const classified = classify(lexicon, index, words);
  const text = () => classified.filter((c) => c.kind === 'text').map((c) => c.word);
  for (const kind of ['brand', 'color', 'gender'] as const) {
    if (text().length > 0) break;
    for (const c of classified) if (c.kind === kind) c.kind = 'text';
  }
  if (text().length === 0) return { text: words.map((w) => w.word).join(' '), filter: {} };

  const filter: QueryFilter = {};
  const valuesOf = (kind: Kind) => classified.filter((c) => c.kind === kind).map((c) => c.values);
  const sizes = valuesOf('size').flat();
  if (sizes.length > 0) filter.size = [...new Set(sizes)];
  const genders = valuesOf('gender').flat();
  if (genders.length > 0) filter.gender = [...new Set(genders)];
  // 'темно синие': every colour word narrows; 'нью баланс': the brand both words name.
  const colors = valuesOf('color');
  if (colors.length > 0) {
    const both = intersect(colors);
    if (both.length > 0) filter.color = both;
    else for (const c of classified) if (c.kind === 'color') c.kind = 'text';
  }
  const brands = valuesOf('brand');
  if (brands.length > 0) {
    const both = intersect(brands);
    filter.brand = both.length > 0 ? both : [...new Set(brands.flat())];
  }
  return { text: text().join(' '), filter };
}

/** True when the filter names nothing. */
export function isEmptyQueryFilter(filter: QueryFilter): boolean {
  return Object.keys(filter).length === 0;
}

/** The slots that pass a text's filter (sizes: in stock in some shop), ascending. */
export function applyQueryFilter(index: CatalogIndex, slots: Int32Array, filter: QueryFilter): Int32Array {
  if (isEmptyQueryFilter(filter)) return slots;
  const table = (codes: string[] | undefined, dict: CatalogIndex['brands']) =>
    codes ? new Set(codes.map((code) => dict.byCode.get(code) ?? -1)) : undefined;
  const brands = table(filter.brand, index.brands);
  const colors = table(filter.color, index.colors);
  const genders = table(filter.gender, index.genders);
  const sizeBits = (filter.size ?? [])
    .map((code) => index.sizes.byCode.get(code) ?? -1)
    .filter((b) => b >= 0);
  return slots.filter((slot) => {
    if (brands && !brands.has(index.brand[slot])) return false;
    if (colors && !colors.has(index.color[slot])) return false;
    if (genders && !genders.has(index.gender[slot])) return false;
    if (filter.size) {
      return sizeBits.some((bit) => hasSize(index, slot, bit));
    }
    return true;
  });
}
