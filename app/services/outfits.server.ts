import { type OutfitsResponse, OutfitsResponseSchema } from '~/commerce/contract/outfits';
import { apiCall, type ApiSession } from './api-client.server';
import { sharedCache } from './shared-cache';

const outfitsCache = sharedCache<OutfitsResponse>(60_000, 1);

/** The curated looks with their products' cards (GET /api/outfits/); kept a minute. */
export async function getOutfits(session: ApiSession): Promise<OutfitsResponse> {
  return outfitsCache('all', () =>
    apiCall({
      path: '/api/outfits/',
      schema: OutfitsResponseSchema,
      session,
      signal: AbortSignal.timeout(15_000),
    }),
  );
}
