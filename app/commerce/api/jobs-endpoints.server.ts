import { listJobs, retryJob } from '~/commerce/jobs/admin-jobs.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/**
 * The staff's calls for background jobs. Here, above the areas, and not in jobs/: they check the
 * staff role with orders' requireAdmin, and orders already reaches jobs through its messages.
 */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/admin/jobs',
    summary:
      'GET /api/admin/jobs?state=failed|waiting|active|completed (ROLE_ADMIN): background jobs, failed ones by default.',
    handler: async ({ request }) => {
      await requireAdmin(request);
      return listJobs(new URL(request.url));
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/admin/jobs/{id}/retry',
    summary: 'POST /api/admin/jobs/{id}/retry (ROLE_ADMIN): runs a failed job again.',
    handler: async ({ request, params }) => {
      await requireAdmin(request);
      return retryJob(params.id);
    },
  }),
];
