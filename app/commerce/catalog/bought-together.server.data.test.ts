// 'С этим покупают' keeps the co-purchase counts per catalogue version and reads stock from the
// snapshot's index on every view: a partner that sells out leaves the row at once, with no
// second read of the counts.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test, vi } from 'vitest';
import { insertOrderOf } from '../../../tests/data/orders.kit';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { boughtTogetherCards, boughtTogetherCounters } from './bought-together.server';
import { catalogSnapshot } from './index/catalog-snapshot.server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

forEachEngine(
  'bought together after a stock change',
  (ctx) => {
    /** Three colours of different models, each with stock: [colorId, a size id]. */
    let colours: { colorId: number; sizeId: number }[];

    beforeAll(async () => {
      const rows = await queryRows<{ colorId: number; sizeId: number }>(
        ctx.db,
        sql`SELECT DISTINCT ON (pc.product_id) pc.id AS "colorId", ps.id AS "sizeId"
            FROM product_colors pc
            JOIN product_sizes ps ON ps.color_id = pc.id
            JOIN stock s ON s.size_id = ps.id AND s.quantity > 0
            ORDER BY pc.product_id, pc.id, ps.id
            LIMIT 3`,
      );
      colours = rows.map((row) => ({ colorId: Number(row.colorId), sizeId: Number(row.sizeId) }));
    });

    async function order(sizeIds: number[]) {
      await insertOrderOf(ctx.db, `BTS-${sizeIds.join('-')}`, 'new', sizeIds);
    }

    test('a partner that sells out leaves the row without the counts being read again', async () => {
      const [a, b, c] = colours;
      // b was bought with a twice, c once: b comes first.
      await order([a.sizeId, b.sizeId]);
      await order([a.sizeId, b.sizeId, c.sizeId]);
      const ids = async () =>
        (await boughtTogetherCards(ctx.db, await catalogSnapshot(ctx.db), a.colorId)).map((card) => card.id);

      expect((await ids()).slice(0, 2)).toEqual([b.colorId, c.colorId]);
      const reads = boughtTogetherCounters.reads;
      // Another view of the same catalogue: the counts are not read again.
      expect((await ids()).slice(0, 2)).toEqual([b.colorId, c.colorId]);
      expect(boughtTogetherCounters.reads).toBe(reads);

      // Every size of b sells out (as an order or an import would leave it).
      await ctx.db.execute(sql`UPDATE stock SET quantity = 0
        WHERE size_id IN (SELECT id FROM product_sizes WHERE color_id = ${b.colorId})`);
      const after = await ids();
      expect(after).not.toContain(b.colorId);
      expect(after[0]).toBe(c.colorId);
      expect(boughtTogetherCounters.reads).toBe(reads);
    });

    test('once the colour’s own stock moves (an order of it), its counts are read again', async () => {
      const [a, , c] = colours;
      const reads = boughtTogetherCounters.reads;
      await order([a.sizeId, c.sizeId]);
      await ctx.db.execute(sql`UPDATE stock SET quantity = quantity + 1 WHERE size_id = ${a.sizeId}`);
      const ids = (await boughtTogetherCards(ctx.db, await catalogSnapshot(ctx.db), a.colorId)).map(
        (card) => card.id,
      );
      expect(ids[0]).toBe(c.colorId);
      expect(boughtTogetherCounters.reads).toBe(reads + 1);
    });
  },
  { seed: { products: 40 } },
);
