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
