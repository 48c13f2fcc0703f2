import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import {
  CITIES_CACHE_CONTROL,
  listCities,
  findCitiesByName,
  detectCity,
} from '~/commerce/location/cities.server';
import {
  CityByNameQuerySchema,
  CityListSchema,
  CityDetectResponseSchema,
} from '~/commerce/contract/location';
import { API_HEADERS } from '~/commerce/contract/session';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Города». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/location/cities',
    summary: 'GET /api/location/cities/: every city, Moscow first, then by sort (population).',
    response: CityListSchema,
    handler: async () => {
      return Response.json(await listCities(await db()), {
        headers: { 'Cache-Control': CITIES_CACHE_CONTROL },
      });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/location/cities/by-name',
    summary: 'GET /api/location/cities/by-name/?city=: cities whose name starts with the text (trimmed).',
    query: CityByNameQuerySchema,
    response: CityListSchema,
    handler: async ({ request }) => {
      const { city } = readQuery(request, CityByNameQuerySchema);
      return Response.json(await findCitiesByName(await db(), city), {
        headers: { 'Cache-Control': CITIES_CACHE_CONTROL },
      });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/location/detect',
    summary:
      "GET /api/location/detect/: the caller's city by its address (the shopper's, signed by the storefront, or the one a trusted proxy forwarded), Moscow when unknown.",
    response: CityDetectResponseSchema,
    handler: async ({ request, context }) => {
      const city = await detectCity(await db(), clientIp(request, context));
      // The answer depends on the caller's address: never shared by a cache.
      return Response.json(city, {
        headers: {
          'Cache-Control': 'private, no-store',
          Vary: `${API_HEADERS.clientAddress}, ${API_HEADERS.forwardedFor}`,
        },
      });
    },
  }),
];
