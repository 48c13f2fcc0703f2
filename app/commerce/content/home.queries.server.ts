import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { homeBlocks } from '../db/schema';

/** Active home blocks in display order. */
export async function selectActiveHomeBlocks(db: DbOrTx) {
  return db
    .select({ kind: homeBlocks.kind, title: homeBlocks.title, payload: homeBlocks.payload })
    .from(homeBlocks)
    .where(eq(homeBlocks.active, true))
    .orderBy(asc(homeBlocks.sort), asc(homeBlocks.id));
}
