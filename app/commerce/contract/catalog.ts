import { z } from 'zod';
import { PageNumberSchema } from './common';
import { BreadcrumbSchema, ProductCardSchema } from './product';

/** Cards per catalogue page: divides evenly into rows of 2, 3, 4 and 6. */
export const CATALOG_PAGE_SIZE = 24;
/** Longest search text the API looks at; longer input is cut, not refused. */
export const SEARCH_QUERY_MAX = 100;
/** Search needs at least this many characters (spec §9). */
export const SEARCH_QUERY_MIN = 2;

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

export const PRICE_MESSAGES = {
  notNumber: 'Цена должна быть числом',
  negative: 'Цена не может быть отрицательной',
  reversed: 'Цена «от» не может быть больше цены «до»',
  shape: 'Диапазон цены задаётся как {from, to}',
} as const;

/** One end of the price range: a number or numeric text, whole roubles; empty means open. */
const priceBound = z.unknown().transform((value, ctx): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: PRICE_MESSAGES.notNumber });
    return z.NEVER;
  }
  if (number < 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: PRICE_MESSAGES.negative });
    return z.NEVER;
  }
  return Math.round(number);
});

/** The price filter's value: whole roubles; either end may be left open. */
export const PriceRangeInputSchema = z
  .object({ from: priceBound, to: priceBound }, { invalid_type_error: PRICE_MESSAGES.shape })
  .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, {
    message: PRICE_MESSAGES.reversed,
    path: ['from'],
  });
export type PriceRangeInput = z.infer<typeof PriceRangeInputSchema>;

/**
 * The request's filter map. Only price is checked strictly (a malformed range is a 400);
 * every other code is read leniently by the API and unknown codes are dropped.
 */
export const CatalogFilterInputSchema = z
  .object({ price: PriceRangeInputSchema.optional() }, { invalid_type_error: 'Фильтр должен быть объектом' })
  .catchall(z.unknown());

/** What a client builds: list values per code, a price range, switches as true. */
export type CatalogFilterValue = {
  [K in ListCode]?: string[];
} & {
  [K in SwitchCode]?: boolean;
} & { price?: { from?: number; to?: number } };

// ---------------------------------------------------------------------------------------
// Sort
// ---------------------------------------------------------------------------------------

export const SORT_MESSAGES = {
  sort: 'Неизвестная сортировка',
  order: 'Неизвестный порядок сортировки',
  combination: 'Такой сортировки нет',
} as const;

export const CatalogSortSchema = z.enum(['popular', 'new', 'price', 'discount'], {
  errorMap: () => ({ message: SORT_MESSAGES.sort }),
});
export type CatalogSort = z.infer<typeof CatalogSortSchema>;
export const SortOrderSchema = z.enum(['asc', 'desc'], {
  errorMap: () => ({ message: SORT_MESSAGES.order }),
});
export type SortOrder = z.infer<typeof SortOrderSchema>;

/** The sort options in menu order; the first is the default. */
export const SORT_OPTIONS: readonly { sort: CatalogSort; order: SortOrder; name: string }[] = [
  { sort: 'popular', order: 'desc', name: 'По популярности' },
  { sort: 'new', order: 'desc', name: 'Новинки' },
  { sort: 'price', order: 'asc', name: 'Сначала дешевле' },
  { sort: 'price', order: 'desc', name: 'Сначала дороже' },
  { sort: 'discount', order: 'desc', name: 'По размеру скидки' },
];

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

const pathField = z
  .string({ invalid_type_error: 'Путь раздела должен быть строкой' })
  .max(500, 'Слишком длинный путь раздела');

/** Search text: trimmed and cut to SEARCH_QUERY_MAX characters (long input is not an error). */
export const SearchQueryTextSchema = z
  .string({ invalid_type_error: 'Поисковый запрос должен быть строкой' })
  .transform((q) => q.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim());

/** GET /api/catalog/?path=/catalog/man/obuv/ — the first screen of a catalogue page. */
export const CatalogQuerySchema = z.object({
  path: pathField.default('/catalog/'),
  q: SearchQueryTextSchema.optional(),
});

/**
 * POST /api/catalog/ — a filtered, sorted page. `path` names the section ('/catalog/' for
 * the whole catalogue, '/search/' or '/catalog/' with `q` for search results). Sort and
 * order must be one of SORT_OPTIONS; an order alone takes the default sort's.
 */
export const CatalogRequestSchema = z
  .object({
    path: pathField.default('/catalog/'),
    filter: CatalogFilterInputSchema.default({}),
    sort: CatalogSortSchema.optional(),
    order: SortOrderSchema.optional(),
    page: PageNumberSchema,
    q: SearchQueryTextSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.sort && !body.order) return;
    const sort = body.sort ?? 'popular';
    const known = SORT_OPTIONS.some((o) => o.sort === sort && (!body.order || o.order === body.order));
    if (!known)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: SORT_MESSAGES.combination, path: ['order'] });
  });
export type CatalogRequest = z.input<typeof CatalogRequestSchema>;

// ---------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------

/** An option of a list-like filter; `count` is what choosing it alone would show. */
export const FilterItemSchema = z.object({
  value: z.string(),
  title: z.string(),
  checked: z.boolean(),
  count: z.number().int(),
  /** True when choosing it would show nothing given the other filters. */
  disabled: z.boolean(),
});
export type FilterItem = z.infer<typeof FilterItemSchema>;

/** A category option: groups at depth 1, their types at depth 2 (with the group as parent). */
export const CategoryItemSchema = FilterItemSchema.extend({
  depth_level: z.union([z.literal(1), z.literal(2)]),
  parent: z.string().nullable(),
});
export const ColorItemSchema = FilterItemSchema.extend({ hex: z.string() });

const filterBase = {
  code: z.string(),
  name: z.string(),
  expanded: z.boolean(),
  additionalInfo: z.object({ alwaysOpen: z.boolean() }),
};

export const ListFilterSchema = z.object({
  ...filterBase,
  type: z.literal('list'),
  items: z.array(z.union([CategoryItemSchema, FilterItemSchema])),
});
export const CheckboxFilterSchema = z.object({
  ...filterBase,
  type: z.literal('checkbox'),
  items: z.array(FilterItemSchema),
});
export const BubblesFilterSchema = z.object({
  ...filterBase,
  type: z.literal('bubbles'),
  items: z.array(FilterItemSchema),
});
export const ColorsFilterSchema = z.object({
  ...filterBase,
  type: z.literal('colors'),
  items: z.array(ColorItemSchema),
});
/** Price: min and max of what the other filters leave, from and to as chosen (or min, max). */
export const RangeFilterSchema = z.object({
  ...filterBase,
  type: z.literal('range'),
  min: z.number().int(),
  max: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});
export const SwitchFilterSchema = z.object({
  ...filterBase,
  type: z.literal('switch'),
  item: FilterItemSchema,
});
/** Shops grouped by city, the shopper's city first. */
export const StoreFilterSchema = z.object({
  ...filterBase,
  type: z.literal('store'),
  cities: z.array(z.object({ cityId: z.number().int(), name: z.string(), items: z.array(FilterItemSchema) })),
});
export const HiddenFilterSchema = z.object({
  ...filterBase,
  type: z.literal('hidden'),
  values: z.array(z.string()),
});

export const CatalogFilterSchema = z.discriminatedUnion('type', [
  ListFilterSchema,
  CheckboxFilterSchema,
  BubblesFilterSchema,
  ColorsFilterSchema,
  RangeFilterSchema,
  SwitchFilterSchema,
  StoreFilterSchema,
  HiddenFilterSchema,
]);
export type CatalogFilter = z.infer<typeof CatalogFilterSchema>;

export const SortOptionSchema = z.object({
  sort: CatalogSortSchema,
  order: SortOrderSchema,
  selected: z.boolean(),
  name: z.string(),
});

export const PaginationSchema = z.object({
  current: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  pageSize: z.number().int(),
});

/** A catalogue banner (banners of type catalog_1x1 and catalog_2x1). */
export const CatalogBannerSchema = z.object({
  headText: z.string(),
  desktopUrl: z.string(),
  mobileUrl: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

/** A quick link to a child section, with how many articles it lists. */
export const CatalogTagSchema = z.object({ name: z.string(), url: z.string(), count: z.number().int() });

export const GenderLinkSchema = z.object({
  code: z.string(),
  name: z.string(),
  url: z.string(),
  selected: z.boolean(),
});

export const CatalogResponseSchema = z.object({
  catalogBody: z.object({
    products: z.array(ProductCardSchema),
    catalogBanners: z.object({
      banner1x1: CatalogBannerSchema.nullable(),
      banner2x1: CatalogBannerSchema.nullable(),
    }),
    tags: z.array(CatalogTagSchema),
    pagination: PaginationSchema,
    sort: z.array(SortOptionSchema),
    filter: z.array(CatalogFilterSchema),
  }),
  genderLinks: z.array(GenderLinkSchema),
  seo: z.object({ h1: z.string(), url: z.string(), seoText: z.string() }),
  breadcrumbs: z.array(BreadcrumbSchema),
});
export type CatalogResponse = z.infer<typeof CatalogResponseSchema>;

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
