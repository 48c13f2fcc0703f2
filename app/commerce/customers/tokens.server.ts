import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenRefreshResponse } from '../contract/session';
import type { DbOrTx } from '../db/client.server';
import { AUTH_MESSAGES, signAccessToken, unauthorized } from './access-token.server';
import { keyedHash } from './keyed-hash.server';
import {
  deleteRefreshTokensExpiredBefore,
  insertRefreshToken,
  markRefreshTokenUsed,
  type RefreshTokenRecord,
  revokeRefreshFamily,
  selectRefreshTokenByHash,
  setRefreshTokenSuccessor,
} from './refresh-tokens.queries.server';
import { openSuccessor, sealSuccessor } from './refresh-successor.server';
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
  const token = await accessTokenOf(user, familyId, now, lifetimes);
  return { token, refreshToken, refreshTokenExpiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

async function accessTokenOf(
  user: { id: number; phone: string },
  familyId: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<string> {
  const access = await signAccessToken(
    { userId: user.id, roles: rolesForPhone(user.phone), sessionId: familyId },
    now,
    lifetimes.accessSeconds,
  );
  return access.token;
}

type Rotation = { ok: true; pair: TokenPair } | { ok: false };

/**
 * How long a spent refresh token may be presented again by its holder and get the same new
 * pair (RFC 9700 §4.14.2 allows such a window): two parallel requests of one browser land on
 * two instances and both refresh with the same token. Later than this, or once the new token
 * has been used itself, a second use is a replay and revokes the sign-in.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/**
 * The pair a spent token was traded for, when this presentation counts as the same holder's
 * parallel refresh: within the window, and the new token not used or revoked yet. The
 * refresh token is the same; the access token is signed afresh for the same sign-in.
 */
async function pairOfParallelRefresh(
  db: DbOrTx,
  stored: RefreshTokenRecord,
  refreshToken: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<TokenPair | null> {
  if (!stored.usedAt || !stored.successorSealed) return null;
  if (now.getTime() - stored.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return null;
  const kept = openSuccessor(refreshToken, stored.successorSealed);
  if (!kept) return null;
  const successor = await selectRefreshTokenByHash(db, hashRefreshToken(kept.refreshToken));
  if (!successor || successor.usedAt || successor.revokedAt) return null;
  const user = await selectUserById(db, stored.userId);
  if (!user) return null;
  return { ...kept, token: await accessTokenOf(user, stored.familyId, now, lifetimes) };
}

/**
 * POST /api/token/refresh: trades a live refresh token for a new pair and spends it. The same
 * token presented again within REFRESH_REUSE_GRACE_MS (a parallel refresh, perhaps on another
 * instance) gets the same pair; any other second presentation means someone else holds a copy:
 * its whole family (the login) is revoked, and the rightful owner signs in again. Unknown,
 * expired, revoked and replayed tokens all answer the same 401.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  refreshToken: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<TokenRefreshResponse> {
  if (refreshToken.length > MAX_REFRESH_TOKEN_LENGTH) throw unauthorized(AUTH_MESSAGES.expired, true);
  const tokenHash = hashRefreshToken(refreshToken);
  // The revocation must survive the 401, so the transaction returns the outcome instead of throwing.
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    let stored = await selectRefreshTokenByHash(tx, tokenHash);
    if (!stored || stored.revokedAt) return { ok: false };
    if (!stored.usedAt && stored.expiresAt <= now) return { ok: false };
    if (!stored.usedAt) {
      if (await markRefreshTokenUsed(tx, stored.id, now)) {
        const user = await selectUserById(tx, stored.userId);
        if (!user) return { ok: false };
        const pair = await issueTokenPair(tx, user, now, lifetimes, stored.familyId);
        await setRefreshTokenSuccessor(tx, stored.id, sealSuccessor(refreshToken, pair));
        return { ok: true, pair };
      }
      // A parallel refresh spent it while this one waited for the row: read what it left
      // (a new statement sees its commit).
      stored = await selectRefreshTokenByHash(tx, tokenHash);
      if (!stored || stored.revokedAt) return { ok: false };
    }
    const again = await pairOfParallelRefresh(tx, stored, refreshToken, now, lifetimes);
    if (again) return { ok: true, pair: again };
    await revokeRefreshFamily(tx, stored.familyId, now);
    return { ok: false };
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
