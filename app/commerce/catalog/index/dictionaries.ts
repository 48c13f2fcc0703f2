/** Dictionaries of the catalogue index: codes and names by slot, and the brands' display order. */

export interface Dictionary {
  codes: string[];
  names: string[];
  byCode: Map<string, number>;
}

export function dictionary(entries: readonly { code: string; name: string }[]): Dictionary {
  return {
    codes: entries.map((e) => e.code),
    names: entries.map((e) => e.name),
    byCode: new Map(entries.map((e, i) => [e.code, i])),
  };
}

/** Adds codes the database has but the taxonomy does not know, named by their code. */
export function withExtras(
  known: readonly { code: string; name: string }[],
  seen: Iterable<string>,
): { code: string; name: string }[] {
  const entries = [...known];
  const codes = new Set(known.map((k) => k.code));
  for (const code of seen) {
    if (!codes.has(code)) {
      codes.add(code);
      entries.push({ code, name: code });
    }
  }
  return entries;
}

const latinFirst = /^[A-Za-z]/;

/** Brand display order: digits, then Latin, then Cyrillic, each A–Z by Russian collation. */
export function compareBrandNames(a: string, b: string): number {
  const rank = (name: string) => (/^[0-9]/.test(name) ? 0 : latinFirst.test(name) ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b, 'ru', { sensitivity: 'base' });
}
