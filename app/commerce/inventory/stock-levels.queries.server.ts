import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { productSizes, shops, stock } from '../db/schema';

export interface StockLevel {
  sizeId: number;
  shopId: number;
  quantity: number;
}

/** Sets the quantity of each size in each shop as given (a new row where there was none). */
export async function upsertStockLevels(tx: DbOrTx, levels: StockLevel[]): Promise<void> {
  if (levels.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${stock} (size_id, shop_id, quantity)
    VALUES ${sql.join(
      levels.map((l) => sql`(${l.sizeId}::int, ${l.shopId}::int, ${l.quantity}::int)`),
      sql`, `,
    )}
    ON CONFLICT (size_id, shop_id) DO UPDATE SET quantity = excluded.quantity`);
}

/** Which of these size ids exist. */
export async function selectExistingSizeIds(db: DbOrTx, sizeIds: number[]): Promise<Set<number>> {
  if (sizeIds.length === 0) return new Set();
  const rows = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(inArray(productSizes.id, sizeIds));
  return new Set(rows.map((r) => r.id));
}

/** Which of these shop ids exist. */
export async function selectExistingShopIds(db: DbOrTx, shopIds: number[]): Promise<Set<number>> {
  if (shopIds.length === 0) return new Set();
  const rows = await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds));
  return new Set(rows.map((r) => r.id));
}
