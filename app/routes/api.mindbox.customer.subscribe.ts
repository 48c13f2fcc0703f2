import type { ActionFunctionArgs } from '@remix-run/node';
import { SubscribeRequestSchema } from '~/commerce/contract/subscribe';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { subscribe } from '~/commerce/marketing/subscriptions.server';

/**
 * POST /api/mindbox/customer/subscribe {email} → {success, message?}: the marketing platform's
 * subscribe call (spec §7). A refused email is a 400 with the spec's text on the email field;
 * a repeated email answers success with a message and makes no second row.
 */
export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { email } = await readJson(request, SubscribeRequestSchema);
  return subscribe(await db(), { email, request, ip: clientIp(request, context) });
});

export const loader = apiRoute(async () => methodNotAllowed());
