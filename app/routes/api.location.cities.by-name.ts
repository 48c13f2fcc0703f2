import type { LoaderFunctionArgs } from '@remix-run/node';
import { CityByNameQuerySchema } from '~/commerce/contract/location';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';
import { CITIES_CACHE_CONTROL, findCitiesByName } from '~/commerce/location/cities.server';

/** GET /api/location/cities/by-name/?city=: cities whose name starts with the text (trimmed). */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { city } = readQuery(request, CityByNameQuerySchema);
  return Response.json(await findCitiesByName(await db(), city), {
    headers: { 'Cache-Control': CITIES_CACHE_CONTROL },
  });
});
