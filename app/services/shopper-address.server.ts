import { API_HEADERS } from '~/commerce/contract/session';
import { signClientAddress } from '~/utils/client-address-signature.server';

/**
 * The shopper's address for the API's per-IP rules (code limits, location, consent records),
 * signed so the API can tell it from a header anyone could write. Without an address (no
 * server-resolved one in the load context) nothing is sent and the API counts the
 * storefront's own address.
 */
export function shopperAddressHeaders(address: string | null): Record<string, string> {
  return address ? { [API_HEADERS.clientAddress]: signClientAddress(address) } : {};
}
