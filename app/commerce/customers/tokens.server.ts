import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenRefreshResponse } from '../contract/session';
import type { DbOrTx } from '../db/client.server';
import { AUTH_MESSAGES, signAccessToken, unauthorized } from './access-token.server';
import { keyedHash } from './keyed-hash.server';
import {
  deleteRefreshTokensExpiredBefore,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshFamily,
  selectRefreshTokenByHash,
} from './refresh-tokens.queries.server';
import { rolesForPhone } from './roles.server';
import { selectUserById } from './users.queries.server';

/** Token lifetimes, from the configuration. */
export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
}

/** A signed-in session: the access token and the refresh token that renews it. */
export interface TokenPair {
  token: string;
  refreshToken: string;
  /** When the refresh token dies: seconds since the epoch. */
  refreshTokenExpiresAt: number;
}

/** Longest refresh token string worth hashing; ours are 43 characters. */
const MAX_REFRESH_TOKEN_LENGTH = 256;

const hashRefreshToken = (token: string) => keyedHash('refresh', token);

/**
 * Issues an access token and a refresh token for a user. A sign-in starts a new family; a
 * refresh continues its family, so a stolen and replayed token can revoke all of it.
 */
export async function issueTokenPair(
  db: DbOrTx,
  user: { id: number; phone: string },
  now: Date,
  lifetimes: TokenLifetimes,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimes.refreshSeconds * 1000);
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt,
  });
  const access = await signAccessToken(
    { userId: user.id, roles: rolesForPhone(user.phone), sessionId: familyId },
    now,
    lifetimes.accessSeconds,
  );
  return { token: access.token, refreshToken, refreshTokenExpiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

type Rotation = { ok: true; pair: TokenPair } | { ok: false };

/**
 * POST /api/token/refresh: trades a live refresh token for a new pair and spends it. A token
 * presented a second time means someone else holds a copy: its whole family (the login) is
 * revoked, and the rightful owner signs in again. Unknown, expired, revoked and replayed
 * tokens all answer the same 401.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  refreshToken: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<TokenRefreshResponse> {
  if (refreshToken.length > MAX_REFRESH_TOKEN_LENGTH) throw unauthorized(AUTH_MESSAGES.expired, true);
  // The revocation must survive the 401, so the transaction returns the outcome instead of throwing.
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const stored = await selectRefreshTokenByHash(tx, hashRefreshToken(refreshToken));
    if (!stored || stored.revokedAt) return { ok: false };
    if (!stored.usedAt && stored.expiresAt <= now) return { ok: false };
    // Used before, or spent by a parallel refresh a moment ago: either way a second holder.
    if (stored.usedAt || !(await markRefreshTokenUsed(tx, stored.id, now))) {
      await revokeRefreshFamily(tx, stored.familyId, now);
      return { ok: false };
    }
    const user = await selectUserById(tx, stored.userId);
    if (!user) return { ok: false };
    return { ok: true, pair: await issueTokenPair(tx, user, now, lifetimes, stored.familyId) };
  });
  if (!rotation.ok) throw unauthorized(AUTH_MESSAGES.expired, true);
  const { token, refreshToken: next, refreshTokenExpiresAt } = rotation.pair;
  return { token, refreshToken: next, refreshTokenExpiration: refreshTokenExpiresAt };
}

/**
 * POST /api/auth/logout: ends the sign-in a refresh token belongs to (its whole family), so a
 * copy left anywhere stops working. Unknown tokens are ignored: signing out always succeeds.
 */
export async function revokeSession(db: DbOrTx, refreshToken: string, now: Date): Promise<void> {
  if (refreshToken.length > MAX_REFRESH_TOKEN_LENGTH) return;
  const stored = await selectRefreshTokenByHash(db, hashRefreshToken(refreshToken));
  if (stored) await revokeRefreshFamily(db, stored.familyId, now);
}

/** Forgets refresh tokens that expired (occasional upkeep). */
export async function sweepRefreshTokens(db: DbOrTx, now: Date): Promise<void> {
  await deleteRefreshTokensExpiredBefore(db, now);
}
