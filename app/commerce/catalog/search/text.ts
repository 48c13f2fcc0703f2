/**
 * Text helpers of the catalogue search: how names and queries are cut into words, and the
 * one-typo comparison. Pure, so the matching rules are unit-tested without a database.
 */

/** Lower case, ё as е, and every run of non-letters and non-digits as a word break. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits) between
 * `a` and `b`, or between `a` and the best prefix of `b` when `prefix` is set. Gives up and
 * returns limit + 1 as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number, prefix = false): number {
  if (!prefix && Math.abs(a.length - b.length) > limit) return limit + 1;
  const columns = b.length + 1;
  let before = new Array<number>(columns).fill(0);
  let previous = Array.from({ length: columns }, (_, j) => j);
  let current = new Array<number>(columns).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  // `previous` now holds the last row: a against every prefix of b.
  const distance = prefix ? Math.min(...previous) : previous[b.length];
  return Math.min(distance, limit + 1);
}

/**
 * Typos forgiven in a word of this length: none below 4 letters (too many neighbours), one
 * up to 7, two from 8 ('кросовкии', 'адидасс кросовки').
 */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}
