import type { LoaderFunctionArgs } from '@remix-run/node';
import { API_HEADERS } from '~/commerce/contract/session';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { detectCity } from '~/commerce/location/cities.server';

/** GET /api/location/detect/: the caller's city by its forwarded-for address, Moscow when unknown. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const city = await detectCity(await db(), request.headers.get(API_HEADERS.forwardedFor));
  // The answer depends on the caller's address: never shared by a cache.
  return Response.json(city, {
    headers: { 'Cache-Control': 'private, no-store', Vary: API_HEADERS.forwardedFor },
  });
});
