/**
 * The search vocabulary of the catalogue index: every word a colour article can be found by
 * (its name, brand, type, group, gender and colour), each with its Russian stem, and the
 * articles behind every stem. Stems come from PostgreSQL's 'russian' text-search
 * configuration, so 'кроссовка' and 'кроссовки' meet at 'кроссовк'.
 */
import type { CatalogIndex } from '../index/catalog-index';
import { buildCodeTable } from './codes';
import { tokenize } from './text';

/** Words that put a gender in a query: 'мужские кроссовки'. Unisex articles answer both. */
const GENDER_WORDS: Readonly<Record<string, readonly string[]>> = {
  man: ['мужские', 'мужской', 'мужчин', 'мужчинам'],
  woman: ['женские', 'женский', 'женщин', 'женщинам'],
  kids: ['детские', 'детский', 'детей', 'детям', 'дети'],
  unisex: ['унисекс'],
};

export interface Lexicon {
  /** Raw word → its stem ('' for a stop word). */
  stemOf: Map<string, string>;
  /** Every raw word, sorted, for prefix lookups. */
  words: string[];
  /** Stem → colour slots, ascending. */
  postings: Map<string, Int32Array>;
  /** Stem → brand slots whose name has it. */
  brandStems: Map<string, number[]>;
  /** Stem → type slots whose name has it. */
  typeStems: Map<string, number[]>;
  /** Stem → group slots whose name has it. */
  groupStems: Map<string, number[]>;
  /** Stem → section gender ('man' | 'woman' | 'kids') it names. */
  genderStems: Map<string, string>;
  /** Articles and model codes (see codeKey) → the model's product slot. */
  codes: Map<string, number>;
}

/** The words every slot of a dictionary entry or product carries. */
interface SlotWords {
  index: CatalogIndex;
  product: string[][];
  brand: string[][];
  type: string[][];
  group: string[][];
  gender: string[][];
  color: string[][];
}

function gatherWords(index: CatalogIndex): SlotWords {
  const genderWords = (code: string) =>
    code === 'unisex'
      ? [...GENDER_WORDS.unisex, ...GENDER_WORDS.man, ...GENDER_WORDS.woman]
      : [...(GENDER_WORDS[code] ?? [])];
  return {
    index,
    product: index.productName.map((name) => tokenize(name)),
    brand: index.brands.codes.map((code, i) =>
      tokenize(`${index.brands.names[i]} ${code} ${index.brandAliases[i].join(' ')}`),
    ),
    type: index.types.names.map((name) => tokenize(name)),
    group: index.groups.names.map((name) => tokenize(name)),
    gender: index.genders.codes.map(genderWords),
    color: index.colors.names.map((name, i) => tokenize(`${name} ${index.colors.codes[i]}`)),
  };
}

/** Every distinct word of the catalogue, to be stemmed in one database call. */
export function lexiconWords(index: CatalogIndex): string[] {
  const words = gatherWords(index);
  const all = new Set<string>();
  for (const list of [words.product, words.brand, words.type, words.group, words.gender, words.color]) {
    for (const entry of list) for (const word of entry) all.add(word);
  }
  return [...all];
}

function stemsOf(words: readonly string[], stemOf: Map<string, string>): string[] {
  const stems = new Set<string>();
  for (const word of words) {
    const stem = stemOf.get(word);
    if (stem) stems.add(stem);
  }
  return [...stems];
}

function invert(entries: readonly string[][], stemOf: Map<string, string>): Map<string, number[]> {
  const map = new Map<string, number[]>();
  entries.forEach((words, slot) => {
    for (const stem of stemsOf(words, stemOf)) {
      const list = map.get(stem) ?? [];
      list.push(slot);
      map.set(stem, list);
    }
  });
  return map;
}

/** Builds the lexicon of an index once its words are stemmed (see lexiconWords). */
export function buildLexicon(index: CatalogIndex, stems: Map<string, string>): Lexicon {
  // A catalogue word is never a stop word: the brand 'On' must stay findable.
  const stemOf = new Map([...stems].map(([word, stem]) => [word, stem || word]));
  const words = gatherWords(index);
  const productStems = words.product.map((list) => stemsOf(list, stemOf));
  const stemLists = (list: string[][]) => list.map((entry) => stemsOf(entry, stemOf));
  const brandStems = stemLists(words.brand);
  const typeStems = stemLists(words.type);
  const groupStems = stemLists(words.group);
  const genderStems = stemLists(words.gender);
  const colorStems = stemLists(words.color);

  const lists = new Map<string, number[]>();
  for (let slot = 0; slot < index.size; slot += 1) {
    const stems = new Set([
      ...productStems[index.product[slot]],
      ...brandStems[index.brand[slot]],
      ...typeStems[index.type[slot]],
      ...groupStems[index.group[slot]],
      ...genderStems[index.gender[slot]],
      ...colorStems[index.color[slot]],
    ]);
    for (const stem of stems) {
      let list = lists.get(stem);
      if (!list) lists.set(stem, (list = []));
      list.push(slot);
    }
  }
  const postings = new Map<string, Int32Array>();
  for (const [stem, list] of lists) postings.set(stem, Int32Array.from(list));

  const genderStemMap = new Map<string, string>();
  for (const code of ['man', 'woman', 'kids']) {
    for (const stem of stemsOf(GENDER_WORDS[code], stemOf)) genderStemMap.set(stem, code);
  }

  return {
    stemOf,
    words: [...stemOf.keys()].sort(),
    postings,
    brandStems: invert(words.brand, stemOf),
    typeStems: invert(words.type, stemOf),
    groupStems: invert(words.group, stemOf),
    genderStems: genderStemMap,
    codes: buildCodeTable(index),
  };
}
