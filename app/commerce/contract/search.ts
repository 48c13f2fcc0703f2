import { z } from 'zod';
import { SearchQueryTextSchema } from './catalog-request';
import { ProductCardSchema } from './product';

/** Popular queries offered at most. */
export const POPULAR_QUERIES_SHOWN = 8;

/** Cards the search answer carries by default; the overlay shows up to 6 (docs/product.md#constants-and-limits). */
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 24;

/** GET /api/search/?q=кроссовки&limit=8 — q shorter than 2 characters finds nothing. */
export const SearchQuerySchema = z.object({
  q: SearchQueryTextSchema.default(''),
  limit: z.coerce
    .number({ invalid_type_error: 'Лимит должен быть числом' })
    .int('Лимит должен быть целым числом')
    .min(1, 'Лимит должен быть не меньше 1')
    .max(SEARCH_MAX_LIMIT, `Лимит должен быть не больше ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});

/** A link to a catalogue page: a section, or the catalogue filtered by a brand. */
export const SearchPageLinkSchema = z.object({ name: z.string(), url: z.string() });

/** A section where the matches are, with how many of them it holds. */
export const SearchSectionSchema = z.object({ name: z.string(), url: z.string(), count: z.number().int() });

/** The search answer of docs/product.md#entities: cards, one matching page, sections and the total count. */
export const SearchResponseSchema = z.object({
  elements: z.array(ProductCardSchema),
  page: SearchPageLinkSchema.nullable(),
  sections: z.array(SearchSectionSchema),
  count: z.number().int(),
  /** The text searched instead of q when q found nothing as typed (the other keyboard layout). */
  correctedQuery: z.string().optional(),
  /**
   * When nothing is found (or q is too short): the most frequent searches of the last 30
   * days that found something, to offer instead of a dead end ('Популярные запросы').
   */
  popular: z.array(z.string()).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
