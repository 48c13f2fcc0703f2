import { sql } from 'drizzle-orm';
import type { Db } from '~/commerce/db/client.server';

export interface TableDigest {
  rows: number;
  md5: string;
}

/**
 * Row count and md5 of a table's whole contents, the same on PGlite and PostgreSQL: rows as
 * their text form (UTC timestamps, ISO dates), sorted byte-wise, one per line. Two tables
 * with equal digests hold the same rows, column for column.
 */
export async function tableDigest(db: Db, table: string): Promise<TableDigest> {
  await db.execute(sql`SET TimeZone = 'UTC'`);
  await db.execute(sql`SET DateStyle = 'ISO, YMD'`);
  const result = (await db.execute(
    sql`SELECT count(*)::int AS rows,
               md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text COLLATE "C"), '')) AS md5
        FROM ${sql.identifier(table)} t`,
  )) as unknown as { rows: { rows: number; md5: string }[] };
  const [row] = result.rows;
  return { rows: Number(row.rows), md5: row.md5 };
}
