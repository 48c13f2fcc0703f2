/** Writes of an offers package: price types, warehouses, colour articles, sizes and stock. */
import { sql } from 'drizzle-orm';
import { selectRows } from '../catalog/index/catalog-index.queries.server';
import type { DbOrTx } from '../db/client.server';

const json = (rows: unknown) => JSON.stringify(rows);
/** A PostgreSQL int[] literal of whole numbers: '{1,2,3}'. */
const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

export async function upsertPriceTypes(tx: DbOrTx, types: { id: string; name: string }[]): Promise<void> {
  if (types.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_price_types (external_id, name)
    SELECT x.id, x.name FROM jsonb_to_recordset(${json(types)}::jsonb) AS x(id text, name text)
    ON CONFLICT (external_id) DO UPDATE SET name = excluded.name`);
}

export async function selectPriceTypes(db: DbOrTx): Promise<{ externalId: string; name: string }[]> {
  return selectRows(db, sql`SELECT external_id AS "externalId", name FROM exchange_price_types`);
}

/**
 * Stores 1С's warehouses. A new one is tied to the active shop of the same name (or
 * address), when there is exactly one; a tie made earlier stays.
 */
export async function upsertWarehouses(
  tx: DbOrTx,
  warehouses: { id: string; name: string }[],
): Promise<void> {
  if (warehouses.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_warehouses AS w (external_id, name, shop_id)
    SELECT x.id, x.name,
           (SELECT min(s.id) FROM shops s
            WHERE lower(s.name) = lower(x.name) OR lower(s.address) = lower(x.name)
            HAVING count(*) = 1)
    FROM jsonb_to_recordset(${json(warehouses)}::jsonb) AS x(id text, name text)
    ON CONFLICT (external_id) DO UPDATE SET name = excluded.name,
      shop_id = coalesce(w.shop_id, excluded.shop_id)`);
}

/** Shop ids by warehouse id, for the warehouses tied to a shop. */
export async function selectWarehouseShops(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await selectRows<{ externalId: string; shopId: number }>(
    db,
    sql`SELECT external_id AS "externalId", shop_id AS "shopId" FROM exchange_warehouses WHERE shop_id IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.externalId, Number(r.shopId)]));
}

export interface ColorWrite {
  productId: number;
  code: string;
  colorCode: string;
  colorName: string;
  hex: string;
  price: number;
  oldPrice: number | null;
  discount: number;
  bonus: number;
  /** The colour's own picture hashes; null keeps the ones it has (a new colour gets none). */
  pictures: string[] | null;
}

/** Creates or reprices colour articles (by code); returns their ids by code. */
export async function upsertColors(tx: DbOrTx, rows: ColorWrite[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await selectRows<{ id: number; code: string }>(
    tx,
    sql`INSERT INTO product_colors AS c (product_id, code, color_code, color_name, hex, price, old_price, discount, bonus, pictures)
        SELECT x."productId", x.code, x."colorCode", x."colorName", x.hex, x.price, x."oldPrice", x.discount, x.bonus,
               CASE WHEN jsonb_typeof(x.pictures) = 'array'
                    THEN ARRAY(SELECT jsonb_array_elements_text(x.pictures)) ELSE '{}' END
        FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x("productId" int, code text, "colorCode" text,
             "colorName" text, hex text, price int, "oldPrice" int, discount int, bonus int, pictures jsonb)
        ON CONFLICT (code) DO UPDATE SET price = excluded.price, old_price = excluded.old_price,
          discount = excluded.discount, bonus = excluded.bonus, color_name = excluded.color_name,
          -- A null in the batch was written as '{}' above: only a batch with pictures replaces them.
          pictures = CASE WHEN cardinality(excluded.pictures) > 0 THEN excluded.pictures ELSE c.pictures END
        RETURNING id, code`,
  );
  return new Map(result.map((r) => [r.code, Number(r.id)]));
}

/** Creates the sizes of a batch (or keeps them); returns their ids by 'colorId|size'. */
export async function upsertSizes(
  tx: DbOrTx,
  rows: { colorId: number; sizeRu: string; sort: number }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await selectRows<{ id: number; colorId: number; sizeRu: string }>(
    tx,
    sql`INSERT INTO product_sizes AS s (color_id, size_ru, sort)
        SELECT x."colorId", x."sizeRu", x.sort
        FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x("colorId" int, "sizeRu" text, sort int)
        ON CONFLICT (color_id, size_ru) DO UPDATE SET sort = excluded.sort
        RETURNING id, color_id AS "colorId", size_ru AS "sizeRu"`,
  );
  return new Map(result.map((r) => [`${r.colorId}|${r.sizeRu}`, Number(r.id)]));
}

export async function upsertOffers(
  tx: DbOrTx,
  rows: { externalId: string; sizeId: number; colorId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_offers (external_id, size_id, color_id)
    SELECT x."externalId", x."sizeId", x."colorId"
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x("externalId" text, "sizeId" int, "colorId" int)
    ON CONFLICT (external_id) DO UPDATE SET size_id = excluded.size_id, color_id = excluded.color_id`);
}

/**
 * Sets the stock of some sizes in the shops 1С's warehouses stand for, as 1С counts it
 * (absolute quantities, not changes). A shop tied to a warehouse but missing from a size's
 * offer holds none of it; shops no warehouse is tied to keep what they have.
 */
export async function setStockLevels(
  tx: DbOrTx,
  levels: { sizeId: number; shopId: number; quantity: number }[],
  sizeIds: number[],
  tiedShopIds: number[],
): Promise<void> {
  // A zero is written as "not held": an existing row is set to 0 below, a missing one stays
  // missing (the same nothing to the catalogue), so a first import inserts no empty rows.
  const rows = levels.filter((level) => level.quantity > 0);
  if (sizeIds.length > 0 && tiedShopIds.length > 0) {
    // The given pairs are read once (a CTE) and looked up by hash, not parsed per stock row.
    await tx.execute(sql`
      WITH given AS (
        SELECT x."sizeId", x."shopId" FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x("sizeId" int, "shopId" int)
      )
      UPDATE stock SET quantity = 0
      WHERE quantity <> 0
        AND size_id = ANY(${intArray(sizeIds)}::int[])
        AND shop_id = ANY(${intArray(tiedShopIds)}::int[])
        AND (size_id, shop_id) NOT IN (SELECT "sizeId", "shopId" FROM given)`);
  }
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO stock (size_id, shop_id, quantity)
    SELECT x."sizeId", x."shopId", x.quantity
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x("sizeId" int, "shopId" int, quantity int)
    ON CONFLICT (size_id, shop_id) DO UPDATE SET quantity = excluded.quantity
    WHERE stock.quantity IS DISTINCT FROM excluded.quantity`);
}

/** After a full offers package: sizes of offers it left out hold nothing in the tied shops. */
export async function zeroStockOfOffersAbsentFrom(
  tx: DbOrTx,
  runId: number,
  tiedShopIds: number[],
): Promise<void> {
  if (tiedShopIds.length === 0) return;
  await tx.execute(sql`
    UPDATE stock SET quantity = 0
    WHERE quantity <> 0
      AND shop_id = ANY(${intArray(tiedShopIds)}::int[])
      AND size_id IN (
        SELECT o.size_id FROM exchange_offers o
        WHERE NOT EXISTS (
          SELECT 1 FROM exchange_staged s
          WHERE s.run_id = ${runId} AND s.kind = 'offer' AND s.ref = o.external_id))`);
}

/**
 * After a full offers package: colours none of whose offers in it carried pictures go back to
 * their product's pictures (1С no longer holds pictures of their own for them). Only colours
 * that have pictures of their own are looked at (few), each by its offers (indexed).
 */
export async function clearColorPicturesNotSent(
  tx: DbOrTx,
  runId: number,
  picturedColorIds: number[],
): Promise<void> {
  await tx.execute(sql`
    UPDATE product_colors pc SET pictures = '{}'
    WHERE cardinality(pc.pictures) > 0
      AND NOT (pc.id = ANY(${intArray(picturedColorIds)}::int[]))
      AND EXISTS (
        SELECT 1 FROM exchange_offers o JOIN exchange_staged s
          ON s.run_id = ${runId} AND s.kind = 'offer' AND s.ref = o.external_id
        WHERE o.color_id = pc.id)`);
}
