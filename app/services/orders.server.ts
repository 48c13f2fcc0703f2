// The order calls the spec leaves open (docs/decisions/0006-orders-api.md): create with an
// idempotency key, read one, list, track, pay again, and the pickup shops of a city.

import {
  IDEMPOTENCY_HEADER,
  type Order,
  type OrderCreated,
  OrderCreatedSchema,
  type OrderCreateRequest,
  OrderSchema,
  type PaymentStarted,
  PaymentStartedSchema,
} from '~/commerce/contract/order';
import {
  type OrderList,
  OrderListSchema,
  type OrderTracking,
  OrderTrackingSchema,
  type PickupShops,
  PickupShopsSchema,
} from '~/commerce/contract/order-lookups';
import type { BasketFull } from '~/commerce/contract/basket';
import type { DeliveryEstimate } from '~/commerce/contract/delivery';
import type { PickupPoints } from '~/commerce/contract/pickup-points';
import { PAYMENT_METHOD_NAMES, type PaymentMethodOption } from '~/commerce/contract/payment-methods';
import { ApiCallError, apiCall, type ApiSession, isAbortError } from './api-client.server';
import { type BasketExtras, getFullBasket } from './basket.server';
import { loadCurrentUser } from './current-user.server';
import { getDeliveryEstimate, getPickupPoints } from './delivery.server';
import { getPaymentMethods } from './payments.server';
import { logger } from '~/utils/log.server';

const log = logger('checkout');

/** What checkout offers when the API cannot list the ways to pay: paying needs no provider then. */
const ON_RECEIPT_ONLY: PaymentMethodOption = {
  id: 'on_receipt',
  name: PAYMENT_METHOD_NAMES.on_receipt,
  note: 'Картой или наличными',
  minTotal: null,
  maxTotal: null,
};

/**
 * Places an order from the chosen basket lines (POST /api/order). The key makes a repeated
 * submit answer the first order instead of creating a second one.
 */
export function createOrder(
  session: ApiSession,
  body: OrderCreateRequest,
  idempotencyKey: string,
): Promise<OrderCreated> {
  return apiCall({
    method: 'POST',
    path: '/api/order',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: OrderCreatedSchema,
    session,
  });
}

/** One order of the shopper, user or guest who placed it (GET /api/order/{id}); anyone else gets 404. */
export function getOrder(session: ApiSession, id: number): Promise<Order> {
  return apiCall({ path: `/api/order/${id}`, schema: OrderSchema, session });
}

/** The signed-in shopper's orders, newest first, 10 a page (GET /api/order/list). */
export function listOrders(session: ApiSession, page = 1): Promise<OrderList> {
  return apiCall({ path: '/api/order/list', query: { page }, schema: OrderListSchema, session });
}

/** Status and history of an order by its number and the phone it was placed with (POST /api/order/track). */
export function trackOrder(session: ApiSession, number: string, phone: string): Promise<OrderTracking> {
  return apiCall({
    method: 'POST',
    path: '/api/order/track',
    body: { number, phone },
    schema: OrderTrackingSchema,
    session,
  });
}

/** Starts a card payment for an unpaid order, or returns the one still waiting (POST /api/order/{id}/payment). */
export function startOrderPayment(session: ApiSession, orderId: number): Promise<PaymentStarted> {
  return apiCall({
    method: 'POST',
    path: `/api/order/${orderId}/payment`,
    schema: PaymentStartedSchema,
    session,
  });
}

/** Shops of a city for pickup, each saying whether it holds every chosen line (GET /api/order/pickup-shops). */
export function getPickupShops(session: ApiSession, cityId: number): Promise<PickupShops> {
  return apiCall({ path: '/api/order/pickup-shops', query: { cityId }, schema: PickupShopsSchema, session });
}

/** What the checkout page shows: the basket, the shopper, the city's shops and a fresh idempotency key. */
export type CheckoutPageData = {
  basket: BasketFull;
  user: { name: string; lastName: string; secondName: string; phone: string; email: string } | null;
  shops: PickupShops['shops'];
  /** The ways to pay on offer; only payment on receipt when the API could not say. */
  paymentMethods: PaymentMethodOption[];
  /** Courier delivery to the shopper's city: fee and dates. */
  delivery: DeliveryEstimate | null;
  /**
   * The carrier's pickup points of the city priced for this basket; `enabled: false` when no
   * carrier is set up, null when the carrier did not answer (the way is then shown as unavailable).
   */
  pickupPoints: PickupPoints | null;
  idempotencyKey: string;
};

/**
 * The checkout page's data in parallel; null for an empty basket (the page sends the shopper
 * back to the cart). A failure of the profile or shop list only empties that part.
 */
export async function loadCheckout(
  session: ApiSession,
  options: { extras: BasketExtras; signedIn: boolean; idempotencyKey: string },
): Promise<CheckoutPageData | null> {
  // Neither signed in nor known as a guest yet (a first request straight to /order/make, say):
  // there is no basket to order from, and the API would refuse every call.
  if (!session.tokens && !session.fuserToken) return null;
  const logged =
    <T>(what: string, fallback: T) =>
    (error: unknown) => {
      if (isAbortError(error)) throw error;
      log.error({ error: error instanceof Error ? error.message : error }, `${what} failed`);
      return fallback;
    };
  // A guest token the API no longer knows (401) has no basket to order from either.
  const basketCall = getFullBasket(session, options.extras).catch((error: unknown) => {
    if (error instanceof ApiCallError && error.status === 401) return null;
    throw error;
  });
  const [basket, profile, shops, methods, delivery, pickupPoints] = await Promise.all([
    basketCall,
    options.signedIn ? loadCurrentUser(session) : null,
    getPickupShops(session, session.cityId).catch(logged('GET /api/order/pickup-shops', null)),
    getPaymentMethods(session).catch(logged('GET /api/payments/methods', null)),
    getDeliveryEstimate(session, session.cityId),
    // Priced for the parcel of the chosen lines, so it waits for the basket (the rest does not).
    basketCall.then((found) =>
      found && found.summary.units > 0
        ? getPickupPoints(session, session.cityId, found.summary.units).catch(
            logged('GET /api/delivery/pickup-points', null),
          )
        : null,
    ),
  ]);
  if (!basket || basket.products.length === 0) return null;
  const user = profile
    ? {
        name: profile.name,
        lastName: profile.lastName,
        secondName: profile.secondName,
        phone: profile.phone,
        email: profile.email,
      }
    : null;
  return {
    basket,
    user,
    shops: shops?.shops ?? [],
    paymentMethods: methods?.methods ?? [ON_RECEIPT_ONLY],
    delivery,
    pickupPoints,
    idempotencyKey: options.idempotencyKey,
  };
}

const notFound = () => new Response('Not Found', { status: 404 });

/** An order id from a route parameter; anything but a positive whole number is a 404 (thrown). */
export function orderIdParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw notFound();
  return Number(value);
}

/**
 * For order and payment pages: the answer of a call about something of the shopper's, or a
 * thrown 404 when the API says it is not theirs (404, or 401 for a guest without a token).
 */
export async function ownedOr404<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 404 || error.status === 401)) throw notFound();
    throw error;
  }
}

/** For order pages: the shopper's own order, or a thrown 404. */
export function loadOwnOrder(session: ApiSession, idParam: string | undefined): Promise<Order> {
  const id = orderIdParam(idParam);
  return ownedOr404(() => getOrder(session, id));
}

/**
 * Logs an orders API call that failed on the API's side or never got an answer (the page then
 * says so in its own words). The checkout and tracking pages log through this rather than
 * importing the logger: a route's own import of a server module stays in its browser build.
 */
export function logOrdersCallFailure(call: string, error: unknown): void {
  log.error({ error: error instanceof Error ? error.message : String(error) }, `${call} failed`);
}
