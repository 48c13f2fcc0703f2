import { z } from 'zod';

/** A brand on the brands page: its articles in stock and the catalogue filtered by it. */
export const BrandEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The group letter: 'A'…'Z', 'А'…'Я', or '0-9' for names that start with a digit. */
  letter: z.string(),
  count: z.number().int(),
  url: z.string(),
});
export type BrandEntry = z.infer<typeof BrandEntrySchema>;

/**
 * GET /api/brands/ — every brand with articles in stock, A–Z: digits first, then Latin,
 * then Cyrillic, grouped by first letter in that order.
 */
export const BrandsResponseSchema = z.object({
  groups: z.array(z.object({ letter: z.string(), brands: z.array(BrandEntrySchema) })),
  total: z.number().int(),
});
export type BrandsResponse = z.infer<typeof BrandsResponseSchema>;
