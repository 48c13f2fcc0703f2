import type { LoaderFunctionArgs } from '@remix-run/node';
import { catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { searchProducts } from '~/commerce/catalog/search/search.server';
import { SearchQuerySchema } from '~/commerce/contract/search';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/**
 * GET /api/search/?q=кроссовки — cards, one matching page, sections and the count. The
 * Server-Timing header says how long the search took in the server (bench:search reads it).
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { q, limit } = readQuery(request, SearchQuerySchema);
  const started = performance.now();
  const database = await db();
  const answer = await searchProducts(database, await catalogSnapshot(database), q, limit);
  return Response.json(answer, {
    headers: {
      'Cache-Control': 'no-store',
      'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}`,
    },
  });
});
