import type { ActionFunctionArgs } from '@remix-run/node';
import { OrderTrackRequestSchema } from '~/commerce/contract/order-lookups';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { trackOrder } from '~/commerce/orders/order-api.server';

/** POST /api/order/track {number, phone}: status and history, for /delivery/order-tracking. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { number, phone } = await readJson(request, OrderTrackRequestSchema);
  return trackOrder(await database(), number, phone);
});

export const loader = apiRoute(async () => methodNotAllowed());
