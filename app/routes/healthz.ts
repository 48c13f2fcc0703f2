import { sql } from 'drizzle-orm';
import { db } from '~/commerce/db/client.server';

/** Liveness and readiness in one: 200 when the database answers a query, 503 otherwise. */
export async function loader() {
  try {
    const database = await db();
    await database.execute(sql`SELECT 1`);
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('[healthz] database check failed', error);
    return Response.json(
      { status: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
