import path from 'node:path';

/** The repository root, wherever the tests are started from. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Scratch space of the test harness (gitignored): template database, run copies, logs, reports. */
export const testDataDir = path.join(repoRoot, '.test-data');

/** Products in the seeded test catalogue: enough for paging and filters, quick to seed once. */
export const TEST_SEED_PRODUCTS = 600;

/** Everything whose change makes the seeded template stale. */
export const templateInputs = [
  'app/commerce/db/migrations',
  'app/commerce/seed',
  'app/commerce/catalog/taxonomy',
].map((p) => path.join(repoRoot, p));
