import { SECTIONS } from '../catalog/taxonomy/category-tree';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence, withoutSecondaryIndexes, type ColumnRow } from './bulk-insert.server';
import type { BulkLoader } from './bulk-load.server';
import { brandRows } from './catalog-assortment';
import { createCatalogGenerator, type IdCursor } from './catalog-generator';
import { POPULAR_QUERIES } from './data/popular-queries';
import { searchSynonymRows } from './data/search-synonyms';
import type { SeedProgress } from './seed-progress';

/**
 * Products generated and loaded per round: bounds memory for 100,000-product catalogues and
 * keeps a round to about a second on PGlite, so progress lines come about that often.
 */
const PRODUCTS_PER_ROUND = 1000;

const PRODUCT_COLUMNS = [
  'id',
  'code',
  'name',
  'brand_id',
  'gender',
  'group_code',
  'type_code',
  'description',
  'season',
  'waterproof',
  'bestseller',
  'collab',
  'recycled',
  'attributes',
  'created_at',
];
const COLOR_COLUMNS = [
  'id',
  'product_id',
  'code',
  'color_code',
  'color_name',
  'hex',
  'price',
  'old_price',
  'discount',
  'bonus',
  'is_new',
  'popularity',
  'sort',
  'created_at',
];
/** The tables that grow with the catalogue. */
export const BULK_TABLES = ['products', 'product_colors', 'product_sizes', 'stock'] as const;
const SIZE_COLUMNS = ['id', 'color_id', 'size_ru', 'sort'];
const STOCK_COLUMNS = ['size_id', 'shop_id', 'quantity'];

/** Writes the catalogue pages of the taxonomy (ids in menu order). */
export async function seedSections(db: DbOrTx): Promise<void> {
  await insertObjects(
    db,
    'catalog_sections',
    SECTIONS.map((section, i) => ({ id: i + 1, ...section })),
  );
  await syncSequence(db, 'catalog_sections');
}

/** The search's synonyms (кеды = кеды/слипоны …): reference data, also of a production shop. */
export async function seedSearchSynonyms(db: DbOrTx): Promise<void> {
  await insertObjects(db, 'search_synonyms', searchSynonymRows());
}

export interface CatalogueCounts {
  products: number;
  colors: number;
  sizes: number;
  stock: number;
}

/**
 * Where the catalogue load spent its time, in milliseconds: generating the rows, writing each
 * bulk table (encoding included) and rebuilding the indexes and keys afterwards.
 */
export type LoadTimings = Record<'generate' | (typeof BULK_TABLES)[number] | 'indexes', number>;

export interface CatalogueOptions {
  products: number;
  shopIds: readonly number[];
  seed?: string;
  /** Drop the bulk tables' foreign keys for the load too (when nothing else skips their checks). */
  withoutForeignKeys?: boolean;
  progress?: SeedProgress;
}

/**
 * Writes brands and `products` generated products with their colours, sizes and stock
 * through the engine's bulk loader, a round of products at a time so memory stays flat
 * however big the catalogue is. The secondary indexes are built once after the load.
 */
export async function seedCatalogue(
  db: DbOrTx,
  loader: BulkLoader,
  options: CatalogueOptions,
): Promise<CatalogueCounts & { timings: LoadTimings }> {
  await insertObjects(db, 'brands', brandRows());
  await seedSearchSynonyms(db);
  // Spread over the last days, as real counts would be (the list reads the last 30).
  await insertObjects(
    db,
    'search_query_days',
    POPULAR_QUERIES.flatMap(([query, searches]) =>
      [0, 1, 2].map((daysAgo) => ({
        query,
        day: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
        searches: Math.ceil(searches / 3),
      })),
    ),
  );
  const timings: LoadTimings = {
    generate: 0,
    products: 0,
    product_colors: 0,
    product_sizes: 0,
    stock: 0,
    indexes: 0,
  };
  let loadedAt = 0;

  const generator = createCatalogGenerator({ shopIds: options.shopIds, seed: options.seed });
  const cursor: IdCursor = { nextColorId: 1, nextSizeId: 1 };
  const counts: CatalogueCounts = { products: 0, colors: 0, sizes: 0, stock: 0 };
  const progress = options.progress;
  const load = async () => {
    for (let start = 0; start < options.products; start += PRODUCTS_PER_ROUND) {
      const end = Math.min(options.products, start + PRODUCTS_PER_ROUND);
      const products: ColumnRow[] = [];
      const colors: ColumnRow[] = [];
      const sizes: ColumnRow[] = [];
      const stock: ColumnRow[] = [];
      let clock = performance.now();
      for (let index = start; index < end; index += 1) {
        const bundle = generator.product(index, cursor);
        products.push(bundle.product);
        colors.push(...bundle.colors);
        sizes.push(...bundle.sizes);
        stock.push(...bundle.stock);
      }
      timings.generate += performance.now() - clock;
      for (const [table, columns, rows] of [
        ['products', PRODUCT_COLUMNS, products],
        ['product_colors', COLOR_COLUMNS, colors],
        ['product_sizes', SIZE_COLUMNS, sizes],
        ['stock', STOCK_COLUMNS, stock],
      ] as const) {
        clock = performance.now();
        await loader.append(table, columns, rows);
        timings[table] += performance.now() - clock;
        progress?.add(table, rows.length);
      }
      counts.products += products.length;
      counts.colors += colors.length;
      counts.sizes += sizes.length;
      counts.stock += stock.length;
      progress?.products(counts.products);
    }
    progress?.note('rows loaded; building indexes');
    loadedAt = performance.now();
  };
  await withoutSecondaryIndexes(db, BULK_TABLES, load, { foreignKeys: options.withoutForeignKeys });
  timings.indexes = performance.now() - loadedAt;
  for (const table of ['brands', 'products', 'product_colors', 'product_sizes'])
    await syncSequence(db, table);
  for (const key of Object.keys(timings) as (keyof LoadTimings)[]) timings[key] = Math.round(timings[key]);
  return { ...counts, timings };
}
