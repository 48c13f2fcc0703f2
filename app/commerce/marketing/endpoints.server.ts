import {
  SubscribeRequestSchema,
  SubscribeConfirmRequestSchema,
  SubscribeResponseSchema,
  SubscribeConfirmationSchema,
} from '~/commerce/contract/subscribe';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import { subscribe } from '~/commerce/marketing/subscriptions.server';
import { confirmationOf, confirmSubscription } from '~/commerce/marketing/subscription-confirm.server';
import { publicOrigin } from '~/commerce/http/request-helpers.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Рассылка». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'post',
    path: '/api/mindbox/customer/subscribe',
    summary:
      "POST /api/mindbox/customer/subscribe {email} → {success, message?}: the marketing platform's subscribe call with a double opt-in: the letter with the confirmation link goes out. A refused email is a 400 with its reason on the email field; an address already confirmed answers success with a message and gets no letter; too many subscribes: 429.",
    body: SubscribeRequestSchema,
    response: SubscribeResponseSchema,
    handler: async ({ request, context, readBody }) => {
      const { email } = await readBody();
      return subscribe(await db(), {
        email,
        request,
        ip: clientIp(request, context),
        origin: publicOrigin(request),
      });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/mindbox/customer/subscribe/confirm',
    summary:
      "The double opt-in's link. GET ?token= → {status: 'pending', email} or {status: 'confirmed', email, promoCode, discountPercent, promoValidUntil}, changing nothing; POST {token} confirms and issues the code once. An unknown link: 404; an expired one: 410.",
    query: SubscribeConfirmRequestSchema,
    response: SubscribeConfirmationSchema,
    handler: async ({ request }) => {
      const { token } = readQuery(request, SubscribeConfirmRequestSchema);
      return confirmationOf(await db(), token);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/mindbox/customer/subscribe/confirm',
    summary: '',
    body: SubscribeConfirmRequestSchema,
    response: SubscribeConfirmationSchema,
    handler: async ({ request, readBody }) => {
      const { token } = await readBody();
      return confirmSubscription(await db(), token, publicOrigin(request));
    },
  }),
];
