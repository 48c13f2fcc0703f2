import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { seoPages } from '../db/schema';

/** The SEO row of a normalised path. */
export async function selectSeoPage(db: DbOrTx, url: string) {
  const [row] = await db
    .select({ redirectTo: seoPages.redirectTo, h1: seoPages.h1, seoText: seoPages.seoText })
    .from(seoPages)
    .where(eq(seoPages.url, url))
    .limit(1);
  return row;
}
