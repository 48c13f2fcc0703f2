import { clientAddressOf } from '../../utils/client-address.server';
import { verifySignedClientAddress } from '../../utils/client-address-signature.server';
import { API_HEADERS } from '../contract/session';
import { logger } from '../../utils/log.server';

const log = logger('api');

let warnedOfBadSignature = false;

/**
 * The address per-IP rules (sign-in code limits, location, consent records) count against:
 * the shopper's address the storefront signed, when the signature checks out; else the
 * caller's own address as the server resolved it (the socket, or the hop a TRUST_PROXY proxy
 * added); else 'unknown', one shared bucket. A bare X-Forwarded-For is never believed here.
 */
export function clientIp(request: Request, context: unknown): string {
  const signed = request.headers.get(API_HEADERS.clientAddress);
  const verified = verifySignedClientAddress(signed);
  if (signed && !verified && !warnedOfBadSignature) {
    warnedOfBadSignature = true;
    log.warn(
      `a ${API_HEADERS.clientAddress} header failed its check (forged, stale, or the storefront has ` +
        'another CLIENT_ADDRESS_SECRET): such calls count against the caller’s own address',
    );
  }
  return verified ?? clientAddressOf(context) ?? 'unknown';
}
