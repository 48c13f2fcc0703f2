import type { LoaderFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requireOwnedOrderParam } from '~/commerce/orders/order-access.server';
import { orderView } from '~/commerce/orders/order-view.server';

/** GET /api/order/{id}: one order, for its owner only (the user, or the guest who placed it); 404 otherwise. */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const db = await database();
  return orderView(db, await requireOwnedOrderParam(db, request, params.id));
});

export const action = apiRoute(async () => methodNotAllowed());
