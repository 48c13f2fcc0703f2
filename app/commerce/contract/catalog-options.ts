// What a catalogue view may ask for, apart from the request schemas (./catalog-request): the
// catalogue and search pages read these in the browser, and importing the schemas for a number
// would bring zod along.

/** Cards per catalogue page: divides evenly into rows of 2, 3, 4 and 6. */
export const CATALOG_PAGE_SIZE = 24;
/** Longest search text the API looks at; longer input is cut, not refused. */
export const SEARCH_QUERY_MAX = 100;
/** Search needs at least this many characters (docs/product.md#constants-and-limits). */
export const SEARCH_QUERY_MIN = 2;

export const CATALOG_SORTS = ['popular', 'new', 'price', 'discount'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The sort options in menu order; the first is the default. */
export const SORT_OPTIONS: readonly { sort: CatalogSort; order: SortOrder; name: string }[] = [
  { sort: 'popular', order: 'desc', name: 'По популярности' },
  { sort: 'new', order: 'desc', name: 'Новинки' },
  { sort: 'price', order: 'asc', name: 'Сначала дешевле' },
  { sort: 'price', order: 'desc', name: 'Сначала дороже' },
  { sort: 'discount', order: 'desc', name: 'По размеру скидки' },
];
