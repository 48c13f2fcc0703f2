import type { LoaderFunctionArgs } from '@remix-run/node';
import { jsonReply } from '~/forms/after-post.server';
import { detectShopperCity } from '~/root-data.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE } from '~/utils/cache-control';
import { clientAddressOf } from '~/utils/client-address.server';

/**
 * GET /resources/city-detect: spec §4's 'detect location, then open the city prompt' for a
 * page that was served to everyone alike (root data `cityToDetect`: it shows Moscow and
 * detected nothing). The browser asks after hydration; the city is detected from the
 * shopper's address (GET /api/location/detect/) and saved unconfirmed, as the root loader
 * saves it for a personal page. `city` is null when a city is already saved (another tab
 * answered first): that one stays.
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ context, session }) => {
    const city = session.hasCity ? null : await detectShopperCity(session, clientAddressOf(context));
    return jsonReply({ city }, { headers: { 'Cache-Control': CACHE_PRIVATE } });
  });
}
