// The catalogue's address bar: every filtered, sorted or extended view is a shareable link.
// Filters use the contract's readable form (brand=nike&brand=puma&size=42&price_from=5000
// &price_to=12000&waterproof=Y), then sort=price&order=asc, then shown=48 for "show more".
// `page` is never used: the spec's route rule answers any page-number parameter with a 301
// (docs/decisions/0007-catalog-show-more.md).
import {
  filterFromSearchParams,
  filterToSearchParams,
  LIST_CODES,
  type CatalogFilterValue,
} from '~/commerce/contract/catalog-filters';
import {
  CATALOG_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SORT_OPTIONS,
  type CatalogSort,
  type SortOrder,
} from '~/commerce/contract/catalog-options';

/** How many pages one document renders at most; a longer `shown` slides the window. */
export const SHOWN_WINDOW_PAGES = 4;
/** The deepest page a link may ask for (the API's own limit). */
const MAX_PAGE = 100_000;
/** Values per filter code kept from a URL; more is a hand-made address, not a shopper's choice. */
const MAX_VALUES_PER_CODE = 60;
const MAX_VALUE_LENGTH = 100;

export type SortChoice = { sort: CatalogSort; order: SortOrder };

/** What a catalogue or search URL asks for. */
export type CatalogUrlState = {
  filter: CatalogFilterValue;
  /** Undefined for the default sort (popularity). */
  sort?: SortChoice;
  /** The search text of /search/ pages. */
  q?: string;
  /** Products shown: a whole number of pages, at least one page. */
  shown: number;
};

function readPrice(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Math.round(Number(text));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The filter of a URL, cleaned so the API never sees a malformed value (bad prices are dropped). */
function readFilter(params: URLSearchParams): CatalogFilterValue {
  const raw = filterFromSearchParams(params);
  const filter: CatalogFilterValue = {};
  for (const code of LIST_CODES) {
    const values = [...new Set(raw[code] ?? [])]
      .map((v) => v.trim())
      .filter((v) => v !== '' && v.length <= MAX_VALUE_LENGTH)
      .slice(0, MAX_VALUES_PER_CODE);
    if (values.length > 0) filter[code] = values;
  }
  let from = readPrice(params.get('price_from'));
  let to = readPrice(params.get('price_to'));
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  if (from !== undefined || to !== undefined) filter.price = { from, to };
  for (const [code, on] of Object.entries(raw)) {
    if (on === true) (filter as Record<string, unknown>)[code] = true;
  }
  return filter;
}

/** A sort of SORT_OPTIONS named by the URL; the default one and unknown ones give undefined. */
function readSort(params: URLSearchParams): SortChoice | undefined {
  const sort = params.get('sort');
  const order = params.get('order');
  const option = SORT_OPTIONS.find((o) => o.sort === sort && (!order || o.order === order));
  if (!option || option === SORT_OPTIONS[0]) return undefined;
  return { sort: option.sort, order: option.order };
}

/** Rounds `shown` up to whole pages, within one page and the deepest page. */
export function normalizeShown(value: number, pageSize = CATALOG_PAGE_SIZE): number {
  if (!Number.isFinite(value) || value <= pageSize) return pageSize;
  return Math.min(Math.ceil(value / pageSize), MAX_PAGE) * pageSize;
}

/** Reads a catalogue or search URL's query. `q` only counts on search pages (the caller says). */
export function readCatalogUrl(params: URLSearchParams, options: { search?: boolean } = {}): CatalogUrlState {
  const state: CatalogUrlState = {
    filter: readFilter(params),
    sort: readSort(params),
    shown: normalizeShown(Number(params.get('shown') ?? CATALOG_PAGE_SIZE)),
  };
  if (options.search) {
    const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX);
    if (q) state.q = q;
  }
  return state;
}

/** The query string of a state, '' when it asks for nothing beyond the section itself. */
export function catalogQuery(state: Partial<CatalogUrlState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of filterToSearchParams(state.filter ?? {})) params.append(key, value);
  if (state.sort) {
    params.set('sort', state.sort.sort);
    params.set('order', state.sort.order);
  }
  if (state.shown && state.shown > CATALOG_PAGE_SIZE) params.set('shown', String(state.shown));
  return params.toString();
}

/** The address of a state on a section: '/catalog/man/?brand=nike&sort=price&order=asc'. */
export function catalogHref(pathname: string, state: Partial<CatalogUrlState>): string {
  const query = catalogQuery(state);
  return query ? `${pathname}?${query}` : pathname;
}

/** True when the URL narrows or reorders the section (a filter, a sort, a search text). */
export function isRefined(state: CatalogUrlState): boolean {
  return Boolean(state.q || state.sort || hasFilter(state.filter));
}

/** True when any filter is chosen. */
export function hasFilter(filter: CatalogFilterValue): boolean {
  return Object.values(filter).some((v) =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'object' ? v.from !== undefined || v.to !== undefined : v,
  );
}

/** The pages one document renders for `shown`: the last SHOWN_WINDOW_PAGES of them. */
export function pageWindow(shown: number, pageSize = CATALOG_PAGE_SIZE): { first: number; last: number } {
  const last = Math.max(1, Math.ceil(shown / pageSize));
  return { first: Math.max(1, last - SHOWN_WINDOW_PAGES + 1), last };
}

/**
 * The catalogue section a page address names: '/catalog/man/obuv' → '/catalog/man/obuv/'
 * (docs/product.md#route-rules: trailing slashes are ignored when matching).
 */
export function sectionPathOf(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, '/');
  return path.endsWith('/') ? path : `${path}/`;
}
