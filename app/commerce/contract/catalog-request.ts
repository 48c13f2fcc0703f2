// The catalogue requests (GET /api/catalog/ query, POST body), the sort options, the search text.
// The values a browser needs (page size, search lengths, sort options) live in ./catalog-options,
// so the pages that read them do not bring these schemas, and zod, to the browser.
import { z } from 'zod';
import { CatalogFilterInputSchema } from './catalog-filter-schemas';
import { CATALOG_SORTS, SEARCH_QUERY_MAX, SORT_OPTIONS, SORT_ORDERS } from './catalog-options';
import { PageNumberSchema } from './common';

export * from './catalog-options';

export const SORT_MESSAGES = {
  sort: 'Неизвестная сортировка',
  order: 'Неизвестный порядок сортировки',
  combination: 'Такой сортировки нет',
} as const;

export const CatalogSortSchema = z.enum(CATALOG_SORTS, {
  errorMap: () => ({ message: SORT_MESSAGES.sort }),
});
export const SortOrderSchema = z.enum(SORT_ORDERS, {
  errorMap: () => ({ message: SORT_MESSAGES.order }),
});

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
