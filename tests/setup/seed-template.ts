// Child process of template.ts: creates, migrates and seeds the database in argv[2]
// (also the DATA_DIR, so anything the seed writes beside the database lands there too).
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../app/commerce/db/client.server';
import { seedDatabase } from '../../app/commerce/seed/index.server';
import { TEST_SEED_PRODUCTS } from './paths';

const directory = process.argv[2];
if (!directory) throw new Error('usage: seed-template.ts <data-dir>');

const handle = await openDatabase({ directory: path.join(directory, 'pglite') });
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { products: TEST_SEED_PRODUCTS });
} finally {
  await handle.close();
}
