import type { ActionFunctionArgs } from '@remix-run/node';
import { retryJob } from '~/commerce/jobs/admin-jobs.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/** POST /api/admin/jobs/{id}/retry (ROLE_ADMIN): runs a failed job again. */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  await requireAdmin(request);
  return retryJob(params.id);
});

export const loader = apiRoute(async () => methodNotAllowed());
