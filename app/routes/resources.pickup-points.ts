import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAbortError } from '~/services/api-client.server';
import { getPickupPoints } from '~/services/delivery.server';
import { jsonReply } from '~/forms/form-post.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { logger } from '~/utils/log.server';

/**
 * GET /resources/pickup-points?units=N: the carrier's pickup points of the shopper's city,
 * priced for a parcel of N pairs. Checkout's fetcher asks again through this when the points
 * did not load with the page (the carrier was slow or down), so the way appears in place.
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const raw = new URL(request.url).searchParams.get('units') ?? '1';
    const noStore = { 'Cache-Control': 'private, no-store' };
    if (!/^[1-9]\d{0,2}$/.test(raw)) {
      return jsonReply({ points: null }, { status: 400, headers: noStore });
    }
    try {
      const points = await getPickupPoints(session, session.cityId, Number(raw));
      return jsonReply({ points }, { headers: noStore });
    } catch (error) {
      if (isAbortError(error)) throw error;
      logger('checkout').error(
        { error: error instanceof Error ? error.message : error },
        'pickup points retry failed',
      );
      return jsonReply({ points: null }, { status: 503, headers: noStore });
    }
  });
}
