// The flash: a one-shot message a storefront action leaves for the page its 303 leads to, so
// a browser without JavaScript sees the same result a fetcher shows in place (ARCHITECTURE:
// POST/redirect/GET). Every kind the shop leaves is one member of FlashSchema, each with its
// own payload: the session's flash() is the one writer, readFlash the one reader, and a cookie
// of another shape (an older release's, a tampered one) reads as no flash at all.

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

function isKind<Kind extends FlashKind>(flash: Flash, kind: Kind): flash is FlashOf<Kind> {
  return flash.kind === kind;
}

/** The flash when it is of `kind`, else null (no flash, or one meant for another part of the page). */
export function readFlash<Kind extends FlashKind>(
  flash: Flash | null | undefined,
  kind: Kind,
): FlashOf<Kind> | null {
  return flash && isKind(flash, kind) ? flash : null;
}
