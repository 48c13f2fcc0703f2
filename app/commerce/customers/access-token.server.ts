import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { secret } from '../../utils/secrets.server';
import { ApiError } from '../http/errors.server';

/** What an access token says about its bearer. */
export interface AccessClaims {
  userId: number;
  roles: string[];
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
 * Signs an access token (JWT, HS256): sub = user id, roles, iat and exp. Returns it with
 * its expiry.
 */
export async function signAccessToken(
  claims: AccessClaims,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ roles: claims.roles })
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

/** Checks an access token's signature, algorithm and expiry; a 401 ApiError when it fails. */
export async function verifyAccessToken(token: string, now: Date = new Date()): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new joseErrors.JWTInvalid('sub is not a user id');
    return { userId, roles };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unauthorized(AUTH_MESSAGES.expired, true);
    throw error;
  }
}
