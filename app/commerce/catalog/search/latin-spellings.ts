/**
 * How Russians write a Latin model name in Russian letters: 'Cortez' is 'кортез', 'Samba'
 * 'самба', 'Air Max' 'аир макс' or 'эйр макс', 'Force' 'форс', 'Dunk' 'данк', 'Chelsea'
 * 'челси'. The search index adds these spellings to the words of every product whose name
 * has the Latin word, so the shopper's Russian spelling meets the model (stems, prefixes and
 * typos then work as for any word). Two spellings per word: letter by letter, and as the
 * English is pronounced; what neither reaches is a curated synonym. Pure, so unit-tested.
 */

/** Letter groups first (longest first), then single letters. */
const GROUPS: readonly [string, string][] = [
  ['sch', 'ш'],
  ['tch', 'ч'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ck', 'к'],
  ['qu', 'кв'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['yo', 'йо'],
  ['ye', 'е'],
  ['x', 'кс'],
  ['j', 'дж'],
];

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  y: 'й',
  z: 'з',
};

/** English sounds the letters do not show, for the second spelling. */
const SPOKEN: readonly [RegExp, string][] = [
  // A short u after a consonant sounds like а: 'dunk' 'данк', 'runner' 'раннер' (not 'ultra').
  [/(?<=[bcdfghjklmnpqrstvwxz])u(?=[bcdfgklmnprstvz]{1,2}([^aeiouy]|e?r|$))/g, 'a'],
  // c before e, i, y is с even when the e is silent: 'force' → 'форс'.
  [/c(?=[eiy])/g, 's'],
  [/ee|ea/g, 'i'],
  [/oo/g, 'u'],
  [/ou/g, 'au'],
  [/ie$/, 'i'],
  [/a[iy]/g, 'ey'],
  // A silent final e: 'force' is 'форс', 'slide' 'слайд'.
  [/([bcdfgklmnprstvz])e$/, '$1'],
  [/([bcdfgklmnprstvz])\1/g, '$1'],
];

function letterByLetter(word: string): string {
  let out = '';
  for (let i = 0; i < word.length;) {
    const group = GROUPS.find(([latin]) => word.startsWith(latin, i));
    if (group) {
      out += group[1];
      i += group[0].length;
      continue;
    }
    const char = word[i];
    // c before e, i, y is с ('force' → 'форсе', 'cinema'); otherwise к ('cortez').
    if (char === 'c') out += /[eiy]/.test(word[i + 1] ?? '') ? 'с' : 'к';
    // y between consonants or at the end is a vowel: 'gym', 'sporty'.
    else if (char === 'y') out += /[aeiou]/.test(word[i - 1] ?? '') ? 'й' : 'и';
    else out += LETTERS[char] ?? char;
    i += 1;
  }
  return out;
}

/**
 * Russian spellings of a Latin word of a product name (lower case), most literal first;
 * none for words that are not Latin letters only or shorter than 3 letters ('on', '90').
 */
export function cyrillicSpellings(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word)) return [];
  const spoken = SPOKEN.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);
  const spellings = new Set([letterByLetter(word), letterByLetter(spoken)]);
  // An initial e is often written э: 'era' → 'эра'.
  for (const spelling of [...spellings]) if (spelling.startsWith('е')) spellings.add(`э${spelling.slice(1)}`);
  return [...spellings];
}
