// The product answer is kept while the catalogue stays as it is, and follows every change of
// stock, price or shops at once, on both engines.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { lookAtCatalog } from './index/catalog-snapshot.server';
import { productPage } from './product.server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const MOSCOW = 216;

forEachEngine(
  'product answer per catalogue state',
  (ctx) => {
    /** An article with a size stocked in a Moscow shop. */
    let code: string;
    let sizeId: number;
    let colorId: number;

    beforeAll(async () => {
      const [row] = await queryRows<{ code: string; sizeId: number; colorId: number }>(
        ctx.db,
        sql`SELECT pc.code, ps.id AS "sizeId", pc.id AS "colorId"
            FROM stock st JOIN product_sizes ps ON ps.id = st.size_id
            JOIN product_colors pc ON pc.id = ps.color_id JOIN shops s ON s.id = st.shop_id
            WHERE st.quantity > 0 AND s.city_id = ${MOSCOW} ORDER BY pc.id, ps.id LIMIT 1`,
      );
      ({ code, sizeId, colorId } = { ...row, sizeId: Number(row.sizeId), colorId: Number(row.colorId) });
    });

    const quantityOf = async () =>
      (await productPage(ctx.db, code, MOSCOW)).product.sizes.find((s) => s.id === sizeId)?.quantity;

    test('asked again with nothing changed, it is the same answer', async () => {
      const first = await productPage(ctx.db, code, MOSCOW);
      expect(await productPage(ctx.db, code, MOSCOW)).toBe(first);
    });

    test('a stock change shows in the very next answer', async () => {
      const before = await quantityOf();
      await ctx.db.execute(sql`UPDATE stock SET quantity = quantity + 3 WHERE size_id = ${sizeId}
        AND shop_id = (SELECT min(shop_id) FROM stock WHERE size_id = ${sizeId})`);
      expect(await quantityOf()).toBe((before ?? 0) + 3);
    });

    test('a price change shows in the very next answer, and again the one after', async () => {
      await productPage(ctx.db, code, MOSCOW);
      await ctx.db.execute(sql`UPDATE product_colors SET price = ${12_345} WHERE id = ${colorId}`);
      expect((await productPage(ctx.db, code, MOSCOW)).product.price.value).toBe(12_345);
      expect((await productPage(ctx.db, code, MOSCOW)).product.price.value).toBe(12_345);
      // Once the index is rebuilt for the new version, answers are kept again, with the new price.
      await vi.waitFor(async () => expect((await lookAtCatalog(ctx.db)).fresh).toBe(true), {
        timeout: 30_000,
      });
      const kept = await productPage(ctx.db, code, MOSCOW);
      expect(kept.product.price.value).toBe(12_345);
      expect(await productPage(ctx.db, code, MOSCOW)).toBe(kept);
    });

    test('sizes with prices of their own: the page heads with the lowest, «от» only when they differ', async () => {
      await ctx.db.execute(
        sql`UPDATE product_sizes SET price = 7000, old_price = NULL WHERE color_id = ${colorId}`,
      );
      // Every size at 7 000 while the colour's row still says 12 345: one price, the sizes'.
      const same = (await productPage(ctx.db, code, MOSCOW)).product;
      expect([same.price.value, same.priceFrom, same.bonus]).toEqual([7000, undefined, 350]);
      expect(same.sizes.every((s) => s.price === undefined)).toBe(true);
      await ctx.db.execute(sql`UPDATE product_sizes SET price = 6500, old_price = 8000 WHERE id = ${sizeId}`);
      const apart = (await productPage(ctx.db, code, MOSCOW)).product;
      expect([apart.price.value, apart.oldPrice?.value, apart.discount, apart.priceFrom]).toEqual([
        6500,
        8000,
        19,
        true,
      ]);
      expect(apart.sizes.find((s) => s.id === sizeId)?.price?.value).toBe(6500);
      await ctx.db.execute(
        sql`UPDATE product_sizes SET price = NULL, old_price = NULL WHERE color_id = ${colorId}`,
      );
    });

    test('another city is another answer', async () => {
      const moscow = await productPage(ctx.db, code, MOSCOW);
      const [other] = await queryRows<{ id: number }>(
        ctx.db,
        sql`SELECT id FROM cities WHERE id <> ${MOSCOW} LIMIT 1`,
      );
      const elsewhere = await productPage(ctx.db, code, Number(other.id));
      expect(elsewhere).not.toBe(moscow);
      expect(elsewhere.stores.cityId).not.toBe(MOSCOW);
    });
  },
  { seed: { products: 10 } },
);
