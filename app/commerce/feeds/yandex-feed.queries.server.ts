import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/sql-rows.server';
import type { DbOrTx } from '../db/client.server';

export interface FeedSectionRow {
  id: number;
  path: string;
  parentPath: string | null;
  name: string;
}

/** The catalogue's section tree without the flag pages (sale, new are lists, not categories). */
export async function selectFeedSections(db: DbOrTx): Promise<FeedSectionRow[]> {
  const result = await db.execute(sql`
    SELECT id, path, parent_path AS "parentPath", name FROM catalog_sections
    WHERE flag IS NULL ORDER BY sort, id`);
  return rowsOf<FeedSectionRow>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

export interface FeedColorRow {
  id: number;
  code: string;
  colorName: string;
  price: number;
  oldPrice: number | null;
  name: string;
  gender: string;
  groupCode: string;
  typeCode: string;
  description: string;
  brand: string;
  /** The 1С pictures the colour shows (its own, else its product's), first first; [] for none. */
  pictures: string[];
}

/**
 * The next `limit` colours after `afterId` whose product is not hidden (1С hid it: its page
 * answers 404), in id order (keyset paging: each page is cheap).
 */
export async function selectFeedColors(db: DbOrTx, afterId: number, limit: number): Promise<FeedColorRow[]> {
  const result = await db.execute(sql`
    SELECT pc.id, pc.code, pc.color_name AS "colorName", pc.price, pc.old_price AS "oldPrice",
      p.name, p.gender, p.group_code AS "groupCode", p.type_code AS "typeCode", p.description, b.name AS brand,
      CASE WHEN cardinality(pc.pictures) > 0 THEN pc.pictures ELSE p.pictures END AS pictures
    FROM product_colors pc JOIN products p ON p.id = pc.product_id JOIN brands b ON b.id = p.brand_id
    WHERE pc.id > ${afterId} AND NOT p.hidden ORDER BY pc.id LIMIT ${limit}`);
  return rowsOf<FeedColorRow>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    oldPrice: r.oldPrice === null ? null : Number(r.oldPrice),
  }));
}

export interface FeedSizeRow {
  id: number;
  colorId: number;
  sizeRu: string;
  /** The size's own price and old price when 1С priced it apart (null: its colour's). */
  price: number | null;
  oldPrice: number | null;
}

/**
 * Sizes of colours `fromId`…`toId` that an active stock location holds (a shop or a warehouse:
 * both sell online), in the picker's order.
 */
export async function selectFeedSizesInStock(
  db: DbOrTx,
  fromId: number,
  toId: number,
): Promise<FeedSizeRow[]> {
  const result = await db.execute(sql`
    SELECT ps.id, ps.color_id AS "colorId", ps.size_ru AS "sizeRu", ps.price, ps.old_price AS "oldPrice"
    FROM product_sizes ps
    WHERE ps.color_id BETWEEN ${fromId} AND ${toId}
      AND EXISTS (SELECT 1 FROM stock s JOIN shops sh ON sh.id = s.shop_id
        WHERE s.size_id = ps.id AND sh.active AND s.quantity > 0)
    ORDER BY ps.color_id, ps.sort, ps.id`);
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return rowsOf<FeedSizeRow>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    colorId: Number(r.colorId),
    price: orNull(r.price),
    oldPrice: orNull(r.oldPrice),
  }));
}
