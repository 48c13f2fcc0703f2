/**
 * Writes of an import into the catalogue tables, a batch per statement (the batch travels
 * as one JSON parameter). Every write fires the tables' catalogue-version triggers, so each
 * instance's catalogue index rebuilds on its next request, as after any other writer.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../catalog/index/catalog-index.queries.server';
import type { DbOrTx } from '../db/client.server';

const json = (rows: unknown) => JSON.stringify(rows);

export interface SectionRow {
  path: string;
  parentPath: string | null;
  name: string;
  gender: string | null;
  groupCode: string | null;
  typeCode: string | null;
}

export async function selectSections(db: DbOrTx): Promise<SectionRow[]> {
  return selectRows<SectionRow>(
    db,
    sql`SELECT path, parent_path AS "parentPath", name, gender, group_code AS "groupCode", type_code AS "typeCode"
        FROM catalog_sections WHERE flag IS NULL ORDER BY sort, id`,
  );
}

export interface GroupWrite {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
  defaultSection: string | null;
}

/** Stores 1С's groups; a section the admin chose stays, the rest take the default match. */
export async function upsertGroups(tx: DbOrTx, groups: GroupWrite[]): Promise<void> {
  if (groups.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_groups AS g (external_id, name, parent_id, path, section_path, mapped_by)
    SELECT x.id, x.name, x."parentId", x.path, x."defaultSection",
           CASE WHEN x."defaultSection" IS NULL THEN NULL ELSE 'default' END
    FROM jsonb_to_recordset(${json(groups)}::jsonb)
         AS x(id text, name text, "parentId" text, path text, "defaultSection" text)
    ON CONFLICT (external_id) DO UPDATE SET
      name = excluded.name, parent_id = excluded.parent_id, path = excluded.path, updated_at = now(),
      section_path = CASE WHEN g.mapped_by = 'admin' THEN g.section_path ELSE excluded.section_path END,
      mapped_by = CASE WHEN g.mapped_by = 'admin' THEN 'admin' ELSE excluded.mapped_by END`);
}

export interface GroupMappingRow {
  externalId: string;
  name: string;
  path: string;
  sectionPath: string | null;
  mappedBy: string | null;
  products: number;
}

/** Every known group with its section and how many products it holds. */
export async function selectGroups(db: DbOrTx): Promise<GroupMappingRow[]> {
  return selectRows<GroupMappingRow>(
    db,
    sql`SELECT g.external_id AS "externalId", g.name, g.path, g.section_path AS "sectionPath",
               g.mapped_by AS "mappedBy",
               (SELECT count(*)::int FROM exchange_products e WHERE e.group_id = g.external_id) AS products
        FROM exchange_groups g ORDER BY g.path`,
  );
}

export async function setGroupSection(
  db: DbOrTx,
  externalId: string,
  sectionPath: string | null,
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`UPDATE exchange_groups SET section_path = ${sectionPath}, mapped_by = ${sectionPath === null ? null : 'admin'},
               updated_at = now()
        WHERE external_id = ${externalId} RETURNING external_id AS id`,
  );
  return rows.length > 0;
}

/** Brand ids by lower-case name. */
export async function selectBrandIds(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands`);
  return new Map(rows.map((r) => [r.name.toLowerCase(), Number(r.id)]));
}

/** Adds a brand 1С named; its code is the slug, made unique with a number when taken. */
export async function insertBrand(tx: DbOrTx, name: string, slug: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`INSERT INTO brands (code, name)
        SELECT CASE WHEN EXISTS (SELECT 1 FROM brands WHERE code = ${slug})
                    THEN ${slug} || '-' || (SELECT count(*) + 1 FROM brands) ELSE ${slug} END, ${name}
        RETURNING id`,
  );
  return Number(row.id);
}

export interface ProductWrite {
  externalId: string;
  code: string;
  name: string;
  brandId: number;
  gender: string;
  groupCode: string;
  typeCode: string;
  description: string;
  season: number;
  attributes: Record<string, string>;
  hidden: boolean;
  groupId: string | null;
  properties: Record<string, string>;
  /** Hashes of the gallery's pictures, first first; null keeps the product's pictures. */
  pictures: string[] | null;
}

/**
 * Creates or updates the products of a batch and their links to 1С. A product keeps its
 * code (and so its URLs) once made; `absent` clears when it is back in a package.
 */
export async function upsertProducts(tx: DbOrTx, rows: ProductWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const input = sql`jsonb_to_recordset(${json(rows)}::jsonb) AS x("externalId" text, code text, name text,
      "brandId" int, gender text, "groupCode" text, "typeCode" text, description text, season smallint,
      attributes jsonb, hidden boolean, "groupId" text, properties jsonb, pictures jsonb)`;
  const pictures = sql`ARRAY(SELECT jsonb_array_elements_text(x.pictures))`;
  await tx.execute(sql`
    UPDATE products p SET name = x.name, brand_id = x."brandId", gender = x.gender, group_code = x."groupCode",
           type_code = x."typeCode", description = x.description, season = x.season, attributes = x.attributes,
           hidden = x.hidden,
           pictures = CASE WHEN jsonb_typeof(x.pictures) = 'array' THEN ${pictures} ELSE p.pictures END
    FROM ${input} JOIN exchange_products e ON e.external_id = x."externalId"
    WHERE p.id = e.product_id`);
  await tx.execute(sql`
    UPDATE exchange_products e SET group_id = x."groupId", properties = x.properties, absent = false
    FROM ${input} WHERE e.external_id = x."externalId"`);
  await tx.execute(sql`
    WITH fresh AS (
      SELECT x.* FROM ${input}
      WHERE NOT EXISTS (SELECT 1 FROM exchange_products e WHERE e.external_id = x."externalId")
    ), made AS (
      INSERT INTO products (code, name, brand_id, gender, group_code, type_code, description, season, attributes, hidden, pictures)
      SELECT code, name, "brandId", gender, "groupCode", "typeCode", description, season, attributes, hidden,
             CASE WHEN jsonb_typeof(x.pictures) = 'array' THEN ${pictures} ELSE '{}' END FROM fresh x
      RETURNING id, code
    )
    INSERT INTO exchange_products (external_id, product_id, group_id, properties)
    SELECT f."externalId", m.id, f."groupId", f.properties FROM fresh f JOIN made m ON m.code = f.code`);
}

/**
 * A full package lists every product 1С sells: the ones it left out are hidden (not
 * deleted: their orders still show them). Returns how many were hidden.
 */
export async function hideProductsAbsentFrom(tx: DbOrTx, runId: number): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`WITH gone AS (
          UPDATE exchange_products e SET absent = true
          WHERE NOT e.absent AND NOT EXISTS (
            SELECT 1 FROM exchange_staged s
            WHERE s.run_id = ${runId} AND s.kind = 'product' AND s.ref = e.external_id)
          RETURNING e.product_id)
        UPDATE products p SET hidden = true FROM gone WHERE p.id = gone.product_id RETURNING p.id`,
  );
  return rows.length;
}

export interface LinkedProduct {
  externalId: string;
  productId: number;
  code: string;
  name: string;
  properties: Record<string, string>;
  groupId: string | null;
}

/** The shop's products behind some 1С product ids. */
export async function selectLinkedProducts(
  db: DbOrTx,
  externalIds: string[],
): Promise<Map<string, LinkedProduct>> {
  if (externalIds.length === 0) return new Map();
  const rows = await selectRows<LinkedProduct>(
    db,
    sql`SELECT e.external_id AS "externalId", e.product_id AS "productId", p.code, p.name, e.properties,
               e.group_id AS "groupId"
        FROM exchange_products e JOIN products p ON p.id = e.product_id
        WHERE e.external_id IN (SELECT jsonb_array_elements_text(${json(externalIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.externalId, { ...r, productId: Number(r.productId) }]));
}

/** Products of one group with what their fields are computed from (for a changed mapping). */
export async function selectGroupProducts(
  db: DbOrTx,
  groupId: string,
): Promise<(LinkedProduct & { absent: boolean })[]> {
  return selectRows(
    db,
    sql`SELECT e.external_id AS "externalId", e.product_id AS "productId", p.code, p.name, e.properties,
               e.group_id AS "groupId", e.absent
        FROM exchange_products e JOIN products p ON p.id = e.product_id WHERE e.group_id = ${groupId}`,
  );
}

export async function updateProductPlacement(
  tx: DbOrTx,
  rows: { productId: number; gender: string; groupCode: string; typeCode: string; hidden: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE products p SET gender = x.gender, group_code = x."groupCode", type_code = x."typeCode", hidden = x.hidden
    FROM jsonb_to_recordset(${json(rows)}::jsonb)
         AS x("productId" int, gender text, "groupCode" text, "typeCode" text, hidden boolean)
    WHERE p.id = x."productId"`);
}
