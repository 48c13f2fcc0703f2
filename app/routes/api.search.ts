import type { LoaderFunctionArgs } from '@remix-run/node';
import { catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { searchProducts } from '~/commerce/catalog/search/search.server';
import { SearchQuerySchema } from '~/commerce/contract/search';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/** GET /api/search/?q=кроссовки — cards, one matching page, sections and the count. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { q, limit } = readQuery(request, SearchQuerySchema);
  const database = await db();
  return searchProducts(database, await catalogSnapshot(database), q, limit);
});
