import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.server';

/** True while the database has no catalogue yet (first start, or a wiped database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cities`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}
