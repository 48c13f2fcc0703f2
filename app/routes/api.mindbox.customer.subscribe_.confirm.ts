import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { SubscribeConfirmRequestSchema } from '~/commerce/contract/subscribe';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson, readQuery } from '~/commerce/http/handler.server';
import { confirmationOf, confirmSubscription } from '~/commerce/marketing/subscription-confirm.server';
import { publicOrigin } from '~/commerce/orders/order-api.server';

/**
 * The double opt-in's link. GET ?token= → {status: 'pending', email} or {status: 'confirmed',
 * email, promoCode, discountPercent, promoValidUntil}, changing nothing; POST {token} confirms
 * and issues the code once. An unknown link: 404; an expired one: 410.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { token } = readQuery(request, SubscribeConfirmRequestSchema);
  return confirmationOf(await db(), token);
});

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { token } = await readJson(request, SubscribeConfirmRequestSchema);
  return confirmSubscription(await db(), token, publicOrigin(request));
});
