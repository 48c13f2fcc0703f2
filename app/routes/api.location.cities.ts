import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { CITIES_CACHE_CONTROL, listCities } from '~/commerce/location/cities.server';

/** GET /api/location/cities/: every city, Moscow first, then by sort (population). */
export const loader = apiRoute(async () => {
  return Response.json(await listCities(await db()), { headers: { 'Cache-Control': CITIES_CACHE_CONTROL } });
});
