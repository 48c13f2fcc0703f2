import type { ActionFunctionArgs } from '@remix-run/node';
import { RefundRequestSchema } from '~/commerce/contract/payment';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { pathId, requireAdmin } from '~/commerce/orders/order-access.server';
import { ORDER_MESSAGES } from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { orderView } from '~/commerce/orders/order-view.server';
import { refundOrder } from '~/commerce/payments/refund.server';

/**
 * POST /api/order/{id}/refund {amount?} (ROLE_ADMIN): sends back part of a paid order (a
 * returned pair, say) or all that is left, with its fiscal receipt; answers the order.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  await requireAdmin(request);
  const id = pathId(params.id, ORDER_MESSAGES.notFound);
  const { amount } = await readJson(request, RefundRequestSchema);
  const db = await database();
  await refundOrder(db, id, amount);
  return orderView(db, (await selectOrderById(db, id))!);
});

export const loader = apiRoute(async () => methodNotAllowed());
