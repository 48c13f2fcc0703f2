/** Writes of an offers package: colour articles, sizes with their prices, characteristics and stock. */
import { sql } from 'drizzle-orm';
import { selectRows } from '../catalog/index/catalog-index.queries.server';
import type { DbOrTx } from '../db/client.server';

const json = (rows: unknown) => JSON.stringify(rows);
/** A PostgreSQL int[] literal of whole numbers: '{1,2,3}'. */
const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

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

/** Creates or reprices colour articles (by code); returns their ids by code, and the ids it created. */
export async function upsertColors(
  tx: DbOrTx,
  rows: ColorWrite[],
): Promise<{ ids: Map<string, number>; created: Set<number> }> {
  if (rows.length === 0) return { ids: new Map(), created: new Set() };
  const result = await selectRows<{ id: number; code: string; created: boolean }>(
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
        RETURNING id, code, (xmax = 0) AS created`,
  );
  return {
    ids: new Map(result.map((r) => [r.code, Number(r.id)])),
    created: new Set(result.filter((r) => r.created).map((r) => Number(r.id))),
  };
}

export interface SizeWrite {
  colorId: number;
  sizeRu: string;
  sort: number;
  /** The size's own price and crossed-out price, as 1С priced its offer. */
  price: number;
  oldPrice: number | null;
}

/**
 * Creates or reprices the sizes of a batch; returns their ids by 'colorId|size', and the ids
 * of the sizes this call created (they hold no stock yet: nothing of theirs to zero).
 */
export async function upsertSizes(
  tx: DbOrTx,
  rows: SizeWrite[],
): Promise<{ ids: Map<string, number>; created: Set<number> }> {
  if (rows.length === 0) return { ids: new Map(), created: new Set() };
  const result = await selectRows<{ id: number; colorId: number; sizeRu: string; created: boolean }>(
    tx,
    sql`INSERT INTO product_sizes AS s (color_id, size_ru, sort, price, old_price)
        SELECT x."colorId", x."sizeRu", x.sort, x.price, x."oldPrice"
        FROM jsonb_to_recordset(${json(rows)}::jsonb)
             AS x("colorId" int, "sizeRu" text, sort int, price int, "oldPrice" int)
        ON CONFLICT (color_id, size_ru) DO UPDATE SET sort = excluded.sort, price = excluded.price,
          old_price = excluded.old_price
        -- xmax is 0 on a row this statement inserted, set on one it updated.
        RETURNING id, color_id AS "colorId", size_ru AS "sizeRu", (xmax = 0) AS created`,
  );
  return {
    ids: new Map(result.map((r) => [`${r.colorId}|${r.sizeRu}`, Number(r.id)])),
    created: new Set(result.filter((r) => r.created).map((r) => Number(r.id))),
  };
}

/**
 * The cheapest size of each colour (its price and old price), for colours that had sizes
 * before this batch (a changes-only package may reprice one size of many). Each colour's sizes
 * are read by its index (a lateral lookup), never by scanning every size.
 */
export async function selectCheapestSizes(
  tx: DbOrTx,
  colorIds: number[],
): Promise<{ colorId: number; price: number; oldPrice: number | null }[]> {
  if (colorIds.length === 0) return [];
  const rows = await selectRows<{ colorId: number; price: number; oldPrice: number | null }>(
    tx,
    sql`SELECT given.id AS "colorId", m.price, m.old_price AS "oldPrice"
        FROM unnest(${intArray(colorIds)}::int[]) AS given(id)
        CROSS JOIN LATERAL (
          SELECT s.price, s.old_price FROM product_sizes s
          WHERE s.color_id = given.id AND s.price IS NOT NULL
          ORDER BY s.price, s.old_price DESC NULLS LAST, s.id LIMIT 1) m`,
  );
  return rows.map((r) => ({ colorId: Number(r.colorId), price: Number(r.price), oldPrice: r.oldPrice }));
}

/** Sets colours' prices with their discount and bonus (only where they changed). */
export async function updateColorPrices(
  tx: DbOrTx,
  rows: { colorId: number; price: number; oldPrice: number | null; discount: number; bonus: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE product_colors c SET price = x.price, old_price = x."oldPrice", discount = x.discount, bonus = x.bonus
    FROM jsonb_to_recordset(${json(rows)}::jsonb)
         AS x("colorId" int, price int, "oldPrice" int, discount int, bonus int)
    WHERE c.id = x."colorId"
      AND (c.price, c.old_price, c.discount, c.bonus) IS DISTINCT FROM (x.price, x."oldPrice", x.discount, x.bonus)`);
}

/** Characteristics import.xml sent as Товар records ('product#characteristic'). */
export async function upsertCharacteristics(
  tx: DbOrTx,
  rows: { id: string; productId: string; name: string; characteristics: Record<string, string> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_characteristics (external_id, product_external_id, name, characteristics)
    SELECT x.id, x."productId", x.name, x.characteristics
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS x(id text, "productId" text, name text, characteristics jsonb)
    ON CONFLICT (external_id) DO UPDATE SET name = excluded.name, characteristics = excluded.characteristics`);
}

/** The characteristics import.xml sent for some offer Ид's, by Ид. */
export async function selectCharacteristics(
  db: DbOrTx,
  offerIds: string[],
): Promise<Map<string, Record<string, string>>> {
  if (offerIds.length === 0) return new Map();
  const rows = await selectRows<{ id: string; characteristics: Record<string, string> }>(
    db,
    sql`SELECT external_id AS id, characteristics FROM exchange_characteristics
        WHERE external_id IN (SELECT jsonb_array_elements_text(${json(offerIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.id, r.characteristics]));
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
    ON CONFLICT (external_id) DO UPDATE SET size_id = excluded.size_id, color_id = excluded.color_id
    WHERE (exchange_offers.size_id, exchange_offers.color_id) IS DISTINCT FROM (excluded.size_id, excluded.color_id)`);
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
  /** Sizes made in this batch: no stock row of theirs exists, so theirs are plain inserts. */
  newSizeIds: ReadonlySet<number> = new Set(),
): Promise<void> {
  // Two offers of one size (another width, another leather) add up; so do two warehouses tied
  // to one shop. One row per pair also keeps INSERT … ON CONFLICT from meeting a row twice.
  const summed = new Map<string, { sizeId: number; shopId: number; quantity: number }>();
  for (const level of levels) {
    const key = `${level.sizeId}|${level.shopId}`;
    const known = summed.get(key);
    if (known) known.quantity += level.quantity;
    else summed.set(key, { ...level });
  }
  // A zero is written as "not held": an existing row is set to 0 below, a missing one stays
  // missing (the same nothing to the catalogue), so a first import inserts no empty rows.
  const rows = [...summed.values()].filter((level) => level.quantity > 0);
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
  const fresh = rows.filter((row) => newSizeIds.has(row.sizeId));
  const known = rows.filter((row) => !newSizeIds.has(row.sizeId));
  if (fresh.length > 0) {
    await tx.execute(sql`
      INSERT INTO stock (size_id, shop_id, quantity)
      SELECT x."sizeId", x."shopId", x.quantity
      FROM jsonb_to_recordset(${json(fresh)}::jsonb) AS x("sizeId" int, "shopId" int, quantity int)`);
  }
  if (known.length === 0) return;
  await tx.execute(sql`
    INSERT INTO stock (size_id, shop_id, quantity)
    SELECT x."sizeId", x."shopId", x.quantity
    FROM jsonb_to_recordset(${json(known)}::jsonb) AS x("sizeId" int, "shopId" int, quantity int)
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
