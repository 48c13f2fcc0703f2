import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { fusers } from '../db/schema';

export type FuserRecord = typeof fusers.$inferSelect;

/** Stores a new guest identity by the hash of its token. */
export async function insertFuser(db: DbOrTx, tokenHash: string, expiresAt: Date): Promise<FuserRecord> {
  const [row] = await db.insert(fusers).values({ tokenHash, expiresAt }).returning();
  return row;
}

/** The unexpired guest identity with this token hash. */
export async function selectLiveFuser(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<FuserRecord | undefined> {
  const [row] = await db
    .select()
    .from(fusers)
    .where(and(eq(fusers.tokenHash, tokenHash), gt(fusers.expiresAt, now)))
    .limit(1);
  return row;
}
