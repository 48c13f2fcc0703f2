import type { LoaderFunctionArgs } from '@remix-run/node';
import { RedirectLookupQuerySchema } from '~/commerce/contract/redirects';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';
import { lookupRedirect, REDIRECT_CACHE_MS } from '~/commerce/redirects/redirects.server';

// Callers may keep an answer as long as the API keeps its rows: a shared cache in front of
// the API then adds no staleness of its own beyond that.
const CACHE_CONTROL = `public, max-age=0, s-maxage=${REDIRECT_CACHE_MS / 1000}`;

/**
 * GET /api/redirects/?path=/old/page/ → {redirect: {location, status} | null}: the per-path
 * redirect lookup of spec §7. A missing, relative or oversized path answers 400.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { path } = readQuery(request, RedirectLookupQuerySchema);
  return Response.json(await lookupRedirect(await db(), path), {
    headers: { 'Cache-Control': CACHE_CONTROL },
  });
});
