import { createHmac, randomBytes } from 'node:crypto';
import type { FuserResponse } from '../contract/fuser';
import type { DbOrTx } from '../db/client.server';
import { oncePerRead } from '../../utils/read-scope.server';
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
 * Looked up once per read scope (a page view asks it in each of its API calls); a write looks
 * it up anew. Within one page view `now` is the first call's: the view is one moment.
 */
export async function findFuser(
  db: DbOrTx,
  token: string | null | undefined,
  now = new Date(),
): Promise<FuserRecord | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return oncePerRead(GUEST_QUESTION, [db, token], () => selectLiveFuser(db, hashFuserToken(token), now));
}
