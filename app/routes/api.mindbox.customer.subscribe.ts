import type { ActionFunctionArgs } from '@remix-run/node';
import { SubscribeRequestSchema } from '~/commerce/contract/subscribe';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';
import { subscribe } from '~/commerce/marketing/subscriptions.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';

/**
 * POST /api/mindbox/customer/subscribe {email} → {success, message?}: the marketing platform's
 * subscribe call (spec §7) with a double opt-in: the letter with the confirmation link goes
 * out. A refused email is a 400 with the spec's text on the email field; an address already
 * confirmed answers success with a message and gets no letter; too many subscribes: 429.
 */
export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { email } = await readJson(request, SubscribeRequestSchema);
  return subscribe(await db(), {
    email,
    request,
    ip: clientIp(request, context),
    origin: publicOrigin(request),
  });
});

export const loader = apiRoute(async () => methodNotAllowed());
