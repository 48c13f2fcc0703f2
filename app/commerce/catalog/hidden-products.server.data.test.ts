// Hidden means hidden everywhere: a product 1С hides while the shop runs leaves the
// sitemap, the feed and its own page at the next read, and the catalogue index (search, home
// rails, recommendations, recently viewed: they all read cards from it) at its rebuild, which
// the hide sets off through the catalogue version; a back-in-stock wait for it is kept until it
// shows again; on both engines.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { cardsByCodes } from '../content/catalog-lists.server';
import { yandexFeedChunks } from '../feeds/yandex-feed.server';
import { sitemapChunk } from '../seo/sitemap.server';
import { claimArrivedAlerts } from '../stock-alerts/stock-alerts.queries.server';
import { lookAtCatalog } from './index/catalog-snapshot.server';
import { productPage } from './product.server';
import { searchHits } from './search/search.server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const MOSCOW = 216;
const ORIGIN = 'https://shop.test';

forEachEngine(
  'a product hidden while the shop runs',
  (ctx) => {
    /** A colour in stock and its product. */
    let code: string;
    let productId: number;
    let name: string;

    beforeAll(async () => {
      const [row] = await queryRows<{ code: string; productId: number; name: string }>(
        ctx.db,
        sql`SELECT pc.code, p.id AS "productId", p.name FROM product_colors pc
            JOIN products p ON p.id = pc.product_id
            WHERE EXISTS (SELECT 1 FROM product_sizes ps JOIN stock st ON st.size_id = ps.id
                          WHERE ps.color_id = pc.id AND st.quantity > 0)
            ORDER BY pc.id LIMIT 1`,
      );
      ({ code, name } = row);
      productId = Number(row.productId);
    });

    const sitemapPaths = async () => (await sitemapChunk(ctx.db, 'products-1')).urls.map((u) => u.path);
    const feed = async () => {
      let text = '';
      for await (const chunk of yandexFeedChunks(ctx.db, ORIGIN)) text += chunk;
      return text;
    };
    const searched = async () => {
      const { snapshot } = await lookAtCatalog(ctx.db);
      const { slots } = await searchHits(ctx.db, snapshot, name);
      return [...slots].map((slot) => snapshot.index.code[slot]);
    };
    const fresh = () =>
      vi.waitFor(async () => expect((await lookAtCatalog(ctx.db)).fresh).toBe(true), { timeout: 30_000 });

    test('before: listed in the sitemap, the feed, the index and the search', async () => {
      await fresh();
      expect(await sitemapPaths()).toContain(`/product/${code}`);
      expect(await feed()).toContain(`${ORIGIN}/product/${code}?size=`);
      expect((await cardsByCodes(ctx.db, [code])).map((c) => c.code)).toEqual([code]);
      expect(await searched()).toContain(code);
      expect((await productPage(ctx.db, code, MOSCOW)).product.code).toBe(code);
    });

    test('after the hide: gone from the sitemap, the feed and its page at once, from the index at its rebuild', async () => {
      await ctx.db.execute(sql`UPDATE products SET hidden = true WHERE id = ${productId}`);
      expect(await sitemapPaths()).not.toContain(`/product/${code}`);
      expect(await feed()).not.toContain(`/product/${code}?`);
      await expect(productPage(ctx.db, code, MOSCOW)).rejects.toMatchObject({ status: 404 });
      await fresh();
      expect(await cardsByCodes(ctx.db, [code])).toEqual([]);
      expect(await searched()).not.toContain(code);
    });

    test('a back-in-stock wait for it is not answered while it is hidden, and is once it shows again', async () => {
      const [size] = await queryRows<{ id: number }>(
        ctx.db,
        sql`SELECT ps.id FROM product_sizes ps JOIN product_colors pc ON pc.id = ps.color_id
            WHERE pc.code = ${code} ORDER BY ps.id LIMIT 1`,
      );
      const sizeId = Number(size.id);
      await ctx.db.execute(sql`INSERT INTO stock_alerts (size_id, channel, contact, origin, token)
        VALUES (${sizeId}, 'sms', '+79990000001', ${ORIGIN}, 'hidden-product-wait')`);
      await ctx.db.execute(sql`UPDATE stock SET quantity = 4 WHERE size_id = ${sizeId}`);
      await ctx.db.execute(sql`INSERT INTO stock (size_id, shop_id, quantity)
        SELECT ${sizeId}, min(id), 4 FROM shops ON CONFLICT (size_id, shop_id) DO UPDATE SET quantity = 4`);
      expect(await claimArrivedAlerts(ctx.db, [sizeId], new Date())).toEqual([]);
      await ctx.db.execute(sql`UPDATE products SET hidden = false WHERE id = ${productId}`);
      expect((await claimArrivedAlerts(ctx.db, [sizeId], new Date())).map((a) => a.sizeId)).toEqual([sizeId]);
    });
  },
  { seed: { products: 10 } },
);
