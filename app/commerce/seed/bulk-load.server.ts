import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.server';
import * as schema from '../db/schema';
import type { ColumnRow } from './bulk-insert.server';

/**
 * Appends rows to the big catalogue tables the way each engine takes them fastest:
 * PGlite through COPY … FROM '/dev/blob' (a Blob of COPY text, parsed inside the database
 * with no SQL per row), PostgreSQL through INSERT … SELECT FROM unnest() of one typed array
 * per column (node-postgres has no COPY FROM STDIN without an extra package, and arrays keep
 * a 100,000-row statement to a handful of bound values).
 */
export interface BulkLoader {
  readonly engine: 'pglite' | 'postgres';
  append(table: string, columns: readonly string[], rows: readonly ColumnRow[]): Promise<void>;
}

/** The bits of a PGlite transaction the COPY loader needs. */
interface PgliteQueryable {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

interface PgliteClient {
  transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
}

/** One value in COPY's text format: \N for NULL, backslash escapes for the separators. */
function copyField(value: ColumnRow[string] | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : text;
}

/** Rows as COPY text: one line per row, tab-separated columns in the given order. */
export function copyText(columns: readonly string[], rows: readonly ColumnRow[]): string {
  let text = '';
  for (const row of rows) text += `${columns.map((column) => copyField(row[column])).join('\t')}\n`;
  return text;
}

function pgliteLoader(tx: PgliteQueryable): BulkLoader {
  return {
    engine: 'pglite',
    async append(table, columns, rows) {
      if (rows.length === 0) return;
      const columnList = columns.map((c) => `"${c}"`).join(', ');
      await tx.query(`COPY "${table}" (${columnList}) FROM '/dev/blob'`, [], {
        blob: new Blob([copyText(columns, rows)]),
      });
    },
  };
}

/** Rows per INSERT on PostgreSQL: big enough that statements are few, small enough to stream. */
const POSTGRES_ROWS_PER_STATEMENT = 20_000;

function postgresLoader(tx: DbOrTx): BulkLoader {
  const columnTypes = new Map<string, Map<string, string>>();

  /** The SQL type of every column of `table` ('integer', 'text', 'jsonb' …), read once. */
  async function typesOf(table: string): Promise<Map<string, string>> {
    let types = columnTypes.get(table);
    if (!types) {
      const result = (await tx.execute(
        sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
            WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped`,
      )) as unknown as { rows: { name: string; type: string }[] };
      types = new Map(result.rows.map((r) => [r.name, r.type]));
      columnTypes.set(table, types);
    }
    return types;
  }

  return {
    engine: 'postgres',
    async append(table, columns, rows) {
      const types = await typesOf(table);
      const columnList = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql.raw(', '),
      );
      for (let start = 0; start < rows.length; start += POSTGRES_ROWS_PER_STATEMENT) {
        const chunk = rows.slice(start, start + POSTGRES_ROWS_PER_STATEMENT);
        const arrays = columns.map((column) => {
          const type = types.get(column);
          if (!type) throw new Error(`${table} has no column ${column}`);
          // json(b) values travel as their text: node-postgres would otherwise write an
          // object inside an array literal in its own way.
          const values = chunk.map((row) => {
            const value = row[column] ?? null;
            return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
          });
          return sql`${sql.param(values)}::${sql.raw(type)}[]`;
        });
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(table)} (${columnList})
              SELECT * FROM unnest(${sql.join(arrays, sql.raw(', '))})`,
        );
      }
    },
  };
}

/**
 * Runs the seed in one transaction and hands it a drizzle view of that transaction and the
 * bulk loader for the engine behind `db`. On PGlite the transaction is opened on the PGlite
 * client itself (drizzle's transaction object does not pass the `blob` query option through)
 * and wrapped in drizzle again, so the rest of the seed writes with the usual query builder.
 */
export async function withSeedTransaction<T>(
  db: Db,
  work: (tx: DbOrTx, loader: BulkLoader) => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  // A node-postgres Pool has no transaction(); PGlite has, and only PGlite understands /dev/blob.
  if (client && typeof (client as Partial<PgliteClient>).transaction === 'function') {
    const { drizzle } = await import('drizzle-orm/pglite');
    return (client as PgliteClient).transaction(async (ptx) => {
      const txDb = drizzle({ client: ptx as never, schema }) as unknown as Db;
      return work(txDb, pgliteLoader(ptx));
    });
  }
  return db.transaction((tx) => work(tx, postgresLoader(tx)));
}
