import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.server';
import type {
  CatalogRows,
  IndexBannerRow,
  IndexBrandRow,
  IndexColorRow,
  IndexSectionRow,
  IndexShopRow,
  IndexSynonymRow,
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
const COLOR_CHUNK = 20_000;
/** Sizes per packed stock read (about 1.5 stock rows each). */
const SIZE_CHUNK = 150_000;

async function packed(db: DbOrTx, query: SQL): Promise<string[]> {
  const rows = await selectRows<{ packed: string | null }>(db, query);
  const text = rows[0]?.packed;
  return text ? text.split(RECORD) : [];
}

const truthy = (value: string) => value === '1';

/**
 * Whether a colour's sizes are priced apart: some size has a price of its own other than the
 * colour's. The importer keeps the colour's price at its lowest size price, so this is «the
 * sizes cost different amounts» without reading every size's price (one indexed probe, and
 * most colours have no size prices at all). All sizes count, in stock or not: the flag then
 * changes only with prices, which rebuild the index, never with stock patches.
 */
const PRICED_APART = sql`EXISTS (SELECT 1 FROM product_sizes ps
  WHERE ps.color_id = pc.id AND ps.price IS NOT NULL AND ps.price <> pc.price)`;

async function loadColors(db: DbOrTx, from: number, to: number): Promise<IndexColorRow[]> {
  const records = await packed(
    db,
    sql`SELECT string_agg(concat_ws(${FIELD},
               pc.id, pc.code, pc.color_code, pc.color_name, pc.hex, pc.price, coalesce(pc.old_price, 0),
               pc.discount, pc.bonus, pc.is_new::int, pc.popularity, pc.sort,
               (extract(epoch FROM pc.created_at) * 1000)::bigint, p.id, p.code, p.brand_id, p.gender,
               p.group_code, p.type_code, p.season, p.waterproof::int, p.bestseller::int, p.collab::int,
               p.recycled::int, coalesce(p.attributes->>'article', ''), coalesce(pc.pictures[1], p.pictures[1], ''),
               ${PRICED_APART}::int, p.name), ${RECORD}) AS packed
        FROM product_colors pc JOIN products p ON p.id = pc.product_id
        WHERE pc.id BETWEEN ${from} AND ${to} AND NOT p.hidden`,
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
      article: f[24],
      picture: f[25],
      priceFrom: truthy(f[26]),
      // The name goes last: whatever it holds, the fields before it stay in place.
      name: f.slice(27).join(FIELD),
    };
  });
}

/**
 * The (shop, size) pairs with stock of the sizes with ids in [from, to], per colour. Both
 * sides of the join are range scans on their primary keys, so chunks cost no more than one
 * big read, and the database is free for other queries between them.
 */
async function loadStock(db: DbOrTx, from: number, to: number): Promise<CatalogRows['stock']> {
  const records = await packed(
    db,
    sql`SELECT string_agg(c.color_id::text || ${FIELD}::text || c.pairs, ${RECORD}) AS packed
        FROM (SELECT ps.color_id, string_agg(st.shop_id::text || ${PART}::text || ps.size_ru, ${PAIR}) AS pairs
              FROM stock st JOIN product_sizes ps ON ps.id = st.size_id
              WHERE st.quantity > 0 AND st.size_id BETWEEN ${from} AND ${to} AND ps.id BETWEEN ${from} AND ${to}
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

/** Runs `read` over [low, high] in chunks of `step` ids. */
async function inChunks(
  db: DbOrTx,
  table: 'product_colors' | 'product_sizes',
  step: number,
  read: (from: number, to: number) => Promise<void>,
): Promise<void> {
  const [range] = await selectRows<{ low: number | null; high: number | null }>(
    db,
    sql`SELECT min(id) AS low, max(id) AS high FROM ${sql.identifier(table)}`,
  );
  if (range?.low == null || range.high == null) return;
  for (let from = range.low; from <= range.high; from += step) await read(from, from + step - 1);
}

/** Colours and their stock, chunk by chunk; a colour whose sizes span two chunks is merged. */
async function loadArticles(db: DbOrTx): Promise<Pick<CatalogRows, 'colors' | 'stock'>> {
  const colors: IndexColorRow[] = [];
  await inChunks(db, 'product_colors', COLOR_CHUNK, async (from, to) => {
    for (const row of await loadColors(db, from, to)) colors.push(row);
  });
  const stock = new Map<number, CatalogRows['stock'][number]>();
  await inChunks(db, 'product_sizes', SIZE_CHUNK, async (from, to) => {
    for (const row of await loadStock(db, from, to)) {
      const known = stock.get(row.colorId);
      if (!known) stock.set(row.colorId, row);
      else {
        known.shopIds.push(...row.shopIds);
        known.sizes.push(...row.sizes);
      }
    }
  });
  return { colors, stock: [...stock.values()] };
}

/**
 * Everything the index is built from. The version is read FIRST and the rows after, in
 * separate short queries (a long transaction would hold PGlite's only connection for
 * seconds): a write that lands while the rows are read has bumped the version past the
 * one this index is labelled with, so the next request rebuilds again and nothing stays
 * stale.
 */
export async function loadCatalogRows(db: DbOrTx): Promise<{ version: string; rows: CatalogRows }> {
  const version = await readCatalogVersion(db);
  const { colors, stock } = await loadArticles(db);
  const brands = await selectRows<IndexBrandRow>(
    db,
    sql`SELECT id, code, name, to_json(search_aliases) AS "searchAliases" FROM brands`,
  );
  const shops = await selectRows<IndexShopRow>(
    db,
    sql`SELECT s.id, s.name, s.city_id AS "cityId", c.name AS "cityName", s.kind
        FROM shops s JOIN cities c ON c.id = s.city_id
        WHERE s.active
        ORDER BY s.sort, s.id`,
  );
  const sections = await selectRows<IndexSectionRow>(
    db,
    sql`SELECT path, parent_path AS "parentPath", name, h1, seo_text AS "seoText", gender,
               group_code AS "groupCode", type_code AS "typeCode", flag, sort
        FROM catalog_sections ORDER BY sort, id`,
  );
  const banners = await selectRows<IndexBannerRow>(
    db,
    sql`SELECT type, head_text AS "headText", desktop_url AS "desktopUrl", mobile_url AS "mobileUrl", payload
        FROM banners
        WHERE active AND type IN ('catalog_1x1', 'catalog_2x1')
        ORDER BY sort, id`,
  );
  const synonyms = await selectRows<IndexSynonymRow>(
    db,
    sql`SELECT type_code AS "typeCode", term, to_json(name_words) AS "nameWords" FROM search_synonyms ORDER BY id`,
  );
  // Sales lower stock, and stock bumps the version: an order re-ranks 'popular' at the rebuild.
  const sales = await selectRows<{ colorId: number; sold: number }>(
    db,
    sql`SELECT ps.color_id AS "colorId", sum(oi.count)::int AS sold
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        JOIN product_sizes ps ON ps.id = oi.size_id
        WHERE o.created_at > now() - interval '30 days' AND o.status <> 'cancelled'
        GROUP BY ps.color_id`,
  );
  return { version, rows: { colors, stock, brands, shops, sections, banners, synonyms, sales } };
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
