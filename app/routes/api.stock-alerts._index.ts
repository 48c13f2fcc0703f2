import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { StockAlertRequestSchema } from '~/commerce/contract/stock-alerts';
import { optionalUser, requireUser } from '~/commerce/customers/auth.server';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';
import { subscribeToSize, userStockAlerts } from '~/commerce/stock-alerts/stock-alerts.server';

/** GET /api/stock-alerts (signed in): the shopper's waits for sold-out sizes. → {items} */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { userId } = await requireUser(request);
  return userStockAlerts(await db(), userId);
});

/**
 * POST /api/stock-alerts {sizeId, channel: sms|email, contact} → 201 {id, sizeId, sizeRu,
 * alreadyWaiting}: waits for a sold-out size; a signed-in shopper sees it in the personal area.
 * 409 for a size in stock, 422 over the live cap, 429 over the daily or address limit.
 */
export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const claims = await optionalUser(request);
  const input = await readJson(request, StockAlertRequestSchema);
  const created = await subscribeToSize(await db(), {
    ...input,
    userId: claims?.userId ?? null,
    ip: clientIp(request, context),
    origin: publicOrigin(request),
  });
  return Response.json(created, {
    status: created.alreadyWaiting ? 200 : 201,
    headers: { 'Cache-Control': 'no-store' },
  });
});
