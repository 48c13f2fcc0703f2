import type { ErrorBody } from '~/commerce/contract/common';
import { fieldErrorOf, formErrorOf, formMessageReply, type FormReply } from '~/forms/form-reply';
import { isRefusal } from '~/forms/refusal';
import type { CartAddedItem } from './cart-added-item';

/** The storefront action every basket form posts to (app/routes/resources.cart.ts). */
export const CART_ACTION = '/resources/cart';

/**
 * What /resources/cart answers a fetcher (with JavaScript): conform's reply, a message under
 * the field it is about (promoCode, bonusAmount, productId) or for the whole form, and beside
 * it the added line for the cart-added modal. Without JavaScript it redirects instead.
 */
export type CartReply = FormReply & { item?: CartAddedItem };

/** A basket fetcher's answer as a CartReply: a refused form (413, 422) says its message for the form. */
export function cartReplyOf(answer: CartReply | ErrorBody | undefined): CartReply | undefined {
  if (!answer || !isRefusal(answer)) return answer;
  return formMessageReply(answer.message);
}

/** True when the basket refused the change or the call failed. */
export function isCartFailure(reply: CartReply | undefined): boolean {
  return reply?.status === 'error';
}

/**
 * The message of a failed change to show beside `field`, or (no field) the first one said:
 * a form's own message, else the first under a field.
 */
export function cartMessageOf(reply: CartReply | undefined, field?: string): string | null {
  if (!isCartFailure(reply)) return null;
  if (field) return fieldErrorOf(reply, field) ?? formErrorOf(reply);
  const messages = Object.values(reply?.error ?? {}).flatMap((list) => list ?? []);
  return formErrorOf(reply) ?? messages[0] ?? null;
}
