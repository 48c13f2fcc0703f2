import type { Banner, BannerType } from '../contract/banners';
import type { DbOrTx } from '../db/client.server';
import { selectActiveBanners } from './banners.queries.server';

/** Banners change with campaigns: browsers keep them a minute, shared caches five. */
export const BANNERS_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** The active banners of a placement (GET /api/banners/?type=…), in display order. */
export async function listBanners(db: DbOrTx, type: BannerType): Promise<Banner[]> {
  return selectActiveBanners(db, type);
}
