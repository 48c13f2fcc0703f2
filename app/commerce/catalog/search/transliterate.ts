import { CYRILLIC_TO_LATIN } from '../cyrillic-latin';

/**
 * Cyrillic → Latin the way Russians spell foreign brand and model names in Russian letters
 * ('пума' → 'puma', 'саломон' → 'salomon', 'ванс' → 'vans', 'кортез' → 'kortez', one typo
 * from 'cortez'). Spellings no letter rule reaches ('найк' for Nike) are brand aliases in
 * the database instead. Pure, so the rule is unit-tested without a database.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ...CYRILLIC_TO_LATIN,
  // 'хока' is Hoka, 'хелли' Helly: brand names write х as h, not kh; щ likewise as sch.
  х: 'h',
  щ: 'sch',
};

/** The word in Latin letters; letters without a rule (Latin, digits) stay as they are. */
export function transliterate(word: string): string {
  return [...word.toLowerCase()].map((char) => LETTERS[char] ?? char).join('');
}

/** True when the word has a Cyrillic letter (only such words are worth transliterating). */
export function hasCyrillic(word: string): boolean {
  return /[а-яё]/i.test(word);
}
