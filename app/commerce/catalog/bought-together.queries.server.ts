import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { orderItems, orders, productSizes } from '../db/schema';
import { rowsOf } from '../db/sql-rows.server';

/**
 * The colours bought in the same orders as `colorId`, with how many such orders each shares,
 * most shared first (ties: the lower id). Cancelled orders do not count: nobody kept them.
 */
export async function selectCoPurchasedColors(
  db: DbOrTx,
  colorId: number,
  limit: number,
): Promise<{ colorId: number; orders: number }[]> {
  const result = await db.execute(sql`
    WITH bought AS (
      SELECT DISTINCT oi.order_id
      FROM ${orderItems} oi
      JOIN ${productSizes} ps ON ps.id = oi.size_id
      JOIN ${orders} o ON o.id = oi.order_id
      WHERE ps.color_id = ${colorId} AND o.status <> 'cancelled'
    )
    SELECT ps.color_id, count(DISTINCT oi.order_id)::int AS orders
    FROM bought b
    JOIN ${orderItems} oi ON oi.order_id = b.order_id
    JOIN ${productSizes} ps ON ps.id = oi.size_id
    WHERE ps.color_id <> ${colorId}
    GROUP BY ps.color_id
    ORDER BY orders DESC, ps.color_id
    LIMIT ${limit}`);
  return rowsOf<{ color_id: number; orders: number }>(result).map((row) => ({
    colorId: Number(row.color_id),
    orders: Number(row.orders),
  }));
}
