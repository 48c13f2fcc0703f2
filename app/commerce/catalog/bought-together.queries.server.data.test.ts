// The co-purchase counts on both engines: orders sharing a colour, cancelled ones aside.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test, vi } from 'vitest';
import { insertOrderOf } from '../../../tests/data/orders.kit';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { selectCoPurchasedColors } from './bought-together.queries.server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

forEachEngine(
  'co-purchased colours',
  (ctx) => {
    /** Two sizes of each of four colours: [colorId, firstSizeId, secondSizeId]. */
    let colours: { colorId: number; sizes: number[] }[];
    let numbers = 0;

    beforeAll(async () => {
      const rows = await queryRows<{ colorId: number; sizeId: number }>(
        ctx.db,
        sql`SELECT color_id AS "colorId", id AS "sizeId" FROM product_sizes
            WHERE color_id IN (SELECT color_id FROM product_sizes GROUP BY color_id HAVING count(*) >= 2
                               ORDER BY color_id LIMIT 4)
            ORDER BY color_id, id`,
      );
      const byColour = new Map<number, number[]>();
      for (const row of rows)
        byColour.set(Number(row.colorId), [...(byColour.get(Number(row.colorId)) ?? []), Number(row.sizeId)]);
      colours = [...byColour].map(([colorId, sizes]) => ({ colorId, sizes }));
    });

    async function order(status: string, sizeIds: number[]) {
      await insertOrderOf(ctx.db, `BT-${++numbers}`, status, sizeIds);
    }

    test('counts each order once per partner, most shared first, without cancelled orders or the colour itself', async () => {
      const [a, b, c, d] = colours;
      expect(await selectCoPurchasedColors(ctx.db, a.colorId, 10)).toEqual([]);
      // Two sizes of a and two of b in one order still make one shared order.
      await order('new', [a.sizes[0], a.sizes[1], b.sizes[0], b.sizes[1]]);
      await order('done', [a.sizes[0], c.sizes[0]]);
      await order('confirmed', [a.sizes[1], c.sizes[1]]);
      await order('cancelled', [a.sizes[0], d.sizes[0]]);
      await order('new', [b.sizes[0], d.sizes[0]]);

      expect(await selectCoPurchasedColors(ctx.db, a.colorId, 10)).toEqual([
        { colorId: c.colorId, orders: 2 },
        { colorId: b.colorId, orders: 1 },
      ]);
      expect(await selectCoPurchasedColors(ctx.db, a.colorId, 1)).toEqual([
        { colorId: c.colorId, orders: 2 },
      ]);
      expect(await selectCoPurchasedColors(ctx.db, d.colorId, 10)).toEqual([
        { colorId: b.colorId, orders: 1 },
      ]);
    });
  },
  { seed: { products: 10 } },
);
