// The catalogue's filters as a request carries them: the filter codes, the value a client builds,
// and how that value is written in a storefront URL. The catalogue page reads these in the
// browser; the request's checks are in ./catalog-filter-schemas, so zod stays on the server.

// ---------------------------------------------------------------------------------------
// Filter codes and their request values
// ---------------------------------------------------------------------------------------

/**
 * Every filter the catalogue offers, by code. The request's `filter` maps a code to its
 * value: a list of option values for list-like filters, `{from, to}` for price, `true`
 * for a switch. Codes the API does not know and values it has no option for are ignored.
 */
export const FILTER_CODES = {
  category: 'category',
  gender: 'gender',
  brand: 'brand',
  size: 'size',
  color: 'color',
  price: 'price',
  season: 'season',
  waterproof: 'waterproof',
  bestseller: 'bestseller',
  collab: 'collab',
  recycled: 'recycled',
  store: 'store',
} as const;
export type FilterCode = (typeof FILTER_CODES)[keyof typeof FILTER_CODES];

/** Switch filters: on or off, one item each. */
export const SWITCH_CODES = ['waterproof', 'bestseller', 'collab', 'recycled'] as const;
export type SwitchCode = (typeof SWITCH_CODES)[number];
/** Filters whose value is a list of option values. */
export const LIST_CODES = ['category', 'gender', 'brand', 'size', 'color', 'season', 'store'] as const;
export type ListCode = (typeof LIST_CODES)[number];

/** Codes of hidden filters: the page's fixed conditions, sent back unchanged by clients. */
export const HIDDEN_CODES = { section: 'section', q: 'q' } as const;

export type { PriceRangeInput } from './catalog-filter-schemas';

export const PRICE_MESSAGES = {
  notNumber: 'Цена должна быть числом',
  negative: 'Цена не может быть отрицательной',
  reversed: 'Цена «от» не может быть больше цены «до»',
  shape: 'Диапазон цены задаётся как {from, to}',
} as const;

/** What a client builds: list values per code, a price range, switches as true. */
export type CatalogFilterValue = {
  [K in ListCode]?: string[];
} & {
  [K in SwitchCode]?: boolean;
} & { price?: { from?: number; to?: number } };

// ---------------------------------------------------------------------------------------
// Catalogue URLs: how a filtered view is written in the storefront's address bar
// ---------------------------------------------------------------------------------------

/**
 * Search parameters of a filtered catalogue URL: one `code=value` per chosen option
 * (brand=nike&brand=puma), `price_from`/`price_to`, `waterproof=Y` for switches. The
 * brands page and search page links use this form, and filterFromSearchParams reads it back.
 */
export function filterToSearchParams(filter: CatalogFilterValue): URLSearchParams {
  const params = new URLSearchParams();
  for (const code of LIST_CODES) for (const value of filter[code] ?? []) params.append(code, value);
  if (filter.price?.from !== undefined) params.set('price_from', String(filter.price.from));
  if (filter.price?.to !== undefined) params.set('price_to', String(filter.price.to));
  for (const code of SWITCH_CODES) if (filter[code]) params.set(code, 'Y');
  return params;
}

/** Reads a filter back from URL search parameters (see filterToSearchParams). */
export function filterFromSearchParams(params: URLSearchParams): CatalogFilterValue {
  const filter: CatalogFilterValue = {};
  for (const code of LIST_CODES) {
    const values = params.getAll(code).filter((v) => v !== '');
    if (values.length > 0) filter[code] = values;
  }
  const from = params.get('price_from');
  const to = params.get('price_to');
  if (from || to) {
    filter.price = {};
    if (from) filter.price.from = Number(from);
    if (to) filter.price.to = Number(to);
  }
  for (const code of SWITCH_CODES) if (params.get(code) === 'Y') filter[code] = true;
  return filter;
}

/** The storefront URL of a catalogue section with a filter: '/catalog/man/?brand=nike'. */
export function catalogUrl(sectionUrl: string, filter: CatalogFilterValue = {}): string {
  const query = filterToSearchParams(filter).toString();
  return query ? `${sectionUrl}?${query}` : sectionUrl;
}
