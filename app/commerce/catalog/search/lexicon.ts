/**
 * The search vocabulary of the catalogue index: every word a colour article can be found by
 * (its name, brand, type, group, gender and colour), each with its Russian stem, and the
 * articles behind every stem. Stems come from PostgreSQL's 'russian' text-search
 * configuration, so 'кроссовка' and 'кроссовки' meet at 'кроссовк'.
 */
import type { CatalogIndex } from '../index/catalog-index';
import { buildCodeTable } from './codes';
import { cyrillicSpellings } from './latin-spellings';
import { tokenize } from './text';

/** Words that put a gender in a query: 'мужские кроссовки'. Unisex articles answer both. */
const GENDER_WORDS: Readonly<Record<string, readonly string[]>> = {
  man: ['мужские', 'мужской', 'мужская', 'мужское', 'мужчин', 'мужчинам', 'парней', 'мальчиков'],
  woman: ['женские', 'женский', 'женская', 'женское', 'женщин', 'женщинам', 'девушек'],
  kids: ['детские', 'детский', 'детская', 'детское', 'детей', 'детям', 'дети', 'девочек', 'малышей'],
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
  /** Stem → colour slots (palette entries) whose name has it. */
  colorStems: Map<string, number[]>;
  /**
   * A number of a product name → stems of the words before it ('41' → 'pegasus', 'пегасус'):
   * in 'пегасус 41' the number is the model's, in 'кроссовки 41' a size.
   */
  numberAfter: Map<string, Set<string>>;
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
  /** Words that come only from curated synonyms: a stop word among them ('с') is dropped. */
  synonymOnly: Set<string>;
  /** Russian spellings of names' Latin words that are no word of a name themselves. */
  spellingOnly: Set<string>;
}

/** Each product slot's type slot (every colour of a model has the model's type). */
function productTypes(index: CatalogIndex): Int32Array {
  const types = new Int32Array(index.productName.length);
  for (let slot = 0; slot < index.size; slot += 1) types[index.product[slot]] = index.type[slot];
  return types;
}

/**
 * A product's words: its name's, the Russian spellings of its Latin words ('cortez' →
 * 'кортез'), and the curated terms its type and name words earn ('hoodie' → 'худи').
 */
function productWordsOf(
  index: CatalogIndex,
  synonymOnly: Set<string>,
  spellingOnly: Set<string>,
): string[][] {
  const typeOf = productTypes(index);
  const byName = new Map<string, string[]>();
  const named = index.synonyms.filter((s) => s.nameWords.length > 0);
  return index.productName.map((name, product) => {
    const typeCode = index.types.codes[typeOf[product]];
    const key = `${typeCode}\u0000${name}`;
    let words = byName.get(key);
    if (!words) {
      const tokens = tokenize(name);
      const all = new Set(tokens);
      for (const token of tokens) {
        for (const spelling of cyrillicSpellings(token)) {
          if (!all.has(spelling)) spellingOnly.add(spelling);
          all.add(spelling);
        }
      }
      for (const synonym of named) {
        if (synonym.typeCode !== null && synonym.typeCode !== typeCode) continue;
        if (!synonym.nameWords.some((w) => all.has(w))) continue;
        for (const word of tokenize(synonym.term)) {
          if (!all.has(word)) synonymOnly.add(word);
          all.add(word);
        }
      }
      byName.set(key, (words = [...all]));
    }
    return words;
  });
}

/**
 * A brand's words: its name's, its code's and its aliases', and each name of several words also
 * written together ('New Balance' → 'newbalance', 'нью баланс' → 'ньюбаланс'), as shoppers
 * type it; a typo of the joined form ('ньюбеланс') then meets it like any word.
 */
function brandWords(name: string, code: string, aliases: readonly string[]): string[] {
  const words = new Set(tokenize(`${name} ${code} ${aliases.join(' ')}`));
  for (const spelling of [name, ...aliases]) {
    const parts = tokenize(spelling);
    if (parts.length > 1) words.add(parts.join(''));
  }
  return [...words];
}

function gatherWords(index: CatalogIndex): SlotWords {
  const genderWords = (code: string) =>
    code === 'unisex'
      ? [...GENDER_WORDS.unisex, ...GENDER_WORDS.man, ...GENDER_WORDS.woman]
      : [...(GENDER_WORDS[code] ?? [])];
  const synonymOnly = new Set<string>();
  const spellingOnly = new Set<string>();
  // A term for a whole type names the type, so it also leads to the type's page ('шлепанцы').
  const typeTerms = (code: string) =>
    index.synonyms.filter((s) => s.typeCode === code && s.nameWords.length === 0).map((s) => s.term);
  const type = index.types.codes.map((code, i) => {
    const own = tokenize(index.types.names[i]);
    const extra = tokenize(typeTerms(code).join(' ')).filter((w) => !own.includes(w));
    for (const word of extra) synonymOnly.add(word);
    return [...own, ...extra];
  });
  const words: SlotWords = {
    index,
    product: productWordsOf(index, synonymOnly, spellingOnly),
    brand: index.brands.codes.map((code, i) =>
      brandWords(index.brands.names[i], code, index.brandAliases[i]),
    ),
    type,
    group: index.groups.names.map((name) => tokenize(name)),
    gender: index.genders.codes.map(genderWords),
    color: index.colors.names.map((name, i) => tokenize(`${name} ${index.colors.codes[i]}`)),
    synonymOnly,
    spellingOnly,
  };
  // A word the catalogue itself uses is the catalogue's, never dropped as a stop word.
  for (const list of [words.brand, words.group, words.gender, words.color])
    for (const entry of list) for (const word of entry) synonymOnly.delete(word);
  index.productName.forEach((name) => {
    for (const word of tokenize(name)) {
      synonymOnly.delete(word);
      spellingOnly.delete(word);
    }
  });
  index.types.names.forEach((name) => {
    for (const word of tokenize(name)) synonymOnly.delete(word);
  });
  return words;
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

/** See Lexicon.numberAfter. */
function numbersInNames(index: CatalogIndex, stemOf: Map<string, string>): Map<string, Set<string>> {
  const after = new Map<string, Set<string>>();
  for (const name of new Set(index.productName)) {
    const tokens = tokenize(name);
    for (let i = 1; i < tokens.length; i += 1) {
      if (!/^\d+$/.test(tokens[i])) continue;
      let stems = after.get(tokens[i]);
      if (!stems) after.set(tokens[i], (stems = new Set()));
      for (const word of [tokens[i - 1], ...cyrillicSpellings(tokens[i - 1])]) {
        const stem = stemOf.get(word);
        if (stem) stems.add(stem);
      }
    }
  }
  return after;
}

/** Builds the lexicon of an index once its words are stemmed (see lexiconWords). */
export function buildLexicon(index: CatalogIndex, stems: Map<string, string>): Lexicon {
  const words = gatherWords(index);
  // A catalogue word is never a stop word: the brand 'On' must stay findable. A stop word
  // of a curated term ('толстовка с капюшоном') is left out like a query's.
  const stemOf = new Map(
    [...stems]
      .filter(([word, stem]) => stem !== '' || !words.synonymOnly.has(word))
      .map(([word, stem]) => [word, stem || word]),
  );
  const stemLists = (list: string[][]) => list.map((entry) => stemsOf(entry, stemOf));
  const brandStems = stemLists(words.brand);
  const typeStems = stemLists(words.type);
  const groupStems = stemLists(words.group);
  const genderStems = stemLists(words.gender);
  const colorStems = stemLists(words.color);
  // A spelling never passes for the catalogue's own words: 'Short Watch Hat' spelt 'шорт'
  // must not be found by 'шорты'.
  const reserved = new Set([typeStems, groupStems, genderStems, colorStems].flat(2));
  const ownWords = (list: string[]) =>
    list.filter((w) => !(words.spellingOnly.has(w) && reserved.has(stemOf.get(w) ?? '')));
  // Products of one name share their word list: stem each list once.
  const stemmedLists = new Map<string[], string[]>();
  const productStems = words.product.map((list) => {
    let stemmed = stemmedLists.get(list);
    if (!stemmed) stemmedLists.set(list, (stemmed = stemsOf(ownWords(list), stemOf)));
    return stemmed;
  });

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
    colorStems: invert(words.color, stemOf),
    numberAfter: numbersInNames(index, stemOf),
    codes: buildCodeTable(index),
  };
}
