/**
 * Which colour articles a search text finds. Every word of the query must match (AND);
 * a word matches the stems it shares with the catalogue (morphology: 'кроссовка' finds
 * 'кроссовки'), the words it starts (typing: 'крос' finds 'кроссовки'), and, only when it
 * matches nothing else, words one typo away ('кросовки', 'nkie'), also as a prefix. A word
 * in Russian letters that matches nothing as written is tried transliterated ('пума' → 'puma').
 */
import type { Lexicon } from './lexicon';
import { editDistance, typoAllowance } from './text';
import { hasCyrillic, transliterate } from './transliterate';

export interface QueryWord {
  word: string;
  /** Its stem; '' for a stop word, which is skipped. */
  stem: string;
}

export interface SearchMatch {
  /** 1 for every colour slot the query finds. */
  hits: Uint8Array;
  /** The same slots, ascending. */
  slots: Int32Array;
  /** The stems each query word was matched to (stop words left out). */
  stemsPerWord: string[][];
  /**
   * 1 for the hits every word of which matched as written (its own stem: a brand, model or
   * product word), not only through a prefix or a typo; these rank first. Absent: none did.
   */
  exact?: Uint8Array;
}

/** Index of the first word >= `word` in a sorted list. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Stems a query word stands for, most exact first; empty when nothing is near. */
export function stemsForWord(lexicon: Lexicon, query: QueryWord): string[] {
  const stems = new Set<string>();
  const add = (word: string) => {
    const stem = lexicon.stemOf.get(word);
    if (stem && lexicon.postings.has(stem)) stems.add(stem);
  };
  const addStarting = (start: string) => {
    for (let i = lowerBound(lexicon.words, start); i < lexicon.words.length; i += 1) {
      const word = lexicon.words[i];
      if (!word.startsWith(start)) break;
      add(word);
    }
  };
  if (lexicon.postings.has(query.stem)) stems.add(query.stem);
  addStarting(query.word);
  if (stems.size > 0) return [...stems];
  // A Latin name written in Russian letters: 'пума' is 'puma', 'саломон' 'salomon'.
  const spellings = [query.word];
  if (hasCyrillic(query.word)) {
    spellings.push(transliterate(query.word));
    addStarting(spellings[1]);
    if (stems.size > 0) return [...stems];
  }

  for (const spelling of spellings) {
    const allowance = typoAllowance(spelling);
    if (allowance === 0) continue;
    for (const word of lexicon.words) {
      if (editDistance(spelling, word, allowance) <= allowance) add(word);
    }
    if (stems.size > 0) return [...stems];
    // A typo in a form the catalogue does not use: 'футбока' is a letter from the stem of
    // 'футболки', two from the word.
    if (spelling === query.word && query.stem.length >= 5) {
      const stemAllowance = typoAllowance(query.stem);
      for (const stem of lexicon.postings.keys()) {
        if (editDistance(query.stem, stem, stemAllowance) <= stemAllowance) stems.add(stem);
      }
      if (stems.size > 0) return [...stems];
    }
    // Still typing with a typo: 'кросо' is one edit from the start of 'кроссовки'.
    if (spelling.length >= 5) {
      for (const word of lexicon.words) {
        if (editDistance(spelling, word, allowance, true) <= allowance) add(word);
      }
    }
    if (stems.size > 0) return [...stems];
  }
  return [...stems];
}

/** The slots every meaningful query word matches. No meaningful word: nothing found. */
export function matchQuery(lexicon: Lexicon, size: number, words: readonly QueryWord[]): SearchMatch {
  const meaningful = words.filter((w) => w.stem !== '');
  const stemsPerWord = meaningful.map((w) => stemsForWord(lexicon, w));
  const hits = new Uint8Array(size);
  if (meaningful.length === 0 || stemsPerWord.some((stems) => stems.length === 0)) {
    return { hits, slots: new Int32Array(0), stemsPerWord };
  }
  // Start from the rarest word's articles and keep those every other word also matches.
  const postings = stemsPerWord
    .map((stems) => stems.map((stem) => lexicon.postings.get(stem)!))
    .sort((a, b) => a.reduce((n, l) => n + l.length, 0) - b.reduce((n, l) => n + l.length, 0));
  const union = (lists: Int32Array[], mark: Uint8Array) => {
    for (const list of lists) for (let i = 0; i < list.length; i += 1) mark[list[i]] = 1;
  };
  union(postings[0], hits);
  for (const lists of postings.slice(1)) {
    const also = new Uint8Array(size);
    union(lists, also);
    for (let slot = 0; slot < size; slot += 1) hits[slot] &= also[slot];
  }
  const slots: number[] = [];
  for (let slot = 0; slot < size; slot += 1) if (hits[slot] === 1) slots.push(slot);
  return { hits, slots: Int32Array.from(slots), stemsPerWord, exact: exactHits(lexicon, meaningful, hits) };
}

/** See SearchMatch.exact: the hits in the postings of every word's own stem. */
function exactHits(lexicon: Lexicon, words: readonly QueryWord[], hits: Uint8Array): Uint8Array | undefined {
  const own = words.map((w) => lexicon.postings.get(w.stem));
  if (own.some((list) => list === undefined)) return undefined;
  const counts = new Uint8Array(hits.length);
  for (const list of own) for (let i = 0; i < list!.length; i += 1) counts[list![i]] += 1;
  const exact = new Uint8Array(hits.length);
  for (let slot = 0; slot < hits.length; slot += 1)
    exact[slot] = hits[slot] & (counts[slot] === own.length ? 1 : 0);
  return exact;
}
