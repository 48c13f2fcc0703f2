/**
 * Applies the committed migrations to the configured database (DATABASE_URL, or PGlite under
 * DATA_DIR/pglite), or to the PGlite directory given with --dir. It holds the start-up lock the
 * instances take (an advisory lock on PostgreSQL), so an instance starting meanwhile waits for
 * it instead of migrating beside it. shop-migrate.service runs it (deploy/systemd/).
 *
 *   npm run db:migrate
 *   npm run db:migrate -- --dir /tmp/bench/pglite
 */
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../app/commerce/db/client.server';
import { env } from '../app/utils/env.server';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const handle = await openDatabase(values.dir ? { directory: values.dir } : { url: env().DATABASE_URL });
try {
  const started = Date.now();
  await handle.exclusive(() => migrateDatabase(handle));
  console.log(`[db:migrate] ${handle.engine}: migrations applied in ${Date.now() - started} ms`);
} finally {
  await handle.close();
}
