/**
 * 1С's warehouses and the stock locations their quantities go to. A warehouse is tied to the
 * pickup shop of exactly its name (or by the admin); every other warehouse gets a location of
 * its own of kind 'warehouse' (online stock: courier and pickup-point orders ship from it,
 * shoppers never see it as a shop).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows } from '../catalog/index/catalog-index.queries.server';
import { MOSCOW_CITY_ID } from '../contract/location';
import type { DbOrTx } from '../db/client.server';
import { listedShop } from '../db/listed-shops';

const json = (rows: unknown) => JSON.stringify(rows);

/** The Ид standing for an offer's bare <Количество> in a package that names no warehouse. */
export const NO_WAREHOUSE = '';
/** The name its location and the admin's list show. */
export const NO_WAREHOUSE_NAME = 'Остаток без склада';

/**
 * Stores 1С's warehouses. A new one is tied to the active shop of the same name (or address)
 * when there is exactly one; a tie made earlier (by name, by the admin or to its own
 * location) stays. Warehouses left untied get their own location (tieUntiedWarehouses).
 */
export async function upsertWarehouses(
  tx: DbOrTx,
  warehouses: { id: string; name: string }[],
): Promise<void> {
  if (warehouses.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_warehouses AS w (external_id, name, shop_id, mapped_by)
    SELECT x.id, x.name, m.shop_id, CASE WHEN m.shop_id IS NULL THEN NULL ELSE 'name' END
    FROM jsonb_to_recordset(${json(warehouses)}::jsonb) AS x(id text, name text)
    LEFT JOIN LATERAL (
      SELECT min(shops.id) AS shop_id FROM shops
      WHERE ${listedShop()} AND (lower(shops.name) = lower(x.name) OR lower(shops.address) = lower(x.name))
      HAVING count(*) = 1) m ON true
    ON CONFLICT (external_id) DO UPDATE SET name = excluded.name,
      shop_id = coalesce(w.shop_id, excluded.shop_id),
      mapped_by = CASE WHEN w.shop_id IS NULL THEN excluded.mapped_by ELSE w.mapped_by END`);
}

/** The code of a warehouse's own location: stable per Ид, so it is found again. */
function locationCode(externalId: string): string {
  return `1c-sklad-${createHash('sha1').update(externalId).digest('hex').slice(0, 12)}`;
}

/**
 * Gives every warehouse tied to nothing a stock location of its own (kind 'warehouse', made
 * once per Ид and reused), and records the tie as 'online'. Warehouses an offer names that
 * the package did not list are made here too, named by their Ид.
 */
export async function tieUntiedWarehouses(tx: DbOrTx, alsoIds: string[] = []): Promise<void> {
  const named = alsoIds.map((id) => ({ id, name: id === NO_WAREHOUSE ? NO_WAREHOUSE_NAME : id }));
  if (named.length > 0) {
    await tx.execute(sql`
      INSERT INTO exchange_warehouses (external_id, name)
      SELECT x.id, x.name FROM jsonb_to_recordset(${json(named)}::jsonb) AS x(id text, name text)
      ON CONFLICT (external_id) DO NOTHING`);
  }
  const untied = await selectRows<{ externalId: string; name: string }>(
    tx,
    sql`SELECT external_id AS "externalId", name FROM exchange_warehouses WHERE shop_id IS NULL`,
  );
  if (untied.length === 0) return;
  const locations = untied.map((w) => ({ id: w.externalId, name: w.name, code: locationCode(w.externalId) }));
  await tx.execute(sql`
    WITH made AS (
      INSERT INTO shops (code, city_id, name, address, phone, hours, lat, lon, sort, kind)
      SELECT x.code, ${MOSCOW_CITY_ID}::int, x.name, '', '', '', 0, 0, 1000, 'warehouse'
      FROM jsonb_to_recordset(${json(locations)}::jsonb) AS x(id text, name text, code text)
      ON CONFLICT (code) DO UPDATE SET name = excluded.name
      RETURNING id, code
    )
    UPDATE exchange_warehouses w SET shop_id = made.id, mapped_by = 'online'
    FROM jsonb_to_recordset(${json(locations)}::jsonb) AS x(id text, name text, code text)
    JOIN made ON made.code = x.code
    WHERE w.external_id = x.id`);
}

/** Location ids by warehouse Ид. */
export async function selectWarehouseShops(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await selectRows<{ externalId: string; shopId: number }>(
    db,
    sql`SELECT external_id AS "externalId", shop_id AS "shopId" FROM exchange_warehouses WHERE shop_id IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.externalId, Number(r.shopId)]));
}

export interface WarehouseRow {
  externalId: string;
  name: string;
  mappedBy: 'online' | 'name' | 'admin' | null;
  shopId: number | null;
  shopName: string | null;
  shopKind: 'shop' | 'warehouse' | null;
  cityName: string | null;
  /** Units of every size at the warehouse's location now. */
  stock: number;
}

/** Every warehouse 1С sent, where its stock goes and how much is there. */
export async function selectWarehouses(db: DbOrTx): Promise<WarehouseRow[]> {
  const rows = await selectRows<WarehouseRow>(
    db,
    sql`SELECT w.external_id AS "externalId", w.name, w.mapped_by AS "mappedBy", w.shop_id AS "shopId",
               s.name AS "shopName", s.kind AS "shopKind", c.name AS "cityName",
               coalesce((SELECT sum(st.quantity) FROM stock st WHERE st.shop_id = w.shop_id), 0)::int AS stock
        FROM exchange_warehouses w
        LEFT JOIN shops s ON s.id = w.shop_id
        LEFT JOIN cities c ON c.id = s.city_id AND s.kind = 'shop'
        ORDER BY w.name, w.external_id`,
  );
  return rows.map((r) => ({
    ...r,
    shopId: r.shopId === null ? null : Number(r.shopId),
    stock: Number(r.stock),
  }));
}

/** Active pickup shops a warehouse can be tied to. */
export async function selectPickupShops(
  db: DbOrTx,
): Promise<{ id: number; name: string; cityName: string }[]> {
  const rows = await selectRows<{ id: number; name: string; cityName: string }>(
    db,
    sql`SELECT shops.id, shops.name, c.name AS "cityName" FROM shops JOIN cities c ON c.id = shops.city_id
        WHERE ${listedShop()} ORDER BY c.sort, shops.sort, shops.name`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Ties a warehouse to a pickup shop (admin), or back to its own location (null). Stock held
 * at its own location moves with it at once; stock at a shop stays the shop's (other
 * warehouses or the shop itself may share it) until 1С's next package. False: no such warehouse.
 */
export async function tieWarehouse(tx: DbOrTx, externalId: string, shopId: number | null): Promise<boolean> {
  const [before] = await selectRows<{ shopId: number | null; mappedBy: string | null }>(
    tx,
    sql`SELECT shop_id AS "shopId", mapped_by AS "mappedBy" FROM exchange_warehouses
        WHERE external_id = ${externalId} FOR UPDATE`,
  );
  if (!before) return false;
  if (shopId === null) {
    await tx.execute(
      sql`UPDATE exchange_warehouses SET shop_id = NULL, mapped_by = NULL WHERE external_id = ${externalId}`,
    );
    await tieUntiedWarehouses(tx);
  } else {
    await tx.execute(
      sql`UPDATE exchange_warehouses SET shop_id = ${shopId}, mapped_by = 'admin' WHERE external_id = ${externalId}`,
    );
  }
  const [after] = await selectRows<{ shopId: number }>(
    tx,
    sql`SELECT shop_id AS "shopId" FROM exchange_warehouses WHERE external_id = ${externalId}`,
  );
  const from = before.shopId === null ? null : Number(before.shopId);
  const to = Number(after.shopId);
  if (before.mappedBy === 'online' && from !== null && from !== to) await moveStock(tx, from, to);
  return true;
}

/** Adds every unit held at one location to another and empties the first (one statement each). */
async function moveStock(tx: DbOrTx, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO stock (size_id, shop_id, quantity)
    SELECT size_id, ${to}::int, quantity FROM stock WHERE shop_id = ${from} AND quantity > 0
    ON CONFLICT (size_id, shop_id) DO UPDATE SET quantity = stock.quantity + excluded.quantity`);
  await tx.execute(sql`UPDATE stock SET quantity = 0 WHERE shop_id = ${from} AND quantity <> 0`);
}
