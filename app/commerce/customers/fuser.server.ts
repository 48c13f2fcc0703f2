import { createHmac, randomBytes } from 'node:crypto';
import type { FuserResponse } from '../contract/fuser';
import type { DbOrTx } from '../db/client.server';
import { oncePerView } from '../../utils/read-scope.server';
import { secret } from '../../utils/secrets.server';
import { type FuserRecord, insertFuser, selectLiveFuser } from './fuser.queries.server';

/** A guest identity lives a year; the storefront keeps its cookie as long. */
export const FUSER_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Longest token string worth hashing; ours are 43 characters. */
const MAX_TOKEN_LENGTH = 256;

/** The stored form of a token: a keyed hash, so a leaked table reveals no usable token. */
export function hashFuserToken(token: string): string {
  return createHmac('sha256', secret('OTP_PEPPER')).update(`fuser:${token}`).digest('base64url');
}

/** Issues a new guest identity (POST /api/fuser): a random opaque token, stored hashed. */
export async function issueFuser(db: DbOrTx, now = new Date()): Promise<FuserResponse> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + FUSER_LIFETIME_MS);
  await insertFuser(db, hashFuserToken(token), expiresAt);
  return { success: true, token, expire: expiresAt.toISOString() };
}

const GUEST_QUESTION = {};

/**
 * The live guest identity a Fuser-Token header names, for the basket and other guest data.
 * Looked up once per page view, its writes included (a product view asks it in its basket read
 * and in recording the view): the shop only ever inserts a guest row, under a new random token,
 * so no write can change this answer. Within one view `now` is the first call's: one moment.
 */
export async function findFuser(
  db: DbOrTx,
  token: string | null | undefined,
  now = new Date(),
): Promise<FuserRecord | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return oncePerView(GUEST_QUESTION, [db, token], () => selectLiveFuser(db, hashFuserToken(token), now));
}
