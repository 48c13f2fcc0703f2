// The flash's shape: one member per kind the shop leaves, each with its own payload
// (docs/decisions/storefront-forms.md). Read on the server only, by the flash cookie: a cookie
// of another shape (an older release's, a tampered one) reads as no flash at all. Pages read the
// flash through ./flash.ts, which takes only this file's types, so the schemas stay out of the
// browser's bundle.

import { z } from 'zod';
import { FormReplySchema } from './form-reply';
import { FlashedCodeReplySchema } from '~/components/auth/sign-in-reply';
import { CartAddedItemSchema } from '~/components/basket/cart-added-item';
import { BackInStockReplySchema } from '~/components/product/back-in-stock-reply';

export const FlashSchema = z.discriminatedUnion('kind', [
  /** A failure said at the bottom of the screen (a basket action, a payment, a favourite; spec §8). */
  z.object({ kind: z.literal('notice'), text: z.string() }),
  /** A change that went through, said on the page it was made from ('Данные сохранены'). */
  z.object({ kind: z.literal('saved'), text: z.string() }),
  /** The cart-added modal of spec §2 with the line just added. */
  z.object({ kind: z.literal('cart-added'), item: CartAddedItemSchema }),
  /** A message under one field of a cart page form (the promo code, the bonus amount). */
  z.object({ kind: z.literal('cart-field'), field: z.string(), text: z.string() }),
  /** The step the sign-in dialog opens at. */
  z.object({ kind: z.literal('sign-in'), reply: FlashedCodeReplySchema }),
  /** The step the profile's phone change opens at. */
  z.object({ kind: z.literal('phone-change'), reply: FlashedCodeReplySchema }),
  /** The subscribe modal's reply (conform's). */
  z.object({ kind: z.literal('subscribe'), reply: FormReplySchema }),
  /** The 'Сообщить о поступлении' form's reply. */
  z.object({ kind: z.literal('back-in-stock'), reply: BackInStockReplySchema }),
]);
export type Flash = z.infer<typeof FlashSchema>;
export type FlashKind = Flash['kind'];
/** The member of the union named `kind`. */
export type FlashOf<Kind extends FlashKind> = Extract<Flash, { kind: Kind }>;
