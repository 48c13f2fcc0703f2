import { PICKUP_HOLD_DAYS } from '../content/shop-policy';

const DAY = 24 * 60 * 60 * 1000;

/** How long a pickup order waits in the shop: the texts' {{pickup.hold}}, kept by the hold sweep. */
export const PICKUP_HOLD_MS = PICKUP_HOLD_DAYS * DAY;

/** When the hold of an order that became ready at `readyAt` ends. */
export function pickupHoldEnds(readyAt: Date): Date {
  return new Date(readyAt.getTime() + PICKUP_HOLD_MS);
}
