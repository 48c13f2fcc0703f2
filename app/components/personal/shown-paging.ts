// Lists of the personal area with 'Показать ещё' (favourites, bonus history) keep how much is
// shown in ?shown=N (N items, whole pages): docs/product.md#route-rules answers a page-number parameter with a 301,
// so the address never says `page`. The loader asks the API for pages 1 … N / pageSize.

export const SHOWN_PARAM = 'shown';
/** More pages than anyone scrolls through; a longer address is cut to this. */
const MAX_PAGES = 30;

/** API pages the address asks for: 1 without or with a malformed ?shown=, else shown / pageSize rounded up. */
export function pagesShown(url: URL, pageSize: number): number {
  const shown = url.searchParams.get(SHOWN_PARAM);
  if (shown === null || !/^\d{1,5}$/.test(shown)) return 1;
  return Math.min(MAX_PAGES, Math.max(1, Math.ceil(Number(shown) / pageSize)));
}

/** The list's address showing `pages` pages (no parameter for the first page only). */
export function shownHref(url: URL, pages: number, pageSize: number): string {
  const next = new URL(url);
  if (pages <= 1) next.searchParams.delete(SHOWN_PARAM);
  else next.searchParams.set(SHOWN_PARAM, String(pages * pageSize));
  return `${next.pathname}${next.search}`;
}

/**
 * After removals the list may have fewer pages than the address shows: the address of the
 * last page that exists (docs/product.md#flows: move to the last page when the current exceeds the count),
 * or null when the address is right as it is.
 */
export function steppedBackHref(
  url: URL,
  pages: number,
  totalPages: number,
  pageSize: number,
): string | null {
  const last = Math.max(1, totalPages);
  const asked = url.searchParams.get(SHOWN_PARAM);
  const canonical = shownHref(url, Math.min(pages, last), pageSize);
  return pages > last || (asked !== null && canonical !== `${url.pathname}${url.search}`) ? canonical : null;
}

/** The address with one page more, or null when everything is shown. */
export function nextShownHref(url: URL, pages: number, totalPages: number, pageSize: number): string | null {
  return pages < totalPages ? shownHref(url, pages + 1, pageSize) : null;
}

/** Loads pages 1 … `pages` of a paged API list in parallel and joins their items. */
export async function loadPages<T extends { totalPages: number }, I>(
  pages: number,
  load: (page: number) => Promise<T>,
  itemsOf: (page: T) => I[],
): Promise<{ first: T; items: I[] }> {
  const all = await Promise.all(Array.from({ length: pages }, (_, i) => load(i + 1)));
  return { first: all[0], items: all.flatMap(itemsOf) };
}
