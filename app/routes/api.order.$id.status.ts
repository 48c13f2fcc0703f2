import type { ActionFunctionArgs } from '@remix-run/node';
import { OrderStatusChangeRequestSchema } from '~/commerce/contract/order-lookups';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { pathId, requireAdmin } from '~/commerce/orders/order-access.server';
import { changeOrderStatus, ORDER_MESSAGES } from '~/commerce/orders/order-lifecycle.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { orderView } from '~/commerce/orders/order-view.server';
import { sendRefunds } from '~/commerce/payments/refund.server';

/**
 * POST /api/order/{id}/status {status, note, trackingNumber?, carrier?} (ROLE_ADMIN): moves an
 * order along its statuses; 'shipped' may carry the carrier's tracking number.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  await requireAdmin(request);
  const id = pathId(params.id, ORDER_MESSAGES.notFound);
  const { status, note, trackingNumber, carrier } = await readJson(request, OrderStatusChangeRequestSchema);
  const db = await database();
  const shipment = trackingNumber ? { carrier, trackingNumber } : undefined;
  await changeOrderStatus(db, id, status, note, publicOrigin(request), shipment);
  // A cancelled paid order's money goes back.
  if (status === 'cancelled') await sendRefunds(db, id);
  return orderView(db, (await selectOrderById(db, id))!);
});

export const loader = apiRoute(async () => methodNotAllowed());
