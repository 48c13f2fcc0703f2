import { z } from 'zod';
import { PageNumberSchema } from './common';
import { ProductCardSchema } from './product';

/** Cards per page of GET /api/favorites/list (the spec leaves it open, docs/product.md#constants-and-limits): a 4×3 or 3×4 grid. */
export const FAVORITES_PAGE_SIZE = 12;

/** Most product variants one add or remove call may name. */
export const FAVORITES_PER_CALL = 100;

/**
 * Body of POST /api/favorites/add and /remove (docs/product.md#api-calls): product variants by id, where a
 * variant is a colour article (the card's `id`).
 */
export const FavoritesChangeSchema = z.object({
  productVariants: z
    .array(z.object({ id: z.coerce.number().int().positive() }), {
      required_error: 'Укажи товары',
      invalid_type_error: 'Укажи товары',
    })
    .min(1, 'Укажи товары')
    .max(FAVORITES_PER_CALL, `Не больше ${FAVORITES_PER_CALL} товаров за раз`),
});
export type FavoritesChange = z.infer<typeof FavoritesChangeSchema>;

/** One favourite in the map. */
export const FavoriteEntrySchema = z.object({
  /** The product variant (colour article) id. */
  id: z.number().int(),
  /** Its article code: the product page is /product/{code}. */
  code: z.string(),
  /** When it was added, ISO 8601. */
  addedAt: z.string(),
});

/**
 * Answer of GET /api/favorites and of add/remove: every favourite of the user keyed by the
 * variant id, so a heart can ask `id in favorites`.
 */
export const FavoritesMapResponseSchema = z.object({
  success: z.literal(true),
  favorites: z.record(FavoriteEntrySchema),
});
export type FavoritesMapResponse = z.infer<typeof FavoritesMapResponseSchema>;

/** Query of GET /api/favorites/list: the page, from 1. */
export const FavoritesListQuerySchema = z.object({ page: PageNumberSchema });

/**
 * Answer of GET /api/favorites/list: one page of cards, newest favourite first. An empty
 * list still has one (empty) page, so `currentPage <= totalPages` holds on the first page;
 * a page past the end comes back empty with the real totals.
 */
export const FavoritesListResponseSchema = z.object({
  success: z.literal(true),
  favorites: z.array(ProductCardSchema),
  totalItems: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type FavoritesListResponse = z.infer<typeof FavoritesListResponseSchema>;
