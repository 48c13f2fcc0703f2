// The storefront tells the API whose request it is passing on: the shopper's address, signed
// with a key both halves share (CLIENT_ADDRESS_SECRET), with the time of signing. The API
// believes the address only when the signature checks out and is fresh, so nobody who can
// reach the API directly can pose as another address; a captured header dies within a minute.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseIpAddress } from './ip-address';
import { secret } from './secrets.server';

/** How long a signed address is good for, either way (clocks of two deployments drift a little). */
export const SIGNED_ADDRESS_MAX_AGE_SECONDS = 60;

function mac(address: string, signedAt: number): Buffer {
  return createHmac('sha256', secret('CLIENT_ADDRESS_SECRET'))
    .update(`client-address;${address};${signedAt}`)
    .digest();
}

/** The header value for an address: `<address>;<unix seconds>;<HMAC-SHA256, base64url>`. */
export function signClientAddress(address: string, now: Date = new Date()): string {
  const signedAt = Math.floor(now.getTime() / 1000);
  return `${address};${signedAt};${mac(address, signedAt).toString('base64url')}`;
}

/** The address of a signed header, or null when it is missing, malformed, stale or forged. */
export function verifySignedClientAddress(header: string | null, now: Date = new Date()): string | null {
  if (!header || header.length > 200) return null;
  const [address, time, signature, extra] = header.split(';');
  if (extra !== undefined || !signature || !/^\d{1,12}$/.test(time ?? '')) return null;
  if (parseIpAddress(address) !== address) return null;
  const signedAt = Number(time);
  if (Math.abs(now.getTime() / 1000 - signedAt) > SIGNED_ADDRESS_MAX_AGE_SECONDS) return null;
  const expected = mac(address, signedAt);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
