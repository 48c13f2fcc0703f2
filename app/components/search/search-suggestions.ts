import type { SearchResponse } from '~/commerce/contract/search';

/** docs/product.md#constants-and-limits: the overlay shows up to 6 cards, and 'show all' when there are more. */
export const OVERLAY_CARDS = 6;

/** Where the overlay asks (GET /resources/search?q=…). */
export const SUGGESTIONS_PATH = '/resources/search';

/** The overlay's answer: the API's search result for `q`, or `failed` after a logged error. */
export type SearchSuggestions = SearchResponse & { q: string; failed: boolean };

/** The address of the results page for a text: '/search/?q=…'. */
export function searchPageHref(q: string): string {
  return `/search/?${new URLSearchParams({ q: q.trim() }).toString()}`;
}
