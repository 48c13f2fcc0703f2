import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRecord = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  token: { userId: number; familyId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function selectRefreshTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<RefreshTokenRecord | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Spends a refresh token: true when this call did, false when it was already used or revoked
 * (the condition sits in the UPDATE, so of two parallel refreshes only one wins).
 */
export async function markRefreshTokenUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Keeps the sealed pair a spent token was traded for (see refresh-successor.server.ts). */
export async function setRefreshTokenSuccessor(db: DbOrTx, id: number, sealed: string): Promise<void> {
  await db.update(refreshTokens).set({ successorSealed: sealed }).where(eq(refreshTokens.id, id));
}

/**
 * True while a login (family) has a token that is not revoked: what every access token of it
 * is checked against. One lookup on the family index; revoking marks every token at once.
 */
export async function isRefreshFamilyLive(db: DbOrTx, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Revokes every token of a login (family) that is not revoked yet. */
export async function revokeRefreshFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Forgets tokens that expired before `before` (their families can no longer be replayed). */
export async function deleteRefreshTokensExpiredBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
}
