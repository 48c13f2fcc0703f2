// The order list pages with "show more" (?shown=20), like the news and the catalogue: spec §2
// answers a page-number parameter with a 301 (docs/decisions/news-paging.md). The API gives
// ten orders a page.

export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_SHOWN_PARAM = 'shown';
/** More pages than anyone orders; a longer address is a 404 rather than a burst of API calls. */
const MAX_PAGES = 30;

/** API pages an address asks for: 1 without ?shown=, shown / 10 for whole pages, null (404) otherwise. */
export function orderPagesOf(shown: string | null): number | null {
  if (shown === null) return 1;
  if (!/^\d{1,4}$/.test(shown)) return null;
  const pages = Number(shown) / ORDERS_PAGE_SIZE;
  return Number.isInteger(pages) && pages >= 1 && pages <= MAX_PAGES ? pages : null;
}

/** The list's address with one page more, or null when every order is shown. */
export function nextOrdersHref(pages: number, totalPages: number): string | null {
  return pages < totalPages ? `?${ORDERS_SHOWN_PARAM}=${(pages + 1) * ORDERS_PAGE_SIZE}` : null;
}
