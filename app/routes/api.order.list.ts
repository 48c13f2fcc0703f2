import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/commerce/customers/auth.server';
import { OrderListQuerySchema } from '~/commerce/contract/order-lookups';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readQuery } from '~/commerce/http/handler.server';
import { listUserOrders } from '~/commerce/orders/order-api.server';

/** GET /api/order/list?page (Bearer): the signed-in user's orders, newest first, 10 per page. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { userId } = await requireUser(request);
  const { page } = readQuery(request, OrderListQuerySchema);
  return listUserOrders(await database(), userId, page);
});

export const action = apiRoute(async () => methodNotAllowed());
