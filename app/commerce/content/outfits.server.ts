/** Outfits (GET /api/outfits/): curated looks with the cards of their products. */
import { OutfitSchema, type OutfitsResponse } from '../contract/outfits';
import type { DbOrTx } from '../db/client.server';
import { cardsByCodes } from './catalog-lists.server';
import { selectOutfits } from './outfits.queries.server';

const GENDERS = OutfitSchema.shape.gender;

/** Looks in display order with the products the catalogue still has; a look left empty is dropped. */
export async function getOutfits(db: DbOrTx): Promise<OutfitsResponse> {
  const items: OutfitsResponse['items'] = [];
  for (const row of await selectOutfits(db)) {
    const products = await cardsByCodes(db, row.productCodes);
    if (products.length === 0) continue;
    const gender = GENDERS.safeParse(row.gender);
    items.push({
      code: row.code,
      title: row.title,
      description: row.description,
      gender: gender.success ? gender.data : 'unisex',
      products,
    });
  }
  return { items };
}
