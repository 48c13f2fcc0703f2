import { sql } from 'drizzle-orm';
import { db } from '~/commerce/db/client.server';

const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Liveness and readiness in one: 200 when the database answers a query, 503 otherwise. */
export async function loader() {
  try {
    const database = await db();
    await database.execute(sql`SELECT 1`);
    return Response.json({ status: 'ok' }, { headers: HEALTH_HEADERS });
  } catch (error) {
    console.error('[healthz] database check failed', error);
    return Response.json({ status: 'unavailable' }, { status: 503, headers: HEALTH_HEADERS });
  }
}
