import { type BrandsResponse, BrandsResponseSchema } from '~/commerce/contract/brands';
import { apiCall, type ApiSession } from './api-client.server';
import { sharedCache } from './shared-cache';

const brandsCache = sharedCache<BrandsResponse>(5 * 60_000, 1);

/** Every brand in stock grouped by first letter (GET /api/brands/); kept for five minutes. */
export async function getBrands(session: ApiSession): Promise<BrandsResponse> {
  // The list is the same for every shopper, so one caller's abort must not fail the others.
  return brandsCache('all', () =>
    apiCall({
      path: '/api/brands/',
      schema: BrandsResponseSchema,
      session,
      signal: AbortSignal.timeout(15_000),
    }),
  );
}
