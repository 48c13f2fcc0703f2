import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { migrateDatabase, migrationsFolder } from '~/commerce/db/client.server';
import * as schema from '~/commerce/db/schema';
import { seedDatabase } from '~/commerce/seed/index.server';
import { availableEngines, type EngineName, forEachEngine, queryRows } from '../setup/engines';

/** A seed small enough to run twice in a test, big enough to touch every table it fills. */
const SMALL_SEED = { products: 40 };

// Independent expectations: the tables the drizzle schema declares, the migrations committed.
const declaredTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();
const committedMigrations = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function publicTables(db: Parameters<typeof queryRows>[0]): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

async function rowCounts(db: Parameters<typeof queryRows>[0]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

async function appliedMigrations(db: Parameters<typeof queryRows>[0]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(row.n);
}

const seededCounts = new Map<EngineName, Record<string, number>>();

forEachEngine(
  'migrations',
  (ctx) => {
    test('apply cleanly to an empty database and create every table of the schema', async () => {
      expect(await publicTables(ctx.db)).toEqual([]);
      await migrateDatabase(ctx.handle);
      expect(await publicTables(ctx.db)).toEqual(declaredTables);
      expect(await appliedMigrations(ctx.db)).toBe(committedMigrations);
    });

    test('run again without changing anything', async () => {
      await migrateDatabase(ctx.handle);
      expect(await publicTables(ctx.db)).toEqual(declaredTables);
      expect(await appliedMigrations(ctx.db)).toBe(committedMigrations);
    });

    test(`take a small seed of ${SMALL_SEED.products} products`, async () => {
      await seedDatabase(ctx.db, SMALL_SEED);
      const counts = await rowCounts(ctx.db);
      seededCounts.set(ctx.engine, counts);
      expect(counts.products).toBe(SMALL_SEED.products);
    });
  },
  { migrate: false },
);

// Only with both engines present is there anything to compare.
if (availableEngines().includes('postgres')) {
  test('a small seed gives the same row count in every table on PGlite and PostgreSQL', () => {
    const pglite = seededCounts.get('pglite');
    const postgres = seededCounts.get('postgres');
    expect(pglite, 'the PGlite seed did not finish').toBeDefined();
    expect(postgres, 'the PostgreSQL seed did not finish').toBeDefined();
    expect(postgres).toEqual(pglite);
  });
}
