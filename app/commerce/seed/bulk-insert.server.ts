import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';

/** A row keyed by database column names (snake_case), as the JSON the database unpacks. */
export type ColumnRow = Record<string, string | number | boolean | null | object>;

/**
 * Inserts many rows with one statement per chunk: the rows travel as a single JSON
 * parameter that PostgreSQL unpacks with json_populate_recordset. That keeps each statement
 * to one bound value (no 65,535-parameter limit, no per-value query building), works the
 * same on PGlite and node-postgres, and is several times faster than drizzle's multi-row
 * VALUES. The seed uses it for the tables of a few thousand rows at most (cities, content …);
 * the big catalogue tables go through the engine's bulk loader (bulk-load.server.ts).
 *
 * Columns not listed take their defaults, so other modules may add columns with defaults
 * without breaking the seed.
 */
export async function insertRows(
  db: DbOrTx,
  table: string,
  columns: readonly string[],
  rows: readonly ColumnRow[],
  chunkSize = 5000,
): Promise<void> {
  const columnList = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql.raw(', '),
  );
  for (let start = 0; start < rows.length; start += chunkSize) {
    const json = JSON.stringify(rows.slice(start, start + chunkSize));
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${columnList})
          SELECT ${columnList} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`,
    );
  }
}

/** 'cityId' → 'city_id': drizzle's column naming, so schema-shaped objects map onto columns. */
function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * insertRows for a few hundred objects with camelCase keys (cities, shops, banners …):
 * every key becomes a column. The bulk catalogue tables build snake_case rows directly.
 */
export async function insertObjects(db: DbOrTx, table: string, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  const rows = objects.map(
    (o) => Object.fromEntries(Object.entries(o).map(([key, value]) => [columnName(key), value])) as ColumnRow,
  );
  await insertRows(db, table, Object.keys(rows[0]), rows);
}

/** Moves a serial column's sequence past the explicit ids the seed inserted. */
export async function syncSequence(db: DbOrTx, table: string, column = 'id'): Promise<void> {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
                      COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
  );
}

interface Definition {
  table: string;
  name: string;
  definition: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function tableList(tables: readonly string[]) {
  return sql.join(
    tables.map((t) => sql`${t}`),
    sql.raw(', '),
  );
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilds them afterwards:
 * one sorted build per index is far cheaper than updating it row by row, above all for
 * GIN/trigram search indexes. Indexes behind primary-key, unique or exclusion constraints
 * stay (the load relies on them); any other index, including ones added later by other
 * modules, is recreated from its own definition, so nothing here names a specific index.
 *
 * With `foreignKeys`, the tables' own foreign keys are dropped too and added back after the
 * load, which checks every row in one join instead of one lookup per inserted row (for a
 * database role that cannot switch the checks off; see enterBulkLoad).
 */
export async function withoutSecondaryIndexes<T>(
  db: DbOrTx,
  tables: readonly string[],
  load: () => Promise<T>,
  options: { foreignKeys?: boolean } = {},
): Promise<T> {
  const indexes = rowsOf<Definition>(
    await db.execute(
      sql`SELECT i.tablename AS table, i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
          WHERE i.schemaname = current_schema()
            AND i.tablename IN (${tableList(tables)})
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u', 'x'))
          ORDER BY i.indexname`,
    ),
  );
  const foreignKeys = options.foreignKeys
    ? rowsOf<Definition>(
        await db.execute(
          sql`SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
              FROM pg_constraint c
              WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
                AND c.conrelid::regclass::text IN (${tableList(tables)})
              ORDER BY c.conname`,
        ),
      )
    : [];
  for (const key of foreignKeys)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(key.table)} DROP CONSTRAINT ${sql.identifier(key.name)}`,
    );
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  const value = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of foreignKeys)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(key.table)} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  return value;
}
