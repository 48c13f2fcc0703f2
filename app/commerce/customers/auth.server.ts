import { type AccessClaims, AUTH_MESSAGES, unauthorized, verifyAccessToken } from './access-token.server';

export type { AccessClaims } from './access-token.server';

/**
 * The bearer of a request's access token, or null without an Authorization header. A token
 * that is malformed, forged or expired is a 401 (the caller should refresh it), never a
 * silent guest.
 */
export async function optionalUser(request: Request, now: Date = new Date()): Promise<AccessClaims | null> {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized(AUTH_MESSAGES.expired, true);
  return verifyAccessToken(match[1], now);
}

/** The bearer of a request's access token; a 401 error body when there is none or it is invalid. */
export async function requireUser(request: Request, now: Date = new Date()): Promise<AccessClaims> {
  const claims = await optionalUser(request, now);
  if (!claims) throw unauthorized(AUTH_MESSAGES.missing, false);
  return claims;
}
