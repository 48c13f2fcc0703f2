import { z } from 'zod';
import { ProductCardSchema } from './product';

// 'Вы смотрели' (issue 18): the colours a shopper opened last, for the account or the guest.

export const RECENTLY_VIEWED_API_PATH = '/api/recently-viewed';
/** Colours each shopper keeps. */
export const RECENTLY_VIEWED_MAX = 12;

/** POST /api/recently-viewed: the colour (its variant id) just opened. */
export const RecentlyViewedRequestSchema = z.object({
  colorId: z.number().int().positive().max(2_147_483_647),
});

/** The newest first. */
export const RecentlyViewedResponseSchema = z.object({ items: z.array(ProductCardSchema) });
export type RecentlyViewedResponse = z.infer<typeof RecentlyViewedResponseSchema>;
