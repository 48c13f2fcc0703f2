import type { LoaderFunctionArgs } from '@remix-run/node';
import { API_HEADERS } from '~/commerce/contract/session';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { detectCity } from '~/commerce/location/cities.server';

/**
 * GET /api/location/detect/: the caller's city by its address (the shopper's, signed by the
 * storefront, or the one a trusted proxy forwarded), Moscow when unknown.
 */
export const loader = apiRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const city = await detectCity(await db(), clientIp(request, context));
  // The answer depends on the caller's address: never shared by a cache.
  return Response.json(city, {
    headers: {
      'Cache-Control': 'private, no-store',
      Vary: `${API_HEADERS.clientAddress}, ${API_HEADERS.forwardedFor}`,
    },
  });
});
