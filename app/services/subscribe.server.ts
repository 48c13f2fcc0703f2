import {
  SUBSCRIBE_API_PATH,
  SUBSCRIBE_CONFIRM_API_PATH,
  type SubscribeConfirmation,
  SubscribeConfirmationSchema,
  type SubscribeResponse,
  SubscribeResponseSchema,
} from '~/commerce/contract/subscribe';
import { apiCall, type ApiSession } from './api-client.server';
import { shopperAddressHeaders } from './shopper-address.server';

/** Who is subscribing, as the storefront saw them: the API keeps it with the consent record. */
export interface SubscriberClient {
  /** The shopper's address as the server resolved it (load context); null when unknown. */
  address: string | null;
  userAgent: string | null;
}

/**
 * Subscribes an email to the mailing list (POST /api/mindbox/customer/subscribe, docs/product.md#api-calls),
 * passing the shopper's address and browser on for the consent record. Answers
 * {success, message?}; a refused email throws ApiCallError 400 with the field's message.
 */
export async function subscribe(
  session: ApiSession,
  email: string,
  client: SubscriberClient,
): Promise<SubscribeResponse> {
  const headers = shopperAddressHeaders(client.address);
  if (client.userAgent) headers['User-Agent'] = client.userAgent;
  return apiCall({
    method: 'POST',
    path: SUBSCRIBE_API_PATH,
    body: { email },
    schema: SubscribeResponseSchema,
    session,
    headers,
  });
}

/**
 * What a confirmation link is (GET /api/mindbox/customer/subscribe/confirm?token=): waiting,
 * or confirmed with its promo code. Changes nothing. Unknown link: ApiCallError 404 (a
 * malformed one 400); expired: 410.
 */
export async function subscribeConfirmation(
  session: ApiSession,
  token: string,
): Promise<SubscribeConfirmation> {
  return apiCall({
    path: SUBSCRIBE_CONFIRM_API_PATH,
    query: { token },
    schema: SubscribeConfirmationSchema,
    session,
  });
}

/** Confirms the subscription of a link (POST, once; a repeat answers the same code). */
export async function confirmSubscription(
  session: ApiSession,
  token: string,
): Promise<SubscribeConfirmation> {
  return apiCall({
    method: 'POST',
    path: SUBSCRIBE_CONFIRM_API_PATH,
    body: { token },
    schema: SubscribeConfirmationSchema,
    session,
  });
}
