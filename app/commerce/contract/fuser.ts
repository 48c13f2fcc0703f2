import { z } from 'zod';

/**
 * POST /api/fuser (docs/product.md#api-calls): a new guest identity whose token keys a guest basket. The token
 * is opaque; `expire` is when the API forgets it (ISO 8601), a year after issue.
 */
export const FuserResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().min(1),
  message: z.string().optional(),
  expire: z.string().datetime({ offset: true }).optional(),
});
export type FuserResponse = z.infer<typeof FuserResponseSchema>;
