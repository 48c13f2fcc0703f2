import { firstForwardedAddress } from '../location/client-ip';

/**
 * The address per-IP limits count against: the first X-Forwarded-For entry (the storefront
 * and the proxy in front pass the shopper's address there), else 'unknown', one shared bucket.
 * Behind a proxy that does not overwrite the header a client can choose it; the per-phone
 * limits hold regardless.
 */
export function clientIp(request: Request): string {
  return firstForwardedAddress(request.headers.get('X-Forwarded-For')) ?? 'unknown';
}
