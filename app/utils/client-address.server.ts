// The shopper's network address, which per-IP limits, location detection and consent records
// key on. The server (server/index.ts) resolves it once per request from the socket and the
// proxies the shop is told to trust (TRUST_PROXY) and puts it in the load context; the
// storefront passes it on to the API in a signed header (client-address-signature.server.ts).
// Why: docs/decisions/0024-client-address.md.

import { env } from './env.server';
import { parseTrustProxy, resolveClientAddress, trustsSocket, type TrustedProxies } from './ip-address';

let configured: { value: string | undefined; trusted: TrustedProxies } | undefined;

/** TRUST_PROXY as configured, parsed once (again only if the environment changed, as in tests). */
export function trustedProxies(): TrustedProxies {
  const value = env().TRUST_PROXY;
  if (configured && configured.value === value) return configured.trusted;
  const trusted = parseTrustProxy(value);
  configured = { value, trusted };
  return trusted;
}

/** What server/index.ts calls per request: the shopper's address under TRUST_PROXY. */
export function clientAddressOfSocket(
  socketAddress: string | null | undefined,
  forwardedFor: string | string[] | null | undefined,
): string | null {
  return resolveClientAddress(socketAddress, forwardedFor, trustedProxies());
}

/** True when the socket is a proxy TRUST_PROXY names (or the nearest of its hop count). */
export function socketIsTrustedProxy(socketAddress: string | null | undefined): boolean {
  return trustsSocket(socketAddress, trustedProxies());
}

/**
 * The shopper's address from a loader's or action's load context (server/index.ts puts it
 * there); null when the server did not (another server, a unit test).
 */
export function clientAddressOf(context: unknown): string | null {
  if (!context || typeof context !== 'object' || !('clientAddress' in context)) return null;
  const { clientAddress } = context;
  return typeof clientAddress === 'string' ? clientAddress : null;
}
