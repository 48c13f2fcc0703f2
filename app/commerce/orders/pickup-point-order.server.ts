import { loadBasket } from '../basket/basket.server';
import type { BasketOwner } from '../basket/basket.queries.server';
import type { Quote } from '../basket/quote.server';
import type { OrderCreateRequest } from '../contract/order';
import { pickupPointFee as feeToPoint, type PickupPoints } from '../contract/pickup-points';
import type { DbOrTx } from '../db/client.server';
import { choosePickupPoint, PICKUP_POINT_MESSAGES } from '../delivery/pickup-choice.server';
import { pickupPointsIn } from '../delivery/pickup-points.server';
import { ApiError } from '../http/errors.server';

// An order to a carrier's pickup point is priced by the carrier's tariff for the basket's
// parcel to the city. СДЭК is asked before the order's transaction opens, so no row lock is
// held while a carrier answers (or does not); the transaction then only takes the answer.

export type PickupPointChoice = ReturnType<typeof choosePickupPoint>;

/** Pairs in the owner's parcel: the chosen lines, each unit in its own box. */
async function chosenUnits(db: DbOrTx, owner: BasketOwner): Promise<number> {
  const { lines } = await loadBasket(db, owner, { bonusAmount: 0 });
  return lines.filter((line) => line.chosen && !line.delay).reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The pickup point of a pickup_point order, checked against the carrier's list for the city
 * and priced for this basket; null for the other ways. 422 beside the point field when the
 * carrier is off or the point is not the city's; 503 when the carrier does not answer.
 */
export async function pickupPointForOrder(
  db: DbOrTx,
  owner: BasketOwner,
  order: OrderCreateRequest,
  cityId: number,
  now = new Date(),
): Promise<PickupPointChoice | null> {
  if (order.deliveryType !== 'pickup_point') return null;
  let city: PickupPoints;
  try {
    city = await pickupPointsIn(db, cityId, await chosenUnits(db, owner), now);
  } catch (error) {
    // An unknown city is the order's city error, said where createOrder says it.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return choosePickupPoint(city, order.pickupPointCode);
}

/** What the shopper pays for delivery to the chosen point with this quote (contract's pickupPointFee). */
export function pickupPointFee(quote: Quote, choice: PickupPointChoice): number {
  return feeToPoint(quote.totals.items - quote.promoDiscount, choice.tariff.price, quote.delivery.freeFrom);
}

/** Refuses a pickup_point order that came without a priced point (the carrier is off). */
export function requirePickupPoint(choice: PickupPointChoice | null | undefined): PickupPointChoice {
  if (choice) return choice;
  throw new ApiError(422, PICKUP_POINT_MESSAGES.off, [
    { property: 'pickupPointCode', message: PICKUP_POINT_MESSAGES.off },
  ]);
}
