import { asc, count, countDistinct, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { listedShop } from '../db/listed-shops';
import { brands, contentPages, faqItems, shops, sizeTables } from '../db/schema';

/** A text page by its normalised path ('/delivery/details'). */
export async function selectPage(db: DbOrTx, path: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.path, path)).limit(1);
  return row;
}

/** Counts texts quote: active shops (no warehouses), the cities they are in, brands. */
export async function countCatalogueFacts(
  db: DbOrTx,
): Promise<{ shops: number; cities: number; brands: number }> {
  const [shopFacts] = await db
    .select({ shops: count(), cities: countDistinct(shops.cityId) })
    .from(shops)
    .where(listedShop());
  const [brandFacts] = await db.select({ brands: count() }).from(brands);
  return { shops: shopFacts?.shops ?? 0, cities: shopFacts?.cities ?? 0, brands: brandFacts?.brands ?? 0 };
}

/** Every FAQ item in display order. */
export async function selectFaqItems(db: DbOrTx) {
  return db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id));
}

/** Every size table in display order. */
export async function selectSizeTables(db: DbOrTx) {
  return db.select().from(sizeTables).orderBy(asc(sizeTables.sort), asc(sizeTables.id));
}
