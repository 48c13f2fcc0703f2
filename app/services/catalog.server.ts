import { CatalogResponseSchema, type CatalogResponse } from '~/commerce/contract/catalog';
import type { CatalogFilterValue } from '~/commerce/contract/catalog-filters';
import type { CatalogRequest, CatalogSort, SortOrder } from '~/commerce/contract/catalog-request';
import { ApiCallError, apiCall, type ApiSession } from './api-client.server';

/**
 * The first screen of a catalogue section, unfiltered (GET /api/catalog/?path=); the same for
 * every shopper of a city, so kept while the catalogue stays as it is (kept-answers.server.ts).
 */
export async function getCatalogSection(session: ApiSession, path: string): Promise<CatalogResponse> {
  return apiCall({
    path: '/api/catalog/',
    query: { path },
    schema: CatalogResponseSchema,
    session,
    shared: true,
  });
}

/** A filtered, sorted page of a section or of search results (POST /api/catalog/). */
export async function queryCatalog(session: ApiSession, body: CatalogRequest): Promise<CatalogResponse> {
  return apiCall({ method: 'POST', path: '/api/catalog/', body, schema: CatalogResponseSchema, session });
}

export type CatalogListingRequest = {
  /** The section: '/catalog/man/obuv/', or '/search/' with q. */
  path: string;
  filter: CatalogFilterValue;
  sort?: { sort: CatalogSort; order: SortOrder };
  q?: string;
  /** The pages to show, first..last (a "show more" window). */
  pages: { first: number; last: number };
};

/** A section's answer with the products of several pages in a row. */
export type CatalogListing = { catalog: CatalogResponse; pages: { first: number; last: number } };

function isUnrefined(request: CatalogListingRequest): boolean {
  return !request.q && !request.sort && Object.keys(request.filter).length === 0 && request.pages.last === 1;
}

async function fetchPages(session: ApiSession, request: CatalogListingRequest): Promise<CatalogResponse[]> {
  if (isUnrefined(request)) return [await getCatalogSection(session, request.path)];
  const pages = Array.from(
    { length: request.pages.last - request.pages.first + 1 },
    (_, i) => request.pages.first + i,
  );
  return Promise.all(
    pages.map((page) =>
      queryCatalog(session, {
        path: request.path,
        filter: request.filter,
        sort: request.sort?.sort,
        order: request.sort?.order,
        q: request.q,
        page,
      }),
    ),
  );
}

/**
 * Pages first..last of a section as one answer (the first page's filters, the products of
 * all); GET for the plain first screen, POST otherwise. A window past the end moves back to
 * the last page. Null when the API does not know the section (404).
 */
export async function getCatalogListing(
  session: ApiSession,
  request: CatalogListingRequest,
): Promise<CatalogListing | null> {
  let answers: CatalogResponse[];
  try {
    answers = await fetchPages(session, request);
    const { totalPages } = answers[0].catalogBody.pagination;
    if (totalPages > 0 && request.pages.last > totalPages) {
      const span = request.pages.last - request.pages.first;
      const pages = { first: Math.max(1, totalPages - span), last: totalPages };
      return getCatalogListing(session, { ...request, pages });
    }
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
  const [first] = answers;
  const catalog: CatalogResponse = {
    ...first,
    catalogBody: { ...first.catalogBody, products: answers.flatMap((a) => a.catalogBody.products) },
  };
  return { catalog, pages: request.pages };
}
