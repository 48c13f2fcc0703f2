// Prices are whole roubles (docs/product.md#constants-and-limits: currency RUB, Russian locale, no fraction digits).
const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

// ICU versions disagree on the separator (U+00A0 in Node 20, U+202F in some browsers). One fixed
// no-break space keeps server and browser markup identical, so hydration never sees a mismatch.
const ANY_SPACE = /[\s\u00a0\u202f]/g;

/** Formats whole roubles the Russian way: 12990 → '12 990 ₽' (no-break spaces, no kopecks). */
export function formatRub(value: number): string {
  return rubles.format(value).replace(ANY_SPACE, '\u00a0');
}
