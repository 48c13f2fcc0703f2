import { z } from 'zod';

/** GET /api/delivery/pickup-points?cityId: a carrier's pickup points in a city, its price and days. */
export const PickupPointsSchema = z.object({
  /** False when no carrier is set up (its keys absent): checkout then offers no pickup points. */
  enabled: z.boolean(),
  carrier: z.literal('cdek'),
  cityId: z.number().int(),
  points: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      address: z.string(),
      workTime: z.string(),
      lat: z.number(),
      lon: z.number(),
      type: z.string(),
    }),
  ),
  /** The tariff to any point of the city; null when disabled or the city has no points. */
  tariff: z
    .object({
      price: z.number().int(),
      daysMin: z.number().int(),
      daysMax: z.number().int(),
      tariffCode: z.number().int(),
      /** When a parcel sent today is expected at the point: 'YYYY-MM-DD' and '27–29 ноября'. */
      dateFrom: z.string(),
      dateTo: z.string(),
      dates: z.string(),
    })
    .nullable(),
});
export type PickupPoints = z.infer<typeof PickupPointsSchema>;

/**
 * What the shopper pays for delivery to a pickup point: the carrier's price, and nothing once
 * the goods (after the promo discount, before points) reach the region's free-delivery sum,
 * as for the courier (docs/decisions/0051-pickup-point-pricing.md). Checkout shows it, the order charges it.
 */
export function pickupPointFee(goods: number, carrierPrice: number, freeFrom: number): number {
  return goods >= freeFrom ? 0 : carrierPrice;
}
