import { sql } from 'drizzle-orm';
import { seedPromoCodes } from './promo-codes.server';
import type { Db, DbOrTx } from '../db/client.server';
import {
  BULK_TABLES,
  seedCatalogue,
  seedSearchSynonyms,
  seedSections,
  type CatalogueCounts,
  type LoadTimings,
} from './catalog.server';
import { withSeedTransaction } from './bulk-load.server';
import { seedBanners } from './banners.server';
import { CONTENT_TABLES, seedContent, seedReferenceContent } from './content-index.server';
import { seedCities, seedLocations } from './locations.server';
import { seedRedirects } from './redirects.server';
import { createSeedProgress } from './seed-progress';

export interface SeedOptions {
  /** How many catalogue products (models) to create; each gets one to three colours. */
  products: number;
  /**
   * 'production': only the reference data a real shop needs (cities, catalogue sections,
   * search synonyms, content pages, redirects); its goods and shops come from 1С, and it has no
   * demo promo codes, banners or news. 'demo' (the default): the whole demo shop.
   */
  mode?: 'demo' | 'production';
  /** Label of the random streams; the default gives the documented demo shop. */
  seed?: string;
  /**
   * The seed's "today": news are dated in the year before it. Defaults to the real date so
   * a new shop's news look fresh; pass a fixed date for byte-identical seeds.
   */
  now?: Date;
  /** Progress lines (step and time); silent when absent. */
  log?: (line: string) => void;
  /**
   * Progress of the catalogue load (rows per table, percent, time left), about once a
   * second; silent when absent. The scripts print it to stderr.
   */
  progress?: (line: string) => void;
}

export interface SeedReport extends CatalogueCounts {
  milliseconds: number;
  /** The catalogue load's phases (ms); `content` is everything after it up to the commit. */
  timings: LoadTimings & { content: number };
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
  'search_synonyms',
  'search_query_days',
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

/** How the seed gets the checks and triggers out of the way (see enterBulkLoad). */
type BulkMode = 'replica' | 'owner';

/**
 * Bulk loading mode. With superuser rights (always on PGlite) the seed runs with
 * session_replication_role = replica, which skips the per-row foreign-key checks and the
 * triggers; the generator builds consistent rows by construction (a test checks for
 * orphans). Without superuser rights (a managed PostgreSQL) the owner of the tables still
 * may switch their own triggers off, and the catalogue load drops its foreign keys and adds
 * them back afterwards (one checking join per key). Either way the statement triggers that
 * bump the catalogue version stay silent during the seed: leaveBulkLoad bumps it once.
 */
async function enterBulkLoad(tx: DbOrTx): Promise<BulkMode> {
  const rows = await tx.execute<{ superuser: string }>(
    sql`SELECT current_setting('is_superuser') AS superuser`,
  );
  const superuser = (rows as unknown as { rows: { superuser: string }[] }).rows[0]?.superuser === 'on';
  if (superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  else
    for (const table of SEEDED_TABLES)
      await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} DISABLE TRIGGER USER`);
  // Index builds after the load sort in memory rather than in temporary files.
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
  return superuser ? 'replica' : 'owner';
}

async function leaveBulkLoad(tx: DbOrTx, mode: BulkMode): Promise<void> {
  if (mode === 'replica') await tx.execute(sql`SET LOCAL session_replication_role = origin`);
  else
    for (const table of SEEDED_TABLES)
      await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} ENABLE TRIGGER USER`);
  // One new catalogue version for the whole seed, as one statement's trigger would give.
  await tx.execute(sql`UPDATE catalog_state SET version = version + 1, changed_at = now() WHERE id = 1`);
}

/**
 * Fills an empty database with the deterministic demo shop: cities and shops, catalogue
 * pages, brands and products with colours, sizes and stock, banners, demo promo codes. Runs in one
 * transaction, so a failed seed leaves the database empty and the next start seeds again.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  if (options.mode === 'production') return seedReferenceData(db, options);
  const started = Date.now();
  const log = options.log ?? (() => {});
  const progress = options.progress
    ? createSeedProgress({ total: options.products, write: options.progress })
    : undefined;
  const counts = await withSeedTransaction(db, async (tx, loader) => {
    const mode = await enterBulkLoad(tx);
    const shops = await seedLocations(tx);
    log(`cities and ${shops.length} shops: ${Date.now() - started} ms`);
    await seedSections(tx);
    await seedBanners(tx);
    const result = await seedCatalogue(tx, loader, {
      products: options.products,
      shopIds: shops.map((s) => s.id),
      seed: options.seed,
      withoutForeignKeys: mode === 'owner',
      progress,
    });
    const contentStarted = Date.now();
    // Fresh statistics before the content seed queries the catalogue: without them the
    // planner takes the just-loaded tables for empty and its article picks scan them
    // over and over (minutes for a few thousand products).
    await tx.execute(
      sql`ANALYZE ${sql.join(
        BULK_TABLES.map((t) => sql.identifier(t)),
        sql.raw(', '),
      )}`,
    );
    progress?.note('indexes built; writing the content, which picks articles from the catalogue');
    log(
      `catalogue (${result.products} products, ${result.colors} colours, ${result.sizes} sizes, ${result.stock} stock rows): ${Date.now() - started} ms`,
    );
    await seedPromoCodes(tx);
    // Content reads the shops and the catalogue (shop news, outfits, hero pictures).
    await seedContent(tx, options.now ?? new Date());
    await seedRedirects(tx);
    await leaveBulkLoad(tx, mode);
    // The rest of the seeded tables get their statistics too (the catalogue's are fresh).
    await tx.execute(
      sql`ANALYZE ${sql.join(
        SEEDED_TABLES.filter((t) => !(BULK_TABLES as readonly string[]).includes(t)).map((t) =>
          sql.identifier(t),
        ),
        sql.raw(', '),
      )}`,
    );
    log(`content: ${Date.now() - started} ms`);
    progress?.note('catalogue and content written');
    return { ...result, timings: { ...result.timings, content: Date.now() - contentStarted } };
  });
  return { ...counts, milliseconds: Date.now() - started };
}

/** No catalogue rows: what a production seed reports (its goods come from 1С later). */
const NO_CATALOGUE: CatalogueCounts = { products: 0, colors: 0, sizes: 0, stock: 0 };
const NO_LOAD = {
  generate: 0,
  indexes: 0,
  content: 0,
  ...Object.fromEntries(BULK_TABLES.map((table) => [table, 0])),
} as SeedReport['timings'];

/**
 * A production shop's first seed: the reference data only (docs/decisions/0077-shop-mode.md). No
 * shops, brands, goods, banners, news, outfits or promo codes: 1С brings the catalogue, and the
 * shop's own people the rest.
 */
async function seedReferenceData(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  await withSeedTransaction(db, async (tx) => {
    const mode = await enterBulkLoad(tx);
    await seedCities(tx);
    await seedSections(tx);
    await seedSearchSynonyms(tx);
    await seedReferenceContent(tx, options.now ?? new Date());
    await seedRedirects(tx);
    await leaveBulkLoad(tx, mode);
  });
  log(`reference data (cities, sections, content, redirects): ${Date.now() - started} ms`);
  return { ...NO_CATALOGUE, timings: NO_LOAD, milliseconds: Date.now() - started };
}
