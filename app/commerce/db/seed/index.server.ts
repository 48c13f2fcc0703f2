import { sql } from 'drizzle-orm';
import { seedPromoCodes } from '../../basket/seed-promo.server';
import type { Db, DbOrTx } from '../client.server';
import { seedCatalogue, seedSections, type CatalogueCounts } from './catalog.server';
import { seedBanners } from './banners.server';
import { CONTENT_TABLES, seedContent } from './content-index.server';
import { seedLocations } from './locations.server';
import { seedRedirects } from './redirects.server';

export interface SeedOptions {
  /** How many catalogue products (models) to create; each gets one to three colours. */
  products: number;
  /** Label of the random streams; the default gives the documented demo shop. */
  seed?: string;
  /**
   * The seed's "today": news are dated in the year before it. Defaults to the real date so
   * a new shop's news look fresh; pass a fixed date for byte-identical seeds.
   */
  now?: Date;
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
  ...CONTENT_TABLES,
  'redirects',
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
 * Bulk loading mode: with superuser rights (always on PGlite) the seed runs with
 * session_replication_role = replica, which skips the per-row foreign-key checks — they
 * cost two thirds of the load time, and the generator builds consistent rows by
 * construction (a test checks for orphans). Triggers are skipped too, so afterwards one
 * empty statement per table lets statement-level triggers (the catalogue version bump) run
 * as they would have. Without superuser rights (a managed PostgreSQL) the seed simply runs
 * with every check on.
 */
async function enterBulkLoad(tx: DbOrTx): Promise<boolean> {
  const rows = await tx.execute<{ superuser: string }>(
    sql`SELECT current_setting('is_superuser') AS superuser`,
  );
  const superuser = (rows as unknown as { rows: { superuser: string }[] }).rows[0]?.superuser === 'on';
  if (superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  return superuser;
}

async function leaveBulkLoad(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SET LOCAL session_replication_role = origin`);
  for (const table of SEEDED_TABLES) await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE false`);
}

/**
 * Fills an empty database with the deterministic demo shop: cities and shops, catalogue
 * pages, brands and products with colours, sizes and stock, banners, demo promo codes. Runs in one
 * transaction, so a failed seed leaves the database empty and the next start seeds again.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const counts = await db.transaction(async (tx) => {
    const bulk = await enterBulkLoad(tx);
    const shops = await seedLocations(tx);
    log(`cities and ${shops.length} shops: ${Date.now() - started} ms`);
    await seedSections(tx);
    await seedBanners(tx);
    const result = await seedCatalogue(tx, {
      products: options.products,
      shopIds: shops.map((s) => s.id),
      seed: options.seed,
    });
    await seedPromoCodes(tx);
    // Content reads the shops and the catalogue (shop news, outfits, hero pictures).
    await seedContent(tx, options.now ?? new Date());
    await seedRedirects(tx);
    if (bulk) await leaveBulkLoad(tx);
    log(
      `catalogue (${result.products} products, ${result.colors} colours, ${result.sizes} sizes, ${result.stock} stock rows): ${Date.now() - started} ms`,
    );
    return result;
  });
  await db.execute(sql`ANALYZE`);
  return { ...counts, milliseconds: Date.now() - started };
}
