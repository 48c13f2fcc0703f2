import {
  StockAlertRequestSchema,
  STOCK_ALERT_MESSAGES,
  StockAlertUnsubscribeRequestSchema,
  StockAlertListSchema,
  StockAlertCreatedSchema,
  StockAlertUnsubscribedSchema,
} from '~/commerce/contract/stock-alerts';
import { optionalUser, requireUser } from '~/commerce/customers/auth.server';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { db } from '~/commerce/db/client.server';
import {
  subscribeToSize,
  userStockAlerts,
  cancelUserStockAlert,
  unsubscribeByToken,
} from '~/commerce/stock-alerts/stock-alerts.server';
import { publicOrigin, pathId } from '~/commerce/http/request-helpers.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Ожидание размера». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/stock-alerts',
    summary: "GET /api/stock-alerts (signed in): the shopper's waits for sold-out sizes. → {items}",
    response: StockAlertListSchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      return userStockAlerts(await db(), userId);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/stock-alerts',
    summary:
      'POST /api/stock-alerts {sizeId, channel: sms|email, contact} → 201 {id, sizeId, sizeRu, alreadyWaiting}: waits for a sold-out size; a signed-in shopper sees it in the personal area. 409 for a size in stock, 422 over the live cap, 429 over the daily or address limit.',
    body: StockAlertRequestSchema,
    response: StockAlertCreatedSchema,
    status: 201,
    handler: async ({ request, context, readBody }) => {
      const claims = await optionalUser(request);
      const input = await readBody();
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
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/stock-alerts/{id}/cancel',
    summary: 'POST /api/stock-alerts/{id}/cancel (signed in): ends one wait. → the remaining {items}',
    response: StockAlertListSchema,
    handler: async ({ request, params }) => {
      const { userId } = await requireUser(request);
      return cancelUserStockAlert(await db(), userId, pathId(params.id, STOCK_ALERT_MESSAGES.notFound));
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/stock-alerts/unsubscribe',
    summary:
      'POST /api/stock-alerts/unsubscribe {token}: the link of a back-in-stock message ends every wait of the contact it went to. → {cancelled}; an unknown token is a 404.',
    body: StockAlertUnsubscribeRequestSchema,
    response: StockAlertUnsubscribedSchema,
    handler: async ({ readBody }) => {
      const { token } = await readBody();
      return unsubscribeByToken(await db(), token);
    },
  }),
];
