import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { db as database } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { handleYookassaNotification } from '~/commerce/payments/yookassa-notification.server';

/**
 * POST /api/payments/yookassa/notification: YooKassa's HTTP notification (payment.succeeded,
 * payment.canceled). The body is never trusted: the payment is re-fetched from YooKassa.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const body = await readJson(request, z.unknown());
  return handleYookassaNotification(await database(), body);
});

export const loader = apiRoute(async () => methodNotAllowed());
