import { db as database, type DbOrTx } from '../db/client.server';
import { type AccessClaims, AUTH_MESSAGES, unauthorized, verifyAccessToken } from './access-token.server';
import { isRefreshFamilyLive } from './refresh-tokens.queries.server';

export type { AccessClaims } from './access-token.server';

/**
 * The bearer of a request's access token, or null without an Authorization header. A token
 * that is malformed, forged or expired is a 401 (the caller should refresh it), never a
 * silent guest; so is one whose sign-in was revoked (logout, or a replayed refresh token),
 * though it has not expired yet.
 */
export async function optionalUser(
  request: Request,
  now: Date = new Date(),
  db?: DbOrTx,
): Promise<AccessClaims | null> {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized(AUTH_MESSAGES.expired, true);
  const claims = await verifyAccessToken(match[1], now);
  if (!(await isRefreshFamilyLive(db ?? (await database()), claims.sessionId))) {
    throw unauthorized(AUTH_MESSAGES.expired, true);
  }
  return claims;
}

/** The bearer of a request's access token; a 401 error body when there is none or it is invalid. */
export async function requireUser(
  request: Request,
  now: Date = new Date(),
  db?: DbOrTx,
): Promise<AccessClaims> {
  const claims = await optionalUser(request, now, db);
  if (!claims) throw unauthorized(AUTH_MESSAGES.missing, false);
  return claims;
}
