import { z } from 'zod';

/** GET /api/delivery/estimate?cityId: courier delivery to a city, its price and its dates. */
export const DeliveryEstimateSchema = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  /** Whole roubles; free from `freeFrom` (goods after the promo discount). */
  courierFee: z.number().int(),
  freeFrom: z.number().int(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  /** Moscow calendar dates, 'YYYY-MM-DD'. */
  dateFrom: z.string(),
  dateTo: z.string(),
  /** 'Доставим в Новосибирск 27–29 ноября'. */
  text: z.string(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;
