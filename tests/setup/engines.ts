// Runs a data-layer suite on every database engine the shop supports: always on a fresh
// PGlite, and on a fresh PostgreSQL database when TEST_DATABASE_URL is set (CI sets it).
import fs from 'node:fs';
import path from 'node:path';
import { type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, type Db, migrateDatabase, openDatabase } from '~/commerce/db/client.server';
import { type SeedOptions, seedDatabase } from '~/commerce/seed/index.server';
import { resetEnvForTests } from '~/utils/env.server';
import { testDataDir } from './paths';

export type EngineName = 'pglite' | 'postgres';

export interface EngineContext {
  readonly engine: EngineName;
  /** The open database; available inside tests and hooks, not while the suite is declared. */
  readonly handle: DatabaseHandle;
  readonly db: Db;
  /** DATA_DIR of this suite (anything the code under test writes beside the database). */
  readonly dataDir: string;
  /** The PostgreSQL database's URL (undefined on PGlite), for what opens its own connections. */
  readonly url: string | undefined;
}

export interface EngineOptions {
  /** Apply the migrations before the suite (default true); false leaves an empty database. */
  migrate?: boolean;
  /** Seed the migrated database (this many products, optionally a fixed "today") before the suite. */
  seed?: Pick<SeedOptions, 'products' | 'now'>;
}

/** The engines this run can test: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function availableEngines(): EngineName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Rows of a raw query on either engine (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

let suites = 0;

function adminClient(): pg.Client {
  return new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
}

/** A new, empty PostgreSQL database next to TEST_DATABASE_URL's, by its URL; the caller drops it. */
export async function createPostgresDatabase(name: string): Promise<string> {
  const admin = adminClient();
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    throw new Error(
      `Cannot create the test database ${name} with TEST_DATABASE_URL (the role needs CREATEDB): ${(error as Error).message}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL's insufficient_privilege: FORCE may not end a backend of no role (autovacuum). */
const INSUFFICIENT_PRIVILEGE = '42501';

/** Drops a database createPostgresDatabase made, whoever is still connected to it. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = adminClient();
  await admin.connect();
  try {
    // An autovacuum worker that has just started on a table the test filled cannot be ended by
    // a role that is not a superuser, and FORCE then refuses; the worker is done within moments.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== INSUFFICIENT_PRIVILEGE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Declares `fn`'s tests once per available engine, each on its own fresh database (migrated,
 * and seeded when asked) that is thrown away afterwards. Read `ctx.db` inside tests or hooks.
 */
export function forEachEngine(
  name: string,
  fn: (ctx: EngineContext) => void,
  options: EngineOptions = {},
): void {
  for (const engine of availableEngines()) {
    describe(`${name} [${engine}]`, () => {
      const suite = `${process.pid}_${++suites}_${Date.now().toString(36)}`;
      const dataDir = path.join(testDataDir, `data-${suite}`);
      const postgresName = `shop_test_${suite}`;
      let handle: DatabaseHandle | undefined;
      let url: string | undefined;

      const ctx: EngineContext = {
        engine,
        dataDir,
        get handle() {
          if (!handle) throw new Error('The database opens in beforeAll: use ctx.db inside tests and hooks.');
          return handle;
        },
        get db() {
          return ctx.handle.db;
        },
        get url() {
          return url;
        },
      };

      beforeAll(async () => {
        fs.mkdirSync(dataDir, { recursive: true });
        // Code under test reads DATA_DIR through env(): point it at this suite's directory.
        process.env.DATA_DIR = dataDir;
        resetEnvForTests();
        handle =
          engine === 'pglite'
            ? await openDatabase({ directory: path.join(dataDir, 'pglite') })
            : await openDatabase({ url: (url = await createPostgresDatabase(postgresName)) });
        if (options.migrate !== false || options.seed) await migrateDatabase(handle);
        if (options.seed) await seedDatabase(handle.db, options.seed);
      });

      afterAll(async () => {
        await handle?.close();
        if (engine === 'postgres') await dropPostgresDatabase(postgresName);
        fs.rmSync(dataDir, { recursive: true, force: true });
      });

      fn(ctx);
    });
  }
}
