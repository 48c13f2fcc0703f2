import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { redirects } from '../db/schema';
import type { RedirectRow } from './redirect-table';

/** Every active redirect row, oldest first (the first of two rows for one path wins). */
export async function selectActiveRedirects(db: DbOrTx): Promise<RedirectRow[]> {
  return db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.active, true))
    .orderBy(asc(redirects.id));
}
