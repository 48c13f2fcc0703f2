import type { ActionFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requireOwnedOrderParam } from '~/commerce/orders/order-access.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';
import { payOrder } from '~/commerce/payments/order-checkout.server';

/** POST /api/order/{id}/payment: starts (or returns the waiting) card payment; answers {payment, redirectUrl}. */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const db = await database();
  const order = await requireOwnedOrderParam(db, request, params.id);
  return payOrder(db, order, publicOrigin(request));
});

export const loader = apiRoute(async () => methodNotAllowed());
