// The basket calls of docs/product.md#api-calls. Every call carries the client-stored promo code and bonus
// amount (docs/product.md#entities, 24 h cookies) as query parameters; the caller passes them in.

import {
  type Basket,
  type BasketFull,
  BasketFullSchema,
  BasketSchema,
  type BasketHeader,
  BasketHeaderSchema,
} from '~/commerce/contract/basket';
import { apiCall, type ApiSession } from './api-client.server';

/** The promo code and bonus amount the shopper applied (cookies); absent means none. */
export type BasketExtras = { promoCode?: string | null; bonusAmount?: number | null };

function extrasQuery(extras: BasketExtras): Record<string, string | number | undefined> {
  return {
    promoCode: extras.promoCode ?? undefined,
    bonusAmount: extras.bonusAmount ? extras.bonusAmount : undefined,
  };
}

/** The basket: lines, what cannot be bought, the sum and the unit count (GET /api/basket). */
export function getBasket(session: ApiSession, extras: BasketExtras = {}): Promise<Basket> {
  return apiCall({ path: '/api/basket', query: extrasQuery(extras), schema: BasketSchema, session });
}

/** The header's basket: the unit count and each line's size, quantity and delay (GET /api/basket/header). */
export function getBasketHeader(session: ApiSession): Promise<BasketHeader> {
  return apiCall({ path: '/api/basket/header', schema: BasketHeaderSchema, session });
}

/** The cart page's basket: display lines, sums, bonus limits, delivery (GET /api/basket/full). */
export function getFullBasket(session: ApiSession, extras: BasketExtras = {}): Promise<BasketFull> {
  return apiCall({ path: '/api/basket/full', query: extrasQuery(extras), schema: BasketFullSchema, session });
}

/** One more unit of a size (POST /api/basket/add; docs/product.md#constants-and-limits: quantity 1 per call). */
export function addToBasket(session: ApiSession, sizeId: number, extras: BasketExtras = {}): Promise<Basket> {
  return apiCall({
    method: 'POST',
    path: '/api/basket/add',
    query: extrasQuery(extras),
    body: { productId: sizeId, quantity: 1 },
    schema: BasketSchema,
    session,
  });
}

/** Sets a line's quantity (POST /api/basket/change); more than stock is a 409. */
export function changeBasketQuantity(
  session: ApiSession,
  basketId: number,
  quantity: number,
  extras: BasketExtras = {},
): Promise<Basket> {
  return apiCall({
    method: 'POST',
    path: '/api/basket/change',
    query: extrasQuery(extras),
    body: { basketId, quantity },
    schema: BasketSchema,
    session,
  });
}

/** Postpones a line (out of the order and the sums) or brings it back (POST /api/basket/delay). */
export function delayBasketLine(
  session: ApiSession,
  basketId: number,
  delay: boolean,
  extras: BasketExtras = {},
): Promise<Basket> {
  return apiCall({
    method: 'POST',
    path: '/api/basket/delay',
    query: extrasQuery(extras),
    body: { basketId, delay },
    schema: BasketSchema,
    session,
  });
}

/** Removes a line (DELETE /api/basket/{id}). */
export function removeBasketLine(
  session: ApiSession,
  basketId: number,
  extras: BasketExtras = {},
): Promise<Basket> {
  return apiCall({
    method: 'DELETE',
    path: `/api/basket/${basketId}`,
    query: extrasQuery(extras),
    schema: BasketSchema,
    session,
  });
}

/** Empties the basket (DELETE /api/basket). */
export function clearBasket(session: ApiSession): Promise<Basket> {
  return apiCall({ method: 'DELETE', path: '/api/basket', schema: BasketSchema, session });
}

/** Chooses the lines that go to checkout; the others are unchosen (POST /api/basket/choose). */
export function chooseBasketLines(
  session: ApiSession,
  basketIds: number[],
  extras: BasketExtras = {},
): Promise<Basket> {
  return apiCall({
    method: 'POST',
    path: '/api/basket/choose',
    query: extrasQuery(extras),
    body: { basketIds },
    schema: BasketSchema,
    session,
  });
}
