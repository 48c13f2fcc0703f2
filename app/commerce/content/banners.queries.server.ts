import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { banners } from '../db/schema';

/** Active banners of one placement in display order. */
export async function selectActiveBanners(db: DbOrTx, type: string) {
  return db
    .select({ headText: banners.headText, desktopUrl: banners.desktopUrl, mobileUrl: banners.mobileUrl })
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.active, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}
