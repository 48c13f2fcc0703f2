import { sql } from 'drizzle-orm';
import { catalogIndexCounters, catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { db } from '~/commerce/db/client.server';
import { HEALTH_HEADERS, isDraining } from '~/utils/health.server';
import { logger } from '~/utils/log.server';

/**
 * Readiness (GET /healthz/ready, and GET /healthz, which means the same): 200 when the process
 * may take traffic — its database answers a query (so it is open and migrated: the database
 * opens through the migrations), its catalogue index is built and it is not draining (stopping
 * after SIGTERM) — 503 otherwise. The load balancer takes an instance out of rotation on a 503
 * or no answer. The body also says how this instance kept its catalogue index in step (full
 * builds, stock-only updates), which the cluster bench and tests read.
 */
export async function loader() {
  // First, and without touching the database: a draining process may be closing it.
  if (isDraining()) {
    return Response.json({ status: 'draining' }, { status: 503, headers: HEALTH_HEADERS });
  }
  try {
    const database = await db();
    await database.execute(sql`SELECT 1`);
    // Ready once the catalogue index is built: a started (or restarted) instance joins the
    // load balancer's rotation only then, instead of holding catalogue requests for the build.
    // Later checks return at once (a rebuild runs in the background) or apply stock changes.
    await catalogSnapshot(database);
    return Response.json({ status: 'ok', catalogIndex: catalogIndexCounters }, { headers: HEALTH_HEADERS });
  } catch (error) {
    logger('healthz').error({ err: error }, 'database check failed');
    return Response.json({ status: 'unavailable' }, { status: 503, headers: HEALTH_HEADERS });
  }
}
