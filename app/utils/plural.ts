/** The three Russian word forms: for 1 (товар), for 2–4 (товара), for 5–20 (товаров). */
export type RuForms = readonly [one: string, few: string, many: string];

/**
 * Chooses the Russian form for a count: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14,
 * 111–114 → many. Fractions take the "few" form (1,5 товара), as Russian grammar does.
 */
export function pluralRu(n: number, forms: RuForms): string {
  if (!Number.isInteger(n)) return forms[1];
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
