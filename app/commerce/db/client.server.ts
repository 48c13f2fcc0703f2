import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { dataDir, env } from '../../utils/env.server';
import { type DatabaseUse, meterPglite, poolUse } from './database-use.server';
import * as schema from './schema';
import { logger } from '../../utils/log.server';

const log = logger('db');

type Schema = typeof schema;
/** The database, whichever engine is behind it (PGlite or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What commerce services take: the database or a transaction inside it. */
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while holding a lock shared by every process on this database (a session
   * advisory lock on PostgreSQL; PGlite has one process anyway): instances that start
   * together on an empty database migrate and seed it once, one after the other.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** How busy its connections are now (read by /metrics). */
  use: () => DatabaseUse;
}

/** The advisory lock key of the start-up work (migrations, first seed). */
const STARTUP_LOCK_KEY = 7_160_016;

export const migrationsFolder = path.resolve(process.cwd(), 'app/commerce/db/migrations');

/**
 * Opens a database. With a URL it is PostgreSQL through node-postgres; without, PGlite in
 * `directory` (created on first use) with the extensions the search needs.
 */
export async function openDatabase(options: { url?: string; directory?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection can die under the pool (a server restart, a dropped database, a
    // network cut). node-postgres then emits 'error', which would crash the process unheard;
    // the pool has already discarded that client and opens a new one on the next query.
    pool.on('error', (error) =>
      log.error({ error: error.message }, 'an idle PostgreSQL connection was closed'),
    );
    const db = drizzle(pool, { schema }) as unknown as Db;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        holder.release();
      }
    };
    return { db, engine: 'postgres', close: () => pool.end(), exclusive, use: poolUse(pool) };
  }
  const directory = options.directory ?? path.join(dataDir(), 'pglite');
  fs.mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create({ dataDir: directory, extensions: { pg_trgm, unaccent } });
  const use = meterPglite(client);
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close(), exclusive: (work) => work(), use };
}

/** Applies the committed drizzle-kit migrations. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`);
  if (handle.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder });
  }
}

type Ready = Promise<DatabaseHandle>;
const globalStore = globalThis as typeof globalThis & { __shopDb?: Ready };

/**
 * The process-wide database (DATABASE_URL, or PGlite under DATA_DIR), opened and migrated on
 * first use. Seeding an empty one and starting the background work are the shop's start
 * (app/commerce/boot.server.ts), which the server awaits before it listens. Kept on globalThis
 * so development rebuilds reuse one connection.
 */
export function database(): Ready {
  if (!globalStore.__shopDb) {
    globalStore.__shopDb = (async () => {
      const started = Date.now();
      const handle = await openDatabase({ url: env().DATABASE_URL });
      await handle.exclusive(() => migrateDatabase(handle));
      log.info(`${handle.engine} ready in ${Date.now() - started} ms`);
      return handle;
    })();
    globalStore.__shopDb.catch(() => {
      // A failed start must be retried on the next call rather than cached forever.
      globalStore.__shopDb = undefined;
    });
  }
  return globalStore.__shopDb;
}

/** The process's database if it was opened (ready or still starting); never opens one. */
export function openedDatabase(): Ready | undefined {
  return globalStore.__shopDb;
}

/** Shortcut for commerce routes: the ready database. */
export async function db(): Promise<Db> {
  return (await database()).db;
}
