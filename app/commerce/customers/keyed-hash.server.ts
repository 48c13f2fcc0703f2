import { createHmac, timingSafeEqual } from 'node:crypto';
import { secret } from '../../utils/secrets.server';

/**
 * The stored form of a one-time code or an opaque token: HMAC-SHA256 under OTP_PEPPER. A leaked
 * table is useless without the key, and a 4-digit code cannot be found by hashing all 10 000
 * candidates. `domain` keeps hashes of different kinds of secrets apart.
 */
export function keyedHash(domain: string, value: string): string {
  return createHmac('sha256', secret('OTP_PEPPER')).update(`${domain}:${value}`).digest('base64url');
}

/** Compares two hashes in constant time, so response timing tells nothing about a guess. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
