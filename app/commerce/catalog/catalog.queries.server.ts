import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { banners } from '../db/schema';

/** Active catalogue banners (catalog_1x1, catalog_2x1) in display order, with their payload. */
export async function selectCatalogBanners(db: DbOrTx) {
  return db
    .select({
      type: banners.type,
      headText: banners.headText,
      desktopUrl: banners.desktopUrl,
      mobileUrl: banners.mobileUrl,
      payload: banners.payload,
    })
    .from(banners)
    .where(and(inArray(banners.type, ['catalog_1x1', 'catalog_2x1']), eq(banners.active, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}
