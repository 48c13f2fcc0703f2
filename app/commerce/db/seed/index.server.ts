import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.server';
import { seedCatalogue, seedSections, type CatalogueCounts } from './catalog.server';
import { seedContent } from './content.server';
import { seedLocations } from './locations.server';

export interface SeedOptions {
  /** How many catalogue products (models) to create; each gets one to three colours. */
  products: number;
  /** Label of the random streams; the default gives the documented demo shop. */
  seed?: string;
  /** Progress lines (step and time); silent when absent. */
  log?: (line: string) => void;
}

export interface SeedReport extends CatalogueCounts {
  milliseconds: number;
}

/**
 * Tables the seed fills, in an order where every table comes after the tables it references.
 * Wiping truncates them with CASCADE, which also empties what references them: basket
 * lines, favourites and orders (orders point at shops), but not users.
 */
export const SEEDED_TABLES = [
  'cities',
  'shops',
  'brands',
  'catalog_sections',
  'products',
  'product_colors',
  'product_sizes',
  'stock',
  'banners',
] as const;

/** Empties every seeded table (and, by CASCADE, rows that reference them) and restarts ids. */
export async function wipeSeededData(db: DbOrTx): Promise<void> {
  const tables = sql.join(
    SEEDED_TABLES.map((t) => sql.identifier(t)),
    sql.raw(', '),
  );
  await db.execute(sql`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
}

/**
 * Fills an empty database with the deterministic demo shop: cities and shops, catalogue
 * pages, brands and products with colours, sizes and stock, banners. Runs in one
 * transaction, so a failed seed leaves the database empty and the next start seeds again.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const counts = await db.transaction(async (tx) => {
    const shops = await seedLocations(tx);
    log(`cities and ${shops.length} shops: ${Date.now() - started} ms`);
    await seedSections(tx);
    await seedContent(tx);
    const result = await seedCatalogue(tx, {
      products: options.products,
      shopIds: shops.map((s) => s.id),
      seed: options.seed,
    });
    log(
      `catalogue (${result.products} products, ${result.colors} colours, ${result.sizes} sizes, ${result.stock} stock rows): ${Date.now() - started} ms`,
    );
    return result;
  });
  await db.execute(sql`ANALYZE`);
  return { ...counts, milliseconds: Date.now() - started };
}
