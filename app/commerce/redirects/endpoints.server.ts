import { RedirectLookupQuerySchema, RedirectLookupResponseSchema } from '~/commerce/contract/redirects';
import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import { lookupRedirect, REDIRECT_CACHE_MS } from '~/commerce/redirects/redirects.server';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

// Callers may keep an answer as long as the API keeps its rows: a shared cache in front of
// the API then adds no staleness of its own beyond that.
const CACHE_CONTROL = `public, max-age=0, s-maxage=${REDIRECT_CACHE_MS / 1000}`;

/** The endpoints of the area «Редиректы». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/redirects',
    summary:
      'GET /api/redirects/?path=/old/page/ → {redirect: {location, status} | null}: the per-path redirect lookup of the API contract. A missing, relative or oversized path answers 400.',
    query: RedirectLookupQuerySchema,
    response: RedirectLookupResponseSchema,
    handler: async ({ request }) => {
      const { path } = readQuery(request, RedirectLookupQuerySchema);
      return Response.json(await lookupRedirect(await db(), path), {
        headers: { 'Cache-Control': CACHE_CONTROL },
      });
    },
  }),
];
