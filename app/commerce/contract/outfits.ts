// The looks of /outfits: products worn together.
import { z } from 'zod';
import { ProductCardSchema } from './product';

export const OutfitSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  gender: z.enum(['man', 'woman', 'kids', 'unisex']),
  /** The look's products that are still in the catalogue, in the order of the look. */
  products: z.array(ProductCardSchema),
});
export type Outfit = z.infer<typeof OutfitSchema>;

/** GET /api/outfits/: the looks in display order; a look whose products are all gone is left out. */
export const OutfitsResponseSchema = z.object({ items: z.array(OutfitSchema) });
export type OutfitsResponse = z.infer<typeof OutfitsResponseSchema>;
