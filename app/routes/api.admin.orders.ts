import type { LoaderFunctionArgs } from '@remix-run/node';
import { OrderListQuerySchema } from '~/commerce/contract/order-lookups';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readQuery } from '~/commerce/http/handler.server';
import { listAdminOrders } from '~/commerce/orders/admin-orders.server';
import { requireAdmin } from '~/commerce/orders/order-access.server';

/** GET /api/admin/orders?page (ROLE_ADMIN): every order with its sums, status and attribution, newest first. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireAdmin(request);
  const { page } = readQuery(request, OrderListQuerySchema);
  return listAdminOrders(await database(), page);
});

export const action = apiRoute(async () => methodNotAllowed());
