import { sql } from 'drizzle-orm';
import type { Db } from '~/commerce/db/client.server';

export interface TableDigest {
  rows: number;
  md5: string;
}

/**
 * Row count and md5 of a table's whole contents, the same on PGlite and PostgreSQL: rows as
 * their text form (UTC timestamps, ISO dates), sorted byte-wise, one per line. Two tables
 * with equal digests hold the same rows, column for column (`without` leaves columns out).
 */
export async function tableDigest(
  db: Db,
  table: string,
  without: readonly string[] = [],
): Promise<TableDigest> {
  await db.execute(sql`SET TimeZone = 'UTC'`);
  await db.execute(sql`SET DateStyle = 'ISO, YMD'`);
  // The table's columns in their order, less `without` (columns added after a digest was taken).
  const columns = (
    (await db.execute(
      sql`SELECT column_name::text AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
    )) as unknown as { rows: { name: string }[] }
  ).rows
    .map((c) => c.name)
    .filter((name) => !without.includes(name));
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = (await db.execute(
    sql`SELECT count(*)::int AS rows,
               md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text COLLATE "C"), '')) AS md5
        FROM (SELECT ${list} FROM ${sql.identifier(table)}) t`,
  )) as unknown as { rows: { rows: number; md5: string }[] };
  const [row] = result.rows;
  return { rows: Number(row.rows), md5: row.md5 };
}
