import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { outfits } from '../db/schema';

/** Every look in display order. */
export async function selectOutfits(db: DbOrTx) {
  return db.select().from(outfits).orderBy(asc(outfits.sort), asc(outfits.id));
}
