import type { ActionFunctionArgs } from '@remix-run/node';
import { StockAlertUnsubscribeRequestSchema } from '~/commerce/contract/stock-alerts';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { unsubscribeByToken } from '~/commerce/stock-alerts/stock-alerts.server';

/**
 * POST /api/stock-alerts/unsubscribe {token}: the link of a back-in-stock message ends every
 * wait of the contact it went to. → {cancelled}; an unknown token is a 404.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { token } = await readJson(request, StockAlertUnsubscribeRequestSchema);
  return unsubscribeByToken(await db(), token);
});

export const loader = apiRoute(async () => methodNotAllowed());
