import type { LoaderFunctionArgs } from '@remix-run/node';
import { jsonReply } from '~/forms/form-post.server';
import { isAbortError } from '~/services/api-client.server';
import { DEFAULT_CITY, detectCity } from '~/services/location.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE } from '~/utils/cache-control';
import { clientAddressOf } from '~/utils/client-address.server';
import { logger } from '~/utils/log.server';

/**
 * GET /resources/city-detect: docs/product.md#city's 'detect location, then open the city prompt'. Pages
 * show Moscow while no city is saved (root data `cityToDetect`), so a page asked for without
 * cookies may be shared; the browser asks here after hydration. The city is detected from the
 * shopper's address (GET /api/location/detect/) and saved unconfirmed: the prompt asks until it
 * is answered. On failure Moscow is answered and nothing saved, so the next page asks again.
 * `city` is null when a city is already saved (another tab answered first): that one stays.
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ context, session }) => {
    const reply = (city: { id: number; name: string } | null) =>
      jsonReply({ city }, { headers: { 'Cache-Control': CACHE_PRIVATE } });
    if (session.hasCity) return reply(null);
    try {
      const city = await detectCity(session, clientAddressOf(context));
      session.setCity(city.id, false);
      return reply({ id: city.id, name: city.name });
    } catch (error) {
      if (isAbortError(error)) throw error;
      logger('city').error(
        { error: error instanceof Error ? error.message : error },
        'Ошибка определения города',
      );
      return reply(DEFAULT_CITY);
    }
  });
}
