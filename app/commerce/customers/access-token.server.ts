import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { secret } from '../../utils/secrets.server';
import { ApiError } from '../http/errors.server';

/** What an access token says about its bearer. */
export interface AccessClaims {
  userId: number;
  roles: string[];
  /** The sign-in (refresh-token family) it was issued under, claim `sid`: revoking that ends it. */
  sessionId: string;
}

export const AUTH_MESSAGES = {
  missing: 'Войди в аккаунт, чтобы продолжить',
  expired: 'Сессия истекла. Войди снова',
} as const;

const ALGORITHM = 'HS256';

function signingKey(): Uint8Array {
  return new TextEncoder().encode(secret('JWT_SECRET'));
}

/**
 * Signs an access token (JWT, HS256): sub = user id, roles, sid = the sign-in, iat and exp.
 * Returns it with its expiry.
 */
export async function signAccessToken(
  claims: AccessClaims,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ roles: claims.roles, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey());
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** A 401 with the error body and the Bearer challenge of RFC 6750. */
export function unauthorized(message: string, invalidToken: boolean): ApiError {
  return new ApiError(401, message, [], {
    'WWW-Authenticate': invalidToken ? 'Bearer error="invalid_token"' : 'Bearer',
  });
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an access token's signature, algorithm and expiry, and that it names its sign-in
 * (tokens without one cannot be revoked, so they are refused); a 401 ApiError when it fails.
 * Whether that sign-in is still live is auth.server.ts's question.
 */
export async function verifyAccessToken(token: string, now: Date = new Date()): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const userId = Number(payload.sub);
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new joseErrors.JWTInvalid('sub is not a user id');
    if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) {
      throw new joseErrors.JWTInvalid('sid is not a sign-in id');
    }
    return { userId, roles, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unauthorized(AUTH_MESSAGES.expired, true);
    throw error;
  }
}
