// Each request's id: the one a trusted proxy in front of the shop gave it (X-Request-Id), so
// the proxy's log and the shop's name the same request, else a fresh random one. A client's
// own X-Request-Id is not believed: anyone could make their requests look like someone else's
// in the log. Why: docs/decisions/0084-logs.md.

import { randomUUID } from 'node:crypto';
import { socketIsTrustedProxy } from './client-address.server';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id may look like: a UUID, HAProxy's or nginx's unique ids; no spaces, no quotes. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of `given` when it is one, else undefined. */
export function validRequestId(given: string | string[] | null | undefined): string | undefined {
  const value = Array.isArray(given) ? undefined : given?.trim();
  return value && VALID_REQUEST_ID.test(value) ? value : undefined;
}

/** What server/index.ts calls per request: the proxy's id when the socket is a trusted proxy, else a new one. */
export function requestIdOf(
  socketAddress: string | null | undefined,
  given: string | string[] | null | undefined,
): string {
  const proxied = socketIsTrustedProxy(socketAddress) ? validRequestId(given) : undefined;
  return proxied ?? randomUUID();
}
