import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../db/sql-rows.server';
import type { DbOrTx } from '../db/client.server';
import { listedShop } from '../db/listed-shops';
import { shops, stock, type StockTaken } from '../db/schema';

/** Takes units from one shop if it holds them (pickup), in one statement; false when it does not. */
export async function takeFromShop(
  tx: DbOrTx,
  sizeId: number,
  shopId: number,
  count: number,
): Promise<boolean> {
  const rows = await tx
    .update(stock)
    .set({ quantity: sql`${stock.quantity} - ${count}` })
    .where(and(eq(stock.sizeId, sizeId), eq(stock.shopId, shopId), gte(stock.quantity, count)))
    .returning({ shopId: stock.shopId });
  return rows.length > 0;
}

/**
 * Locks a size's stock rows in active shops until the transaction ends and returns them.
 * Rows are locked in shop order so concurrent orders always queue the same way (no deadlock).
 */
export async function lockSizeStock(
  tx: DbOrTx,
  sizeId: number,
): Promise<{ shopId: number; quantity: number }[]> {
  const result = await tx.execute(sql`
    SELECT s.shop_id AS "shopId", s.quantity FROM ${stock} s JOIN ${shops} sh ON sh.id = s.shop_id
    WHERE s.size_id = ${sizeId} AND sh.active AND s.quantity > 0
    ORDER BY s.shop_id FOR UPDATE OF s`);
  return rowsOf<{ shopId: number; quantity: number }>(result).map((r) => ({
    shopId: Number(r.shopId),
    quantity: Number(r.quantity),
  }));
}

/** Takes already-locked units out of shops as allocated. */
export async function decrementStock(tx: DbOrTx, sizeId: number, taken: StockTaken): Promise<void> {
  for (const { shopId, quantity } of taken) {
    await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${quantity}` })
      .where(and(eq(stock.sizeId, sizeId), eq(stock.shopId, shopId)));
  }
}

/** Puts units back where an order took them from (cancellation). */
export async function returnStock(tx: DbOrTx, sizeId: number, taken: StockTaken): Promise<void> {
  for (const { shopId, quantity } of taken) {
    await tx.execute(sql`
      INSERT INTO ${stock} (size_id, shop_id, quantity) VALUES (${sizeId}::int, ${shopId}::int, ${quantity}::int)
      ON CONFLICT (size_id, shop_id) DO UPDATE SET quantity = ${stock}.quantity + excluded.quantity`);
  }
}

/** An active shop, when it exists. */
export async function selectShop(db: DbOrTx, shopId: number) {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return row;
}

export type ShopRow = typeof shops.$inferSelect;

/** Active shops of a city shoppers may pick up from, in display order (no warehouses). */
export async function selectCityShops(db: DbOrTx, cityId: number): Promise<ShopRow[]> {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.cityId, cityId), listedShop()))
    .orderBy(asc(shops.sort), asc(shops.name));
}

/** Stock of some sizes in some shops: how many units each shop holds of each size. */
export async function selectShopStock(
  db: DbOrTx,
  shopIds: number[],
  sizeIds: number[],
): Promise<{ shopId: number; sizeId: number; quantity: number }[]> {
  if (shopIds.length === 0 || sizeIds.length === 0) return [];
  return db
    .select({ shopId: stock.shopId, sizeId: stock.sizeId, quantity: stock.quantity })
    .from(stock)
    .where(and(inArray(stock.shopId, shopIds), inArray(stock.sizeId, sizeIds)));
}
