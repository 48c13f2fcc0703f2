import {
  SUBSCRIBE_API_PATH,
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
 * Subscribes an email to the mailing list (POST /api/mindbox/customer/subscribe, spec §7),
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
