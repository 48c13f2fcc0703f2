// The shops of /about/shops: a city's shops and every city that has some.
import { z } from 'zod';

/** Query of GET /api/shops/: cityId, else the User-Location-Id header, else Moscow. */
export const ShopsQuerySchema = z.object({
  cityId: z.coerce
    .number({ invalid_type_error: 'Код города должен быть числом' })
    .int('Код города должен быть целым числом')
    .positive('Код города должен быть положительным')
    .max(1_000_000_000, 'Такого города нет')
    .optional(),
});

export const ShopSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  /** Opening hours as a line of text: 'Ежедневно с 10:00 до 22:00'. */
  hours: z.string(),
  /** '+7 (495) 123-45-67' and its tel: link. */
  phone: z.string(),
  phoneHref: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** What the shop stocks, one line. */
  assortment: z.string(),
  /** The shop on a public map, for a list without an embedded map. */
  mapUrl: z.string(),
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shopsCount: z.number().int(),
});
export type ShopCity = z.infer<typeof ShopCitySchema>;

/**
 * GET /api/shops/?cityId=…: the city's shops (possibly none) and every city that has shops,
 * so a page can offer another city. An id no city has is a 404.
 */
export const ShopsResponseSchema = z.object({
  city: z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lon: z.number() }),
  shops: z.array(ShopSchema),
  cities: z.array(ShopCitySchema),
});
export type ShopsResponse = z.infer<typeof ShopsResponseSchema>;
