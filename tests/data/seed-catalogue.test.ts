import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { forEachEngine, queryRows } from '../setup/engines';
import { tableDigest, type TableDigest } from '../setup/table-digest';

/**
 * The bulk loader must not change what the seed writes. These digests were taken from the
 * seed as it was before the loader (row-by-row JSON inserts) with 5,000 products, on PGlite
 * and on PostgreSQL alike (commit c4c8089); products, colours, sizes and stock were
 * taken again on the old loader at 96509f1 with the descriptions' closing line of 8f3255c, when
 * shoe sizes started to follow Nike's chart (no RU 38.5, 40.5, 42.5, 45.5) and the closing line
 * stopped promising pickup everywhere; the catalogue tables must still match them
 * byte for byte on every engine. A deliberate change to the generator changes them too:
 * then recompute them with tests/setup/table-digest.ts and say why in the commit.
 */
const PRODUCTS = 5000;
const BEFORE_THE_BULK_LOADER: Record<string, TableDigest> = {
  brands: { rows: 52, md5: '84068a9367bf4277d1ca898d6763b1ea' },
  catalog_sections: { rows: 57, md5: '9cb1ea46e84e738a3b15299490813980' },
  products: { rows: 5000, md5: '5ff52a40bfbabbb1b5034bdf1af45ce4' },
  product_colors: { rows: 9029, md5: 'a00ef00d8fd5ba59dec0c987f5e70659' },
  product_sizes: { rows: 62971, md5: 'ea1c9cec05e2eb955b027f97efa97a8d' },
  stock: { rows: 92695, md5: '1ae803909e04e34b58217b546d213a01' },
};

/** Columns added since the digests were taken, left out of them (brands' search aliases: 0007; products hidden by the 1С exchange: 0012; the 1С pictures: 0018 and 0019; sizes' own prices: 0020). */
const LATER_COLUMNS: Record<string, readonly string[]> = {
  brands: ['search_aliases'],
  products: ['hidden', 'pictures'],
  product_colors: ['pictures'],
  product_sizes: ['price', 'old_price'],
};

forEachEngine(
  `a ${PRODUCTS}-product seed`,
  (ctx) => {
    for (const [table, expected] of Object.entries(BEFORE_THE_BULK_LOADER)) {
      test(`${table} holds the same rows as before the bulk loader`, async () => {
        expect(await tableDigest(ctx.db, table, LATER_COLUMNS[table])).toEqual(expected);
      });
    }

    test('the catalogue version moved on once, and the loaded keys and indexes are in place', async () => {
      const [state] = await queryRows<{ version: number }>(
        ctx.db,
        sql`SELECT version FROM catalog_state WHERE id = 1`,
      );
      expect(Number(state.version)).toBe(2);
      // Dropped for the load on a role without superuser rights: back, with their ON DELETE.
      const keys = await queryRows<{ name: string }>(
        ctx.db,
        sql`SELECT conname::text || ' ' || confdeltype::text AS name FROM pg_constraint
            WHERE contype = 'f' AND conrelid::regclass::text IN ('products', 'product_colors', 'product_sizes', 'stock')
            ORDER BY 1`,
      );
      expect(keys.map((k) => k.name)).toEqual([
        // c = cascade, a = no action
        'product_colors_product_id_products_id_fk c',
        'product_sizes_color_id_product_colors_id_fk c',
        'products_brand_id_brands_id_fk a',
        'stock_shop_id_shops_id_fk a',
        'stock_size_id_product_sizes_id_fk c',
      ]);
    });
  },
  { seed: { products: PRODUCTS, now: new Date('2026-11-01T09:00:00+03:00') } },
);
