import { z } from 'zod';

/** The default city (docs/product.md#entities, docs/product.md#constants-and-limits): Moscow, id 216, UTC+3. */
export const MOSCOW_CITY_ID = 216;
export const MOSCOW_CITY_NAME = 'Москва';

/** Longest city search text the API accepts; a city name is far shorter. */
export const CITY_SEARCH_MAX_LENGTH = 100;

/** Extra facts about a city that the spec leaves open; the storefront may ignore them. */
export const CityAdditionalInfoSchema = z.object({
  regionType: z.string(),
  federalDistrict: z.string(),
  population: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  kladrId: z.string(),
});

/**
 * A city (docs/product.md#entities). How our `cities` table fills the spec's fields:
 * - id, elementId, cityId: all the row id. The spec's origin kept one city under several ids
 *   (location, catalogue element, city); we have one table, so they coincide. Clients should
 *   use `id` (it is what User-Location-Id carries).
 * - name: the town's name ('Москва'); region: its region as recorded ('Московская',
 *   'Москва'); locationName: the name a person reads in a list, 'Бердск, Новосибирская обл'
 *   (just the name for federal cities whose region is the city itself).
 * - timezone: offset from UTC as the spec shows it ('+3'); sort: list position (Moscow 1,
 *   then by population); xmlId: the FIAS id; additionalInfo: see CityAdditionalInfoSchema.
 */
export const CitySchema = z.object({
  id: z.number().int(),
  elementId: z.number().int(),
  name: z.string(),
  locationName: z.string(),
  region: z.string(),
  timezone: z.string(),
  sort: z.number().int(),
  xmlId: z.string(),
  additionalInfo: CityAdditionalInfoSchema,
  cityId: z.number().int(),
});
export type City = z.infer<typeof CitySchema>;

/** GET /api/location/cities/ and /api/location/cities/by-name/: Moscow first, then by sort. */
export const CityListSchema = z.array(CitySchema);

/** GET /api/location/detect/: the city nearest to the caller's address, Moscow when unknown. */
export const CityDetectResponseSchema = CitySchema;

/** Query of GET /api/location/cities/by-name/: `city`, the start of a name; empty gives []. */
export const CityByNameQuerySchema = z.object({
  city: z
    .string()
    .max(CITY_SEARCH_MAX_LENGTH, `Название города не длиннее ${CITY_SEARCH_MAX_LENGTH} символов`)
    .default(''),
});

export * from './city-name-fold';
