import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.server';
import type { CatalogRows, IndexBrandRow, IndexColorRow, IndexSectionRow, IndexShopRow } from './rows';

/** Rows of a raw query, whichever engine answers (PGlite and node-postgres both give .rows). */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The catalogue version the triggers keep (text: bigint travels differently per engine). */
export async function readCatalogVersion(db: DbOrTx): Promise<string> {
  const rows = await selectRows<{ version: string }>(
    db,
    sql`SELECT version::text AS version FROM catalog_state WHERE id = 1`,
  );
  return rows[0]?.version ?? '0';
}

// Separators that cannot occur in a size label, for packing a colour's stock into one text.
const PAIR = '\u001e';
const FIELD = '\u001f';

async function loadColors(db: DbOrTx): Promise<IndexColorRow[]> {
  return selectRows<IndexColorRow>(
    db,
    sql`SELECT pc.id, pc.code, pc.color_code AS "colorCode", pc.color_name AS "colorName", pc.hex,
               pc.price, pc.old_price AS "oldPrice", pc.discount, pc.bonus, pc.is_new AS "isNew",
               pc.popularity, pc.sort, (extract(epoch FROM pc.created_at) * 1000)::float8 AS created,
               p.id AS "productId", p.code AS "productCode", p.name, p.brand_id AS "brandId", p.gender,
               p.group_code AS "groupCode", p.type_code AS "typeCode", p.season::int AS season,
               p.waterproof, p.bestseller, p.collab, p.recycled
        FROM product_colors pc JOIN products p ON p.id = pc.product_id`,
  );
}

/** One row per colour: its (shop, size) pairs with stock, packed into a text (millions of pairs). */
async function loadStock(db: DbOrTx): Promise<CatalogRows['stock']> {
  const rows = await selectRows<{ colorId: number; pairs: string }>(
    db,
    sql`SELECT ps.color_id AS "colorId",
               string_agg(st.shop_id::text || ${FIELD} || ps.size_ru, ${PAIR}) AS pairs
        FROM stock st JOIN product_sizes ps ON ps.id = st.size_id
        WHERE st.quantity > 0
        GROUP BY ps.color_id`,
  );
  return rows.map((row) => {
    const shopIds: number[] = [];
    const sizes: string[] = [];
    for (const pair of row.pairs.split(PAIR)) {
      const cut = pair.indexOf(FIELD);
      shopIds.push(Number(pair.slice(0, cut)));
      sizes.push(pair.slice(cut + 1));
    }
    return { colorId: row.colorId, shopIds, sizes };
  });
}

/**
 * Everything the index is built from, read in one REPEATABLE READ transaction so the rows
 * and the version agree even while someone writes (on PostgreSQL; PGlite has one writer).
 */
export async function loadCatalogRows(db: DbOrTx): Promise<{ version: string; rows: CatalogRows }> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const colors = await loadColors(tx);
      const stock = await loadStock(tx);
      const brands = await selectRows<IndexBrandRow>(tx, sql`SELECT id, code, name FROM brands`);
      const shops = await selectRows<IndexShopRow>(
        tx,
        sql`SELECT s.id, s.name, s.city_id AS "cityId", c.name AS "cityName"
            FROM shops s JOIN cities c ON c.id = s.city_id
            WHERE s.active
            ORDER BY s.sort, s.id`,
      );
      const sections = await selectRows<IndexSectionRow>(
        tx,
        sql`SELECT path, parent_path AS "parentPath", name, h1, seo_text AS "seoText", gender,
                   group_code AS "groupCode", type_code AS "typeCode", flag, sort
            FROM catalog_sections ORDER BY sort, id`,
      );
      return { version, rows: { colors, stock, brands, shops, sections } };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Stems words with PostgreSQL's Russian snowball configuration (Latin words go through
 * the English stemmer, as the 'russian' configuration does). Stop words stem to ''.
 */
export async function stemWords(db: DbOrTx, words: readonly string[]): Promise<Map<string, string>> {
  const stems = new Map<string, string>();
  if (words.length === 0) return stems;
  const rows = await selectRows<{ word: string; stem: string }>(
    db,
    sql`SELECT w AS word, coalesce((tsvector_to_array(to_tsvector('russian', w)))[1], '') AS stem
        FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) AS w`,
  );
  for (const row of rows) stems.set(row.word, row.stem);
  return stems;
}
