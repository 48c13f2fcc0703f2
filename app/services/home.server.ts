import { type HomeResponse, HomeResponseSchema } from '~/commerce/contract/home';
import { apiCall, type ApiSession } from './api-client.server';
import { sharedCache } from './shared-cache';

// The product rows depend on stock in the city, so the home page is kept per city.
// By the shopper's city: room for every city of the shop's list (a few hundred at most).
const homeCache = sharedCache<HomeResponse>(60_000, 500);

/** The home page's blocks for the session's city (GET /api/home/); kept a minute per city. */
export async function getHome(session: ApiSession): Promise<HomeResponse> {
  return homeCache(String(session.cityId), () =>
    apiCall({ path: '/api/home/', schema: HomeResponseSchema, session, signal: AbortSignal.timeout(15_000) }),
  );
}
