import { type Banner, BannerListSchema, type BannerType } from '~/commerce/contract/banners';
import { apiCall, type ApiSession } from './api-client.server';
import { sharedCache } from './shared-cache';

// Keyed by placement: a handful of them (BannerType).
const bannerCache = sharedCache<Banner[]>(60_000, 16);

/** The active banners of a placement (GET /api/banners/?type=…); kept for a minute. */
export async function getBanners(session: ApiSession, type: BannerType): Promise<Banner[]> {
  return bannerCache(type, () =>
    apiCall({
      path: '/api/banners/',
      query: { type },
      schema: BannerListSchema,
      session,
      signal: AbortSignal.timeout(15_000),
    }),
  );
}
