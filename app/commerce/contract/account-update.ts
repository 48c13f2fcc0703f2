import type { z } from 'zod';
import { FootwearSizeSchema, SizeSystemSchema } from './size-systems';
import { UserUpdateSchema } from './user';

/**
 * The whole body of POST /api/user/update: the profile's fields (UserUpdateSchema, which the
 * profile form's page loads) and the size preferences of docs/product.md#sizes-and-my-size, kept apart so pages that
 * load the profile's schema do not carry these.
 */
export const AccountUpdateSchema = UserUpdateSchema.extend({
  mySize: FootwearSizeSchema.nullable().optional(),
  sizeSystem: SizeSystemSchema.nullable().optional(),
});
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;
