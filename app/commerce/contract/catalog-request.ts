// The catalogue requests (GET /api/catalog/ query, POST body), the sort options, the search text.
import { z } from 'zod';
import { CatalogFilterInputSchema } from './catalog-filters';
import { PageNumberSchema } from './common';

/** Cards per catalogue page: divides evenly into rows of 2, 3, 4 and 6. */
export const CATALOG_PAGE_SIZE = 24;
/** Longest search text the API looks at; longer input is cut, not refused. */
export const SEARCH_QUERY_MAX = 100;
/** Search needs at least this many characters (spec §9). */
export const SEARCH_QUERY_MIN = 2;

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

/** Longest section path the catalogue API reads; no section of ours comes near it. */
export const SECTION_PATH_MAX = 500;

const pathField = z
  .string({ invalid_type_error: 'Путь раздела должен быть строкой' })
  .max(SECTION_PATH_MAX, 'Слишком длинный путь раздела');

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
