import { z } from 'zod';
import { ImageSetSchema } from '~/commerce/contract/product';

/**
 * What the cart-added modal shows (spec §2): picture, title, name, colour, size, quantity and
 * price of the line just added. It travels as a fetcher's answer, as a flash payload (no
 * JavaScript), or is built in the browser from the product for a size already in the basket.
 */
export const CartAddedItemSchema = z.object({
  /** The size (basket productId). */
  sizeId: z.number().int(),
  link: z.string(),
  image: ImageSetSchema.nullable(),
  title: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
});
export type CartAddedItem = z.infer<typeof CartAddedItemSchema>;

/** Shown when adding fails for a reason the shopper cannot fix (spec §8: a generic notice). */
export const ADD_TO_CART_FAILED = 'Не получилось добавить товар в корзину. Попробуй ещё раз.';
/** Shown when the form came without a size. */
export const SIZE_REQUIRED = 'Выбери размер';
