import { NEWS_PAGE_SIZE } from '~/commerce/contract/content';

// The news list pages with "show more" (?shown=12), like the catalogue: the spec's route rule
// answers any page-number parameter with a 301, and one address that holds every article shown
// so far is what a reader sharing the list expects. See docs/decisions/0008-news-paging.md.

export const NEWS_SHOWN_PARAM = 'shown';

/** More pages than any shop writes news for; a longer address is a 404, not 50 API calls. */
export const NEWS_MAX_PAGES = 50;

/**
 * How many API pages an address asks for: 1 without ?shown=, shown / 6 for a whole number of
 * pages, null (a 404) for anything else (?shown=7, ?shown=abc, ?shown=0, too many pages).
 */
export function newsPagesOf(shown: string | null): number | null {
  if (shown === null) return 1;
  if (!/^\d{1,6}$/.test(shown)) return null;
  const value = Number(shown);
  if (value < NEWS_PAGE_SIZE || value % NEWS_PAGE_SIZE !== 0) return null;
  const pages = value / NEWS_PAGE_SIZE;
  return pages <= NEWS_MAX_PAGES ? pages : null;
}

/** The address of the list with one page more, or null when every article is shown. */
export function nextNewsHref(pages: number, totalPages: number): string | null {
  return pages < totalPages ? `?${NEWS_SHOWN_PARAM}=${(pages + 1) * NEWS_PAGE_SIZE}` : null;
}
