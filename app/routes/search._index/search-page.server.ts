// The search page's loader data: the catalogue's results (catalog-page.server.ts) and, when
// there is no text or nothing is found, the popular queries to offer instead (docs/product.md#search-spellings).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSearchPage, type CatalogPageData } from '~/routes-shared/catalog-page.server';
import { popularSearches } from '~/services/search.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';

export type SearchPageData = CatalogPageData & { popular: string[] };

export async function loadSearchResults(
  request: LoaderFunctionArgs['request'],
  session: StorefrontSession,
  remainder?: string,
): Promise<SearchPageData> {
  const page = await loadSearchPage(request, session, remainder);
  const empty = !page.catalog || page.catalog.catalogBody.pagination.totalItems === 0;
  return { ...page, popular: empty ? await popularSearches(session) : [] };
}
