import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.server';
import type {
  CatalogRows,
  IndexBannerRow,
  IndexBrandRow,
  IndexColorRow,
  IndexSectionRow,
  IndexShopRow,
} from './rows';

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

/*
 * The two big reads (one row per colour, one stock list per colour) travel packed: each
 * chunk of colours comes back as ONE text of control-character-separated records. Drivers
 * spend far more on materialising many small rows than on one long string (180,000 rows:
 * 19 s as rows, 2.5 s packed on a busy PGlite), and splitting in JS is cheap.
 */
const RECORD = '\u001e';
const FIELD = '\u001f';
const PAIR = '\u001d';
const PART = '\u001c';
/** Colours per packed read: keeps each text well under the drivers' limits. */
const CHUNK = 40_000;

async function packed(db: DbOrTx, query: SQL): Promise<string[]> {
  const rows = await selectRows<{ packed: string | null }>(db, query);
  const text = rows[0]?.packed;
  return text ? text.split(RECORD) : [];
}

const truthy = (value: string) => value === '1';

async function loadColors(db: DbOrTx, from: number, to: number): Promise<IndexColorRow[]> {
  const records = await packed(
    db,
    sql`SELECT string_agg(concat_ws(${FIELD},
               pc.id, pc.code, pc.color_code, pc.color_name, pc.hex, pc.price, coalesce(pc.old_price, 0),
               pc.discount, pc.bonus, pc.is_new::int, pc.popularity, pc.sort,
               (extract(epoch FROM pc.created_at) * 1000)::bigint, p.id, p.code, p.brand_id, p.gender,
               p.group_code, p.type_code, p.season, p.waterproof::int, p.bestseller::int, p.collab::int,
               p.recycled::int, p.name), ${RECORD}) AS packed
        FROM product_colors pc JOIN products p ON p.id = pc.product_id
        WHERE pc.id BETWEEN ${from} AND ${to}`,
  );
  return records.map((record) => {
    const f = record.split(FIELD);
    return {
      id: Number(f[0]),
      code: f[1],
      colorCode: f[2],
      colorName: f[3],
      hex: f[4],
      price: Number(f[5]),
      oldPrice: Number(f[6]) || null,
      discount: Number(f[7]),
      bonus: Number(f[8]),
      isNew: truthy(f[9]),
      popularity: Number(f[10]),
      sort: Number(f[11]),
      created: Number(f[12]),
      productId: Number(f[13]),
      productCode: f[14],
      brandId: Number(f[15]),
      gender: f[16],
      groupCode: f[17],
      typeCode: f[18],
      season: Number(f[19]),
      waterproof: truthy(f[20]),
      bestseller: truthy(f[21]),
      collab: truthy(f[22]),
      recycled: truthy(f[23]),
      // The name goes last: whatever it holds, the fields before it stay in place.
      name: f.slice(24).join(FIELD),
    };
  });
}

/**
 * Each colour's (shop, size) pairs with stock, in one read: a join over the whole stock
 * table is a single hash join, while chunks by colour would scan the stock once per chunk.
 */
async function loadStock(db: DbOrTx): Promise<CatalogRows['stock']> {
  const records = await packed(
    db,
    sql`SELECT string_agg(c.color_id::text || ${FIELD}::text || c.pairs, ${RECORD}) AS packed
        FROM (SELECT ps.color_id, string_agg(st.shop_id::text || ${PART}::text || ps.size_ru, ${PAIR}) AS pairs
              FROM stock st JOIN product_sizes ps ON ps.id = st.size_id
              WHERE st.quantity > 0
              GROUP BY ps.color_id) c`,
  );
  return records.map((record) => {
    const cut = record.indexOf(FIELD);
    const shopIds: number[] = [];
    const sizes: string[] = [];
    for (const pair of record.slice(cut + 1).split(PAIR)) {
      const at = pair.indexOf(PART);
      shopIds.push(Number(pair.slice(0, at)));
      sizes.push(pair.slice(at + 1));
    }
    return { colorId: Number(record.slice(0, cut)), shopIds, sizes };
  });
}

/** Colours (chunk by chunk of ids: each chunk is a range scan) and their stock. */
async function loadArticles(db: DbOrTx): Promise<Pick<CatalogRows, 'colors' | 'stock'>> {
  const [range] = await selectRows<{ low: number | null; high: number | null }>(
    db,
    sql`SELECT min(id) AS low, max(id) AS high FROM product_colors`,
  );
  const colors: IndexColorRow[] = [];
  if (range?.low == null || range.high == null) return { colors, stock: [] };
  for (let from = range.low; from <= range.high; from += CHUNK) {
    for (const row of await loadColors(db, from, from + CHUNK - 1)) colors.push(row);
  }
  return { colors, stock: await loadStock(db) };
}

/**
 * Everything the index is built from, read in one REPEATABLE READ transaction so the rows
 * and the version agree even while someone writes (on PostgreSQL; PGlite has one writer).
 */
export async function loadCatalogRows(db: DbOrTx): Promise<{ version: string; rows: CatalogRows }> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const { colors, stock } = await loadArticles(tx);
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
      const banners = await selectRows<IndexBannerRow>(
        tx,
        sql`SELECT type, head_text AS "headText", desktop_url AS "desktopUrl", mobile_url AS "mobileUrl", payload
            FROM banners
            WHERE active AND type IN ('catalog_1x1', 'catalog_2x1')
            ORDER BY sort, id`,
      );
      return { version, rows: { colors, stock, brands, shops, sections, banners } };
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
