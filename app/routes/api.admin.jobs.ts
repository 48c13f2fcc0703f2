import type { LoaderFunctionArgs } from '@remix-run/node';
import { listJobs } from '~/commerce/jobs/admin-jobs.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/** GET /api/admin/jobs?state=failed|waiting|active|completed (ROLE_ADMIN): background jobs, failed ones by default. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireAdmin(request);
  return listJobs(new URL(request.url));
});
