// Which basket lines are chosen for the order when the shopper comes to the cart (docs/product.md#basket:
// loading the full basket selects every product that is not delayed). Ticks made on the cart
// page itself are kept while the shopper stays there: its form posts come back to the cart
// (a 303 without JavaScript, a revalidation with it), and both are asked for from the cart.
import type { BasketFull } from '~/commerce/contract/basket';

const CART_PATH = /^\/cart\/?$/;

/** True when the request was made from the cart page (its Referer; same-origin sends the path). */
export function isFromCartPage(request: Request): boolean {
  const referer = request.headers.get('Referer');
  if (!referer) return false;
  try {
    return CART_PATH.test(new URL(referer).pathname);
  } catch {
    return false;
  }
}

/** The lines to choose on entering the cart: every one not postponed; null when that is the choice already. */
export function choiceOnEntry(basket: BasketFull): number[] | null {
  const settled = basket.products.every((line) => line.chosen === !line.delay);
  return settled ? null : basket.products.filter((line) => !line.delay).map((line) => line.basketId);
}
