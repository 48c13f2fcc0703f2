import type { ErrorBody } from '~/commerce/contract/common';
import { isRefusal } from '~/forms/refusal';
import type { CartAddedItem } from './cart-added-item';

/** The storefront action every basket form posts to (app/routes/resources.cart.ts). */
export const CART_ACTION = '/resources/cart';

/**
 * What /resources/cart answers a fetcher (with JavaScript): ok with the added line for the
 * cart-added modal, or the notice to show. Without JavaScript it redirects instead.
 */
export type CartActionAnswer =
  | { ok: true; item?: CartAddedItem }
  | { ok: false; message: string; errors?: { property: string; message: string }[] };

/** A basket fetcher's answer as a CartActionAnswer: a refused form (413, 422) is a failure with its message. */
export function cartAnswerOf(answer: CartActionAnswer | ErrorBody | undefined): CartActionAnswer | undefined {
  if (!answer || !isRefusal(answer)) return answer;
  return { ok: false, message: answer.message, errors: answer.errors };
}
