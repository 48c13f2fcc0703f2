import type { ActionFunctionArgs } from '@remix-run/node';
import { STOCK_ALERT_MESSAGES } from '~/commerce/contract/stock-alerts';
import { requireUser } from '~/commerce/customers/auth.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed } from '~/commerce/http/handler.server';
import { pathId } from '~/commerce/orders/order-access.server';
import { cancelUserStockAlert } from '~/commerce/stock-alerts/stock-alerts.server';

/** POST /api/stock-alerts/{id}/cancel (signed in): ends one wait. → the remaining {items} */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { userId } = await requireUser(request);
  return cancelUserStockAlert(await db(), userId, pathId(params.id, STOCK_ALERT_MESSAGES.notFound));
});

export const loader = apiRoute(async () => methodNotAllowed());
