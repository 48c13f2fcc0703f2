import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExchangeConfig } from './config.server';

/** The cookie 1С gets at checkauth and sends back on every later request of the session. */
export const EXCHANGE_COOKIE = 'exchange_1c';
/** A session lasts long enough for the slowest full import. */
const SESSION_SECONDS = 12 * 60 * 60;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the request carries the configured login and password (HTTP Basic). */
export function hasValidBasicAuth(request: Request, config: ExchangeConfig): boolean {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return (
    sameText(decoded.slice(0, colon), config.login) && sameText(decoded.slice(colon + 1), config.password)
  );
}

function signature(config: ExchangeConfig, expires: number): string {
  // Keyed by the password: changing it ends every session at once.
  return createHmac('sha256', `${config.login}:${config.password}`)
    .update(String(expires))
    .digest('base64url');
}

/** A fresh session cookie value: its expiry and a signature (no state kept on the server). */
export function newSessionValue(config: ExchangeConfig, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SESSION_SECONDS;
  return `${expires}.${signature(config, expires)}`;
}

/** True when the request's session cookie was issued by this shop and has not expired. */
export function hasValidSession(request: Request, config: ExchangeConfig, now = Date.now()): boolean {
  const cookies = request.headers.get('Cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== EXCHANGE_COOKIE) continue;
    const [expiresText, sig = ''] = value.split('.');
    const expires = Number(expiresText);
    if (Number.isInteger(expires) && expires * 1000 > now && sameText(sig, signature(config, expires)))
      return true;
  }
  return false;
}
