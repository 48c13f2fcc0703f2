import { z } from 'zod';
import { ProductCardSchema } from './product';

// 'Недавно просмотренные': the colours a shopper opened last, for the account or the guest.

export const RECENTLY_VIEWED_API_PATH = '/api/recently-viewed';
/** Colours each shopper keeps. */
export const RECENTLY_VIEWED_MAX = 12;

/**
 * POST /api/recently-viewed: the colour just opened, by its id or by its code (the one in
 * /product/{code}): the product page records the view by code, side by side with loading the
 * product, instead of waiting for the product to learn the id.
 */
export const RecentlyViewedRequestSchema = z.union([
  z.object({ colorId: z.number().int().positive().max(2_147_483_647) }),
  z.object({ code: z.string().min(1).max(200) }),
]);
export type RecentlyViewedRequest = z.infer<typeof RecentlyViewedRequestSchema>;

/** The newest first. */
export const RecentlyViewedResponseSchema = z.object({ items: z.array(ProductCardSchema) });
export type RecentlyViewedResponse = z.infer<typeof RecentlyViewedResponseSchema>;
