import { type ShopsResponse, ShopsResponseSchema } from '~/commerce/contract/shops';
import { apiCall, type ApiSession } from './api-client.server';
import { nullWhenNotFound } from './content.server';

/**
 * The shops of a city and every city that has shops (GET /api/shops/). Without `cityId` the
 * API takes the session's city (User-Location-Id); null when no city has that id.
 */
export async function getShops(session: ApiSession, cityId?: number): Promise<ShopsResponse | null> {
  return nullWhenNotFound(
    apiCall({ path: '/api/shops/', query: { cityId }, schema: ShopsResponseSchema, session }),
  );
}
