import type { StockTaken } from '../db/schema';

/**
 * Which shops a courier order takes a size from: the fullest shops first (ties by shop id),
 * so the fewest shops are involved. Undefined when all of them together hold too little.
 */
export function allocateStock(
  rows: readonly { shopId: number; quantity: number }[],
  count: number,
): StockTaken | undefined {
  const fullestFirst = [...rows]
    .filter((row) => row.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity || a.shopId - b.shopId);
  const taken: StockTaken = [];
  let left = count;
  for (const row of fullestFirst) {
    if (left === 0) break;
    const quantity = Math.min(row.quantity, left);
    taken.push({ shopId: row.shopId, quantity });
    left -= quantity;
  }
  return left === 0 ? taken : undefined;
}
