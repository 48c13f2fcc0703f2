/** The cart page (docs/product.md#overlays-and-other-screens: /cart, also reached as /cart/). */
export const CART_PATH = '/cart/';

/** True on the cart page, with or without the trailing slash. */
export function isCartPath(pathname: string): boolean {
  return pathname === '/cart' || pathname === '/cart/';
}
