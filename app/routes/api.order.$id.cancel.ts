import type { ActionFunctionArgs } from '@remix-run/node';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { requireOwnedOrderParam } from '~/commerce/orders/order-access.server';
import { cancelOrderByOwner } from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { orderView } from '~/commerce/orders/order-view.server';
import { sendRefunds } from '~/commerce/payments/refund.server';

/** POST /api/order/{id}/cancel: the owner cancels an order not yet sent (a paid one is refunded); answers the order. */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const db = await database();
  const order = await requireOwnedOrderParam(db, request, params.id);
  await cancelOrderByOwner(db, order.id);
  await sendRefunds(db, order.id);
  return orderView(db, (await selectOrderById(db, order.id))!);
});

export const loader = apiRoute(async () => methodNotAllowed());
