import { type DeliveryEstimate, DeliveryEstimateSchema } from '~/commerce/contract/delivery';
import { apiCall, type ApiSession, isAbortError } from './api-client.server';

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
    console.error(
      '[delivery] GET /api/delivery/estimate failed:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
