import { HEALTH_HEADERS } from '~/utils/health.server';

/**
 * Liveness (GET /healthz/live): the process answers HTTP, nothing more. No database, no index:
 * a supervisor that restarts a process on a failed liveness check must not restart one whose
 * database is down (a restart would not help) or that is draining (it is stopping anyway).
 */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: HEALTH_HEADERS });
}
