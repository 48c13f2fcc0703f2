import type { z } from 'zod';
import type { BasketImageSchema } from '../contract/basket';

/** The picture of a basket or order line: the front view of its colour's generated image set. */
export function lineImage(_colorCode: string): z.infer<typeof BasketImageSchema> | null {
  // Wired to the catalogue's productImageSet once app/commerce/catalog/images lands.
  return null;
}
