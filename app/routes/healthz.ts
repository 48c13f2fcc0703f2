import { sql } from 'drizzle-orm';
import { catalogIndexCounters, catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { db } from '~/commerce/db/client.server';

const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * Liveness and readiness in one: 200 when the database answers a query and the catalogue index
 * is built, 503 otherwise. The
 * load balancer takes an instance out of rotation on a 503 or no answer. The body also says
 * how this instance kept its catalogue index in step (full builds, stock-only updates), which
 * the cluster bench and tests read.
 */
export async function loader() {
  try {
    const database = await db();
    await database.execute(sql`SELECT 1`);
    // Ready once the catalogue index is built: a started (or restarted) instance joins the
    // load balancer's rotation only then, instead of holding catalogue requests for the build.
    // Later checks return at once (a rebuild runs in the background) or apply stock changes.
    await catalogSnapshot(database);
    return Response.json({ status: 'ok', catalogIndex: catalogIndexCounters }, { headers: HEALTH_HEADERS });
  } catch (error) {
    console.error('[healthz] database check failed', error);
    return Response.json({ status: 'unavailable' }, { status: 503, headers: HEALTH_HEADERS });
  }
}
