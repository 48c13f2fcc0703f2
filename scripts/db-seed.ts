/**
 * Rebuilds the demo shop with N products: opens the configured database (DATABASE_URL, or
 * PGlite under DATA_DIR/pglite; --dir picks a PGlite directory, e.g. for benchmarks),
 * migrates it, wipes the seeded tables (and what references them: basket lines, favourites,
 * orders) and seeds again. A database that holds orders is refused unless --force is given.
 * With SHOP_MODE=production it writes the reference data only (no demo goods).
 *
 *   npm run db:seed -- --products 100000
 *   npm run db:seed -- --products 2400 --dir /tmp/bench/pglite
 *   npm run db:seed -- --force            (wipes the orders too)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Db, migrateDatabase, openDatabase } from '../app/commerce/db/client.server';
import { seedDatabase, wipeSeededData } from '../app/commerce/seed/index.server';
import { env } from '../app/utils/env.server';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    dir: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

/** Orders in the database: a wipe would take them (and their payments) with it. */
async function orderCount(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
const products = values.products === undefined ? env().SEED_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error('[db:seed] --products must be a whole number from 1 to 1000000');
  process.exit(2);
}

const started = Date.now();
const handle = await openDatabase(values.dir ? { directory: values.dir } : { url: env().DATABASE_URL });
try {
  await migrateDatabase(handle);
  const orders = await orderCount(handle.db);
  if (orders > 0 && !values.force) {
    console.error(
      `[db:seed] refused: the database holds orders (${orders}), which the seed would delete; run again with --force to wipe them`,
    );
    process.exitCode = 1;
  } else {
    await reseed(handle.db, handle.engine);
  }
} finally {
  await handle.close();
}

async function reseed(db: Db, engine: string): Promise<void> {
  await wipeSeededData(db);
  const mode = env().SHOP_MODE;
  console.log(
    `[db:seed] ${engine}: migrated and wiped in ${Date.now() - started} ms; seeding ${
      mode === 'production' ? 'the reference data (SHOP_MODE=production)' : `${products} products`
    }…`,
  );
  const report = await seedDatabase(db, {
    mode,
    products,
    seed: values.seed,
    log: (line) => console.log(`[db:seed] ${line}`),
    progress: (line) => process.stderr.write(`[db:seed] ${line}\n`),
  });
  console.log(
    `[db:seed] done: ${report.products} products, ${report.colors} colours, ${report.sizes} sizes, ` +
      `${report.stock} stock rows in ${report.milliseconds} ms (total ${Date.now() - started} ms)`,
  );
}
