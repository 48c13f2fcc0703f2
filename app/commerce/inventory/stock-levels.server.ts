import type { Db, DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { notifyBackInStock } from '../stock-alerts/back-in-stock.server';
import {
  selectExistingShopIds,
  selectExistingSizeIds,
  type StockLevel,
  upsertStockLevels,
} from './stock-levels.queries.server';

export type { StockLevel } from './stock-levels.queries.server';

/**
 * The one way to set stock quantities from outside the order flow (the admin stock API, an
 * import, the 1С exchange): in the caller's transaction it writes the levels and then tells
 * the shoppers waiting for a size that came back. Unknown sizes or shops are a 422 naming
 * them. The caller kicks message delivery after the commit (setStockLevels does both).
 */
export async function writeStockLevels(
  tx: DbOrTx,
  levels: StockLevel[],
): Promise<{ updated: number; notified: number }> {
  // The last level given for a size and shop wins, as if they were written one by one.
  const byKey = new Map(levels.map((l) => [`${l.sizeId}:${l.shopId}`, l]));
  const unique = [...byKey.values()];
  const sizes = await selectExistingSizeIds(
    tx,
    unique.map((l) => l.sizeId),
  );
  const shops = await selectExistingShopIds(
    tx,
    unique.map((l) => l.shopId),
  );
  const unknownSizes = unique.filter((l) => !sizes.has(l.sizeId)).map((l) => l.sizeId);
  const unknownShops = unique.filter((l) => !shops.has(l.shopId)).map((l) => l.shopId);
  if (unknownSizes.length > 0 || unknownShops.length > 0) {
    const parts = [
      unknownSizes.length > 0 ? `нет размеров ${[...new Set(unknownSizes)].join(', ')}` : '',
      unknownShops.length > 0 ? `нет магазинов ${[...new Set(unknownShops)].join(', ')}` : '',
    ].filter(Boolean);
    throw new ApiError(422, `Остатки не записаны: ${parts.join('; ')}`);
  }
  // Sorted, so concurrent writers lock stock rows in the same order (no deadlock).
  unique.sort((a, b) => a.sizeId - b.sizeId || a.shopId - b.shopId);
  await upsertStockLevels(tx, unique);
  const notified = await notifyBackInStock(
    tx,
    unique.filter((l) => l.quantity > 0).map((l) => l.sizeId),
  );
  return { updated: unique.length, notified };
}

/** writeStockLevels in a transaction of its own, with message delivery kicked after the commit. */
export async function setStockLevels(
  db: Db,
  levels: StockLevel[],
): Promise<{ updated: number; notified: number }> {
  const result = await db.transaction((tx) => writeStockLevels(tx, levels));
  if (result.notified > 0) kickMessageDelivery();
  return result;
}
