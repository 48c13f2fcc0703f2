import { sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import {
  catalogIndexCounters,
  fullBuildsOf,
  catalogSnapshot,
  type CatalogSnapshot,
} from '~/commerce/catalog/index/catalog-snapshot.server';
import { hasSize, inStock } from '~/commerce/catalog/index/stock-masks';
import { takeFromShop } from '~/commerce/orders/stock.queries.server';
import { forEachEngine, queryRows } from '../setup/engines';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

interface StockRow {
  sizeId: number;
  shopId: number;
  quantity: number;
  colorId: number;
}

/** Sizes in stock anywhere of a colour, as the index holds them (its size codes). */
function indexedSizes(snapshot: CatalogSnapshot, colorId: number): string[] {
  const { index } = snapshot;
  const slot = index.slotByColorId.get(colorId)!;
  return index.sizes.codes.filter(
    (_, bit) => hasSize(index, slot, bit),
  );
}

forEachEngine(
  'the stock change log',
  (ctx) => {
    /** A colour in stock in several sizes, and its stock rows. */
    async function stockedColor(skip = 0): Promise<StockRow[]> {
      const [pick] = await queryRows<{ colorId: number }>(
        ctx.db,
        sql`SELECT ps.color_id AS "colorId" FROM stock st JOIN product_sizes ps ON ps.id = st.size_id
            WHERE st.quantity > 0 GROUP BY ps.color_id HAVING count(DISTINCT ps.id) >= 2
            ORDER BY ps.color_id OFFSET ${skip} LIMIT 1`,
      );
      return queryRows<StockRow>(
        ctx.db,
        sql`SELECT st.size_id AS "sizeId", st.shop_id AS "shopId", st.quantity, ps.color_id AS "colorId"
            FROM stock st JOIN product_sizes ps ON ps.id = st.size_id
            WHERE ps.color_id = ${pick.colorId} AND st.quantity > 0 ORDER BY st.size_id, st.shop_id`,
      );
    }

    async function sizeCode(sizeId: number): Promise<string> {
      const [row] = await queryRows<{ size: string }>(
        ctx.db,
        sql`SELECT size_ru AS size FROM product_sizes WHERE id = ${sizeId}`,
      );
      return row.size;
    }

    test('an order taking the last units of a size updates that colour only, without a rebuild', async () => {
      const before = await catalogSnapshot(ctx.db);
      const rows = await stockedColor();
      const colorId = rows[0].colorId;
      const gone = rows[0].sizeId;
      const code = await sizeCode(gone);
      expect(indexedSizes(before, colorId)).toContain(code);
      const builds = fullBuildsOf(ctx.db);
      const updates = catalogIndexCounters.stockUpdates;

      // Every shop's units of that size are taken, the way an order takes them.
      await ctx.db.transaction(async (tx) => {
        for (const row of rows.filter((r) => r.sizeId === gone)) {
          expect(await takeFromShop(tx, row.sizeId, row.shopId, row.quantity)).toBe(true);
        }
      });

      const after = await catalogSnapshot(ctx.db);
      expect(indexedSizes(after, colorId)).not.toContain(code);
      expect(after.index.version).toBe(before.index.version);
      expect(fullBuildsOf(ctx.db)).toBe(builds);
      expect(catalogIndexCounters.stockUpdates).toBe(updates + 1);
      // Nothing moved, nothing to do.
      expect(await catalogSnapshot(ctx.db)).toBe(after);
    });

    test('a colour sold out leaves its sections and comes back when stock returns', async () => {
      const rows = await stockedColor(1);
      const colorId = rows[0].colorId;
      const slot = (await catalogSnapshot(ctx.db)).index.slotByColorId.get(colorId)!;
      const listed = (s: CatalogSnapshot) => s.index.all.includes(slot) && inStock(s.index, slot);
      expect(listed(await catalogSnapshot(ctx.db))).toBe(true);

      await ctx.db.execute(
        sql`UPDATE stock SET quantity = 0 WHERE size_id IN (SELECT id FROM product_sizes WHERE color_id = ${colorId})`,
      );
      expect(listed(await catalogSnapshot(ctx.db))).toBe(false);

      await ctx.db.execute(
        sql`UPDATE stock SET quantity = 3 WHERE size_id = ${rows[0].sizeId} AND shop_id = ${rows[0].shopId}`,
      );
      const back = await catalogSnapshot(ctx.db);
      expect(listed(back)).toBe(true);
      expect(indexedSizes(back, colorId)).toEqual([await sizeCode(rows[0].sizeId)]);
    });

    test('a price change still rebuilds the index', async () => {
      const before = await catalogSnapshot(ctx.db);
      const builds = fullBuildsOf(ctx.db);
      const colorId = before.index.colorId[0];
      await ctx.db.execute(sql`UPDATE product_colors SET price = price + 100 WHERE id = ${colorId}`);
      await catalogSnapshot(ctx.db); // starts the rebuild, answers from the old copy
      await vi.waitFor(
        async () => {
          const now = await catalogSnapshot(ctx.db);
          expect(now.index.version).not.toBe(before.index.version);
          expect(now.index.price[0]).toBe(before.index.price[0] + 100);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(fullBuildsOf(ctx.db)).toBe(builds + 1);
    });

    describe.runIf(ctx.engine === 'postgres')('with writers at once (PostgreSQL)', () => {
      /** A transaction that wrote `write` and stays open until `commit` is called. */
      function openWriter(write: ReturnType<typeof sql>) {
        let commit!: () => void;
        let wrote!: () => void;
        const committed = new Promise<void>((resolve) => (commit = resolve));
        const written = new Promise<void>((resolve) => (wrote = resolve));
        const done = ctx.db.transaction(async (tx) => {
          await tx.execute(write);
          wrote();
          await committed;
        });
        return { written, commit: () => (commit(), done) };
      }

      test('two orders of different sizes do not wait for each other (no hot row)', async () => {
        const [first, second] = [(await stockedColor(2))[0], (await stockedColor(3))[0]];
        const slow = openWriter(
          sql`UPDATE stock SET quantity = quantity - 1 WHERE size_id = ${first.sizeId} AND shop_id = ${first.shopId}`,
        );
        await slow.written;
        const started = Date.now();
        const fast = openWriter(
          sql`UPDATE stock SET quantity = quantity - 1 WHERE size_id = ${second.sizeId} AND shop_id = ${second.shopId}`,
        );
        await fast.written;
        await fast.commit();
        expect(Date.now() - started).toBeLessThan(2_000);
        await slow.commit();
      });

      test('a write that commits after a later-numbered one is still applied', async () => {
        await catalogSnapshot(ctx.db);
        const early = await stockedColor(4);
        const late = await stockedColor(5);
        const earlyGone = await sizeCode(early[0].sizeId);
        const lateGone = await sizeCode(late[0].sizeId);
        // The early writer takes its sequence number first and commits last.
        const slow = openWriter(sql`UPDATE stock SET quantity = 0 WHERE size_id = ${early[0].sizeId}`);
        await slow.written;
        await ctx.db.execute(sql`UPDATE stock SET quantity = 0 WHERE size_id = ${late[0].sizeId}`);

        const between = await catalogSnapshot(ctx.db);
        expect(indexedSizes(between, late[0].colorId)).not.toContain(lateGone);
        expect(indexedSizes(between, early[0].colorId)).toContain(earlyGone);

        await slow.commit();
        const after = await catalogSnapshot(ctx.db);
        expect(indexedSizes(after, early[0].colorId)).not.toContain(earlyGone);
      });
    });
  },
  { seed: { products: 40 } },
);
