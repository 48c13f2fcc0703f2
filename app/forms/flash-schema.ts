// The flash's shape: one member per kind the shop leaves, each with its own payload
// (docs/decisions/0044-storefront-forms.md), and the server's helpers that write the replies into it.
// Read on the server only, by the flash cookie: a cookie of another shape (an older release's, a
// tampered one) reads as no flash at all. Pages and components take only this file's types
// (./flash.ts, form-reply.ts, the components' *-reply.ts), so its schemas stay out of the
// browser's bundle; a value import from the browser's side would bring them back.

import { z } from 'zod';
import { ImageSetSchema } from '~/commerce/contract/product';
import type { CodeFlowReply } from '~/components/auth/sign-in-reply';
import type { FormReply } from './form-reply';

// ——— conform's reply, as the flash keeps it
/**
 * The part of conform's reply the flash keeps (what the next page shows: the values sent again
 * and the messages). `intent` and `state` belong to a live form in the browser, not to a page load.
 */
export const FormReplySchema = z.object({
  status: z.enum(['error', 'success']).optional(),
  initialValue: z
    .record(z.union([z.string(), z.array(z.string())]))
    .nullable()
    .optional(),
  error: z.record(z.array(z.string()).nullable()).optional(),
});
/** A reply as the flash keeps it; still a FormReply. */
export type FlashedReply = z.infer<typeof FormReplySchema>;

/** Longest value the flash keeps of a field: the cookie has room for a few short fields only. */
const FLASHED_VALUE_CHARS = 1_000;

/**
 * The flash's copy of a reply: what FormReplySchema keeps, each value cut to FLASHED_VALUE_CHARS
 * (a forged post may send far more than the field's maxLength).
 */
export function flashedReply(reply: FormReply): FlashedReply {
  const parsed = FormReplySchema.safeParse(reply);
  if (!parsed.success) return { status: reply.status, error: reply.error };
  const { initialValue, ...rest } = parsed.data;
  if (!initialValue) return parsed.data;
  const cut = (value: string) => value.slice(0, FLASHED_VALUE_CHARS);
  const values = Object.entries(initialValue).map(([name, value]) => [
    name,
    typeof value === 'string' ? cut(value) : value.map(cut),
  ]);
  return { ...rest, initialValue: Object.fromEntries(values) };
}

// ——— the code steps (sign-in, phone change)
const PhoneStepShape = {
  step: z.literal('phone'),
  /** What the shopper typed, shown again. */
  phone: z.string().max(64).default(''),
};
const CodeStepShape = {
  step: z.literal('code'),
  /** '+79991234567' */
  phone: z.string(),
};
const DoneStepShape = {
  step: z.literal('done'),
  /** Sign-in: true when it created the account (the analytics goal sign_up). */
  isNewUser: z.boolean().default(false),
  /** What to tell the shopper ('Номер телефона изменён'). */
  notice: z.string().optional(),
};

export type PhoneStep = z.infer<z.ZodObject<typeof PhoneStepShape>>;
export type CodeStep = z.infer<z.ZodObject<typeof CodeStepShape>>;
export type DoneStep = z.infer<z.ZodObject<typeof DoneStepShape>>;

/** Replies as the flash keeps them: the code step's wait as a moment, not a duration. */
export const FlashedCodeReplySchema = z.discriminatedUnion('step', [
  FormReplySchema.extend(PhoneStepShape),
  FormReplySchema.extend({ ...CodeStepShape, resendAt: z.number() }),
  FormReplySchema.extend(DoneStepShape),
]);
export type FlashedCodeReply = z.infer<typeof FlashedCodeReplySchema>;

/** The flash's form of a reply sent at `now`. */
export function replyToFlash(reply: CodeFlowReply, now: number): FlashedCodeReply {
  const kept = flashedReply(reply);
  switch (reply.step) {
    case 'phone':
      return { ...kept, step: reply.step, phone: reply.phone };
    case 'code':
      return { ...kept, step: reply.step, phone: reply.phone, resendAt: now + reply.resendIn * 1000 };
    case 'done':
      return { ...kept, step: reply.step, isNewUser: reply.isNewUser, notice: reply.notice };
  }
}

// ——— 'Сообщить о поступлении'
/** Waiting for the size: the message says which and how the shopper hears of it. */
const WaitingSchema = z.object({ sizeId: z.number().int(), message: z.string() });

export type Waiting = z.infer<typeof WaitingSchema>;
/** The reply as the flash keeps it. */
export const BackInStockReplySchema = FormReplySchema.extend({ waiting: WaitingSchema.optional() });

// ——— the cart-added modal
/**
 * What the cart-added modal shows (docs/product.md#overlays-and-other-screens): picture, title, name, colour, size, quantity and
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

export const FlashSchema = z.discriminatedUnion('kind', [
  /** A failure said at the bottom of the screen (a basket action, a payment, a favourite; docs/product.md#errors). */
  z.object({ kind: z.literal('notice'), text: z.string() }),
  /** A change that went through, said on the page it was made from ('Данные сохранены'). */
  z.object({ kind: z.literal('saved'), text: z.string() }),
  /** The cart-added modal of docs/product.md#overlays-and-other-screens with the line just added. */
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
