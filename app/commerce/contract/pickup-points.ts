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
    })
    .nullable(),
});
export type PickupPoints = z.infer<typeof PickupPointsSchema>;
