import { type AccessTokenClaims, AccessTokenClaimsSchema, ROLE_ADMIN } from '~/commerce/contract/session';

/**
 * The claims of a JWT access token, read WITHOUT verifying its signature: the storefront only
 * needs the expiry (to refresh in time) and the roles (to show admin-only controls). The API
 * verifies every token it receives, so a forged one gains nothing there. Null when malformed.
 */
export function readAccessTokenClaims(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const parsed = AccessTokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable, or expires within `thresholdMs` (docs/product.md#tokens-and-sessions: 10 s). */
export function needsRefresh(
  token: string | null | undefined,
  thresholdMs: number,
  now = Date.now(),
): boolean {
  const claims = readAccessTokenClaims(token);
  return !claims || claims.exp * 1000 - now < thresholdMs;
}

/** True when the token's roles include ROLE_ADMIN (docs/product.md#tokens-and-sessions). */
export function hasAdminRole(token: string | null | undefined): boolean {
  return readAccessTokenClaims(token)?.roles.includes(ROLE_ADMIN) ?? false;
}
