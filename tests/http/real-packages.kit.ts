// Rows as the 1С importer now writes them, written with SQL into a server's own copy
// of the seeded template before it starts: a colour whose sizes are priced apart, a colourless
// article, a warehouse that is the only stock of one colour, a hidden product. The shop must
// handle them whoever wrote them, so the tests never go through the exchange.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '~/commerce/db/client.server';
import { type RunningServer, startServer } from '../setup/server';

const MOSCOW = 216;

/** The prices the priced colour's sizes get: its cheapest size, and every other size. */
export const CHEAP = { price: 4321, oldPrice: 5000 } as const;
export const DEAR = { price: 6100, oldPrice: null } as const;
/** The price of the colour that only the warehouse holds (a price no seeded colour has). */
export const WAREHOUSE_ONLY_PRICE = 4322;
export const WAREHOUSE_NAME = 'Главный склад';

export interface RealPackageRows {
  /** A colour whose first size costs CHEAP and the others DEAR; every size 5 units in Moscow. */
  priced: { code: string; colorId: number; sizeIds: number[] };
  /** A one-colour product whose colour is '' (1С gave none); in stock. */
  colourless: { code: string; sizeId: number };
  /** A colour held only by the warehouse: 3 units of `sizeId`; `soldOutSizeId` has none anywhere. */
  warehouseOnly: { code: string; sizeId: number; soldOutSizeId: number };
  warehouseId: number;
  /** The colour codes of a product 1С hid. */
  hidden: { productId: number; codes: string[] };
}

type Read = <T>(query: SQL) => Promise<T[]>;

async function pickRows(read: Read): Promise<RealPackageRows> {
  const colors = await read<{
    id: number;
    code: string;
    productId: number;
    colors: number;
    sizes: number;
  }>(sql`
    SELECT pc.id, pc.code, pc.product_id AS "productId",
           (SELECT count(*)::int FROM product_colors o WHERE o.product_id = pc.product_id) AS colors,
           (SELECT count(*)::int FROM product_sizes ps WHERE ps.color_id = pc.id) AS sizes
    FROM product_colors pc ORDER BY pc.id`);
  const used = new Set<number>();
  const take = (fits: (c: (typeof colors)[number]) => boolean) => {
    const found = colors.find((c) => !used.has(c.productId) && fits(c));
    if (!found) throw new Error('the seeded catalogue has no colour for a fixture');
    used.add(found.productId);
    return found;
  };
  const sizesOf = async (colorId: number) =>
    (
      await read<{ id: number }>(
        sql`SELECT id FROM product_sizes WHERE color_id = ${colorId} ORDER BY sort, id`,
      )
    ).map((s) => Number(s.id));
  const priced = take((c) => c.sizes >= 3);
  const colourless = take((c) => c.colors === 1);
  const warehouseOnly = take((c) => c.sizes >= 2);
  const hidden = take(() => true);
  const hiddenCodes = colors.filter((c) => c.productId === hidden.productId).map((c) => c.code);
  return {
    priced: { code: priced.code, colorId: Number(priced.id), sizeIds: await sizesOf(priced.id) },
    colourless: { code: colourless.code, sizeId: (await sizesOf(colourless.id))[0] },
    warehouseOnly: await (async () => {
      const [sizeId, soldOutSizeId] = await sizesOf(warehouseOnly.id);
      return { code: warehouseOnly.code, sizeId, soldOutSizeId };
    })(),
    warehouseId: 0,
    hidden: { productId: Number(hidden.productId), codes: hiddenCodes },
  };
}

/** Writes the fixture's rows; the discount and bonus columns the way the importer derives them. */
async function writeRows(run: (query: SQL) => Promise<unknown>, read: Read, rows: RealPackageRows) {
  const [shop] = await read<{ id: number }>(
    sql`SELECT id FROM shops WHERE city_id = ${MOSCOW} AND active ORDER BY id LIMIT 1`,
  );
  const stockIn = (sizeId: number, shopId: number, quantity: number) =>
    run(sql`INSERT INTO stock (size_id, shop_id, quantity) VALUES (${sizeId}, ${shopId}, ${quantity})
            ON CONFLICT (size_id, shop_id) DO UPDATE SET quantity = excluded.quantity`);

  const [cheapest, ...others] = rows.priced.sizeIds;
  await run(
    sql`UPDATE product_sizes SET price = ${CHEAP.price}, old_price = ${CHEAP.oldPrice} WHERE id = ${cheapest}`,
  );
  for (const id of others)
    await run(sql`UPDATE product_sizes SET price = ${DEAR.price}, old_price = NULL WHERE id = ${id}`);
  // The colour keeps its lowest size price (14 % off 5 000, 216 points at 5 %).
  await run(sql`UPDATE product_colors SET price = ${CHEAP.price}, old_price = ${CHEAP.oldPrice}, discount = 14, bonus = 216
                WHERE id = ${rows.priced.colorId}`);
  for (const id of rows.priced.sizeIds) await stockIn(id, Number(shop.id), 5);

  await run(sql`UPDATE product_colors SET color_code = '', color_name = '', hex = ''
                WHERE code = ${rows.colourless.code}`);
  await stockIn(rows.colourless.sizeId, Number(shop.id), 5);

  const [warehouse] = await read<{ id: number }>(sql`
    INSERT INTO shops (code, city_id, name, address, phone, hours, lat, lon, kind)
    VALUES ('1c-warehouse-main', ${MOSCOW}, ${WAREHOUSE_NAME}, '', '', '', 0, 0, 'warehouse') RETURNING id`);
  rows.warehouseId = Number(warehouse.id);
  await run(sql`DELETE FROM stock WHERE size_id IN
                (SELECT id FROM product_sizes WHERE color_id = (SELECT id FROM product_colors WHERE code = ${rows.warehouseOnly.code}))`);
  await stockIn(rows.warehouseOnly.sizeId, rows.warehouseId, 3);
  await run(sql`UPDATE product_colors SET price = ${WAREHOUSE_ONLY_PRICE}, old_price = NULL, discount = 0, bonus = 216
                WHERE code = ${rows.warehouseOnly.code}`);

  await run(sql`UPDATE products SET hidden = true WHERE id = ${rows.hidden.productId}`);
}

/** A server of its own on the seeded template with the fixture's rows written in. */
export async function startServerWithRealPackageRows(): Promise<{
  server: RunningServer;
  rows: RealPackageRows;
}> {
  let rows: RealPackageRows | undefined;
  const server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'real-packages-server-')),
    prepare: async (dataDir) => {
      const handle = await openDatabase({ directory: path.join(dataDir, 'pglite') });
      try {
        const run = (query: SQL) => handle.db.execute(query);
        const read: Read = async (query) => ((await run(query)) as unknown as { rows: never[] }).rows;
        rows = await pickRows(read);
        await writeRows(run, read, rows);
      } finally {
        await handle.close();
      }
    },
  });
  return { server, rows: rows! };
}
