/**
 * A query typed with the keyboard on the other layout: 'yfqr' is 'найк' typed on the
 * English layout, and 'сщтмукыу' is 'converse' typed on the Russian one.
 * The Russian ЙЦУКЕН and the English QWERTY layouts share the keys, so each letter maps
 * to the letter on the same key. Pure, so the rule is unit-tested without a database.
 */

// Keys in the same order on both layouts (letters only, plus the punctuation keys that
// carry Russian letters: [ ] ; ' , . ` ).
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillic = new Map([...LATIN].map((key, i) => [key, CYRILLIC[i]]));
const toLatin = new Map([...CYRILLIC].map((key, i) => [key, LATIN[i]]));

/**
 * The text as if typed on the other layout, or undefined when it cannot have been:
 * it must hold letters of one alphabet only (a mixed 'nike кроссовки' was typed on purpose).
 * Upper case is folded; digits, spaces and other signs stay as they are.
 */
export function switchLayout(text: string): string | undefined {
  const lower = text.toLowerCase();
  const latin = /[a-z]/.test(lower);
  const cyrillic = /[а-яё]/.test(lower);
  if (latin === cyrillic) return undefined;
  const map = latin ? toCyrillic : toLatin;
  // On the English layout the Russian letters х ъ ж э б ю ё sit on punctuation keys,
  // so those signs are converted too when the text is Latin.
  return [...lower].map((char) => map.get(char) ?? char).join('');
}

/**
 * Below this many articles a typed text is worth trying on the other layout too: the
 * overlay shows six cards, and a wrong-layout text ('rhjccs') often matches a stray article
 * or two by a typo of some short word.
 */
export const FEW_HITS = 6;

/** How many times more articles the other layout must find to be searched instead. */
export const LAYOUT_GAIN = 5;

/**
 * Whether the text on the other layout is what the shopper meant: the typed text finds
 * nothing, or far less (fewer than FEW_HITS articles while the other finds LAYOUT_GAIN times
 * as many).
 */
export function preferOtherLayout(typedHits: number, switchedHits: number): boolean {
  if (switchedHits === 0) return false;
  if (typedHits === 0) return true;
  return typedHits < FEW_HITS && switchedHits >= typedHits * LAYOUT_GAIN;
}
