// The texts the search overlay and the results page share, apart from the overlay's code: the
// results page's first load carries these lines, not the overlay's results list.

/** docs/product.md#overlays-and-other-screens: the overlay's empty text. */
export const NOTHING_FOUND = 'К сожалению, товаров по запросу не найдено';

/** docs/product.md#search-spellings: what was searched instead of a text typed on the other keyboard layout. */
export function correctedQueryText(searched: string): string {
  return `Показаны результаты по запросу «${searched}»`;
}
