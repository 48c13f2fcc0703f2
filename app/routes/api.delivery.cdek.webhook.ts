import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { db as database } from '~/commerce/db/client.server';
import { handleCdekWebhook } from '~/commerce/orders/carrier-status.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';

/**
 * POST /api/delivery/cdek/webhook: СДЭК's ORDER_STATUS notification (subscribed with
 * POST /v2/webhooks). The body is never trusted: the parcel's status is read back from СДЭК.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const body = await readJson(request, z.unknown());
  return handleCdekWebhook(await database(), body, publicOrigin(request));
});

export const loader = apiRoute(async () => methodNotAllowed());
