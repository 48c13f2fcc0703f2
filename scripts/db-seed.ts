/**
 * Rebuilds the demo shop with N products: opens the configured database (DATABASE_URL, or
 * PGlite under DATA_DIR/pglite; --dir picks a PGlite directory, e.g. for benchmarks),
 * migrates it, wipes the seeded tables (and what references them: basket lines, favourites,
 * orders) and seeds again.
 *
 *   npm run db:seed -- --products 100000
 *   npm run db:seed -- --products 2400 --dir /tmp/bench/pglite
 */
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../app/commerce/db/client.server';
import { seedDatabase, wipeSeededData } from '../app/commerce/db/seed/index.server';
import { env } from '../app/utils/env.server';

const { values } = parseArgs({
  options: { products: { type: 'string' }, dir: { type: 'string' }, seed: { type: 'string' } },
});
const products = values.products === undefined ? env().SEED_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error('[db:seed] --products must be a whole number from 1 to 1000000');
  process.exit(2);
}

const started = Date.now();
const handle = await openDatabase(values.dir ? { directory: values.dir } : { url: env().DATABASE_URL });
try {
  await migrateDatabase(handle);
  await wipeSeededData(handle.db);
  console.log(
    `[db:seed] ${handle.engine}: migrated and wiped in ${Date.now() - started} ms; seeding ${products} products…`,
  );
  const report = await seedDatabase(handle.db, {
    products,
    seed: values.seed,
    log: (line) => console.log(`[db:seed] ${line}`),
    progress: (line) => process.stderr.write(`[db:seed] ${line}\n`),
  });
  console.log(
    `[db:seed] done: ${report.products} products, ${report.colors} colours, ${report.sizes} sizes, ` +
      `${report.stock} stock rows in ${report.milliseconds} ms (total ${Date.now() - started} ms)`,
  );
} finally {
  await handle.close();
}
