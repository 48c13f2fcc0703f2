import { type DeliveryEstimate, DeliveryEstimateSchema } from '~/commerce/contract/delivery';
import { type PickupPoints, PickupPointsSchema } from '~/commerce/contract/pickup-points';
import { apiCall, type ApiSession, isAbortError } from './api-client.server';
import { logger } from '~/utils/log.server';

const log = logger('delivery');

/**
 * Courier delivery to the shopper's city (GET /api/delivery/estimate): fee and dates. Null when
 * the API cannot say: the promise is a nicety, never a reason for a page to fail.
 */
export async function getDeliveryEstimate(
  session: ApiSession,
  cityId: number,
): Promise<DeliveryEstimate | null> {
  try {
    return await apiCall({
      path: '/api/delivery/estimate',
      query: { cityId },
      schema: DeliveryEstimateSchema,
      session,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    log.error({ error: error instanceof Error ? error.message : error }, 'GET /api/delivery/estimate failed');
    return null;
  }
}

/**
 * The carrier's pickup points of a city and the price and dates of a parcel of `units` pairs
 * there (GET /api/delivery/pickup-points). Throws when the API cannot say (a carrier outage is
 * a 503): the caller decides what the page shows instead.
 */
export function getPickupPoints(session: ApiSession, cityId: number, units: number): Promise<PickupPoints> {
  return apiCall({
    path: '/api/delivery/pickup-points',
    query: { cityId, units: Math.max(1, units) },
    schema: PickupPointsSchema,
    session,
  });
}
