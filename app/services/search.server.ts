import { SEARCH_QUERY_MIN } from '~/commerce/contract/catalog-request';
import { type SearchResponse, SearchResponseSchema } from '~/commerce/contract/search';
import { apiCall, type ApiSession } from './api-client.server';
import { logger } from '~/utils/log.server';

const log = logger('search');

const NOTHING: SearchResponse = { elements: [], page: null, sections: [], count: 0 };

/**
 * Quick search for the overlay (GET /api/search/?q=&limit=): up to `limit` cards, one matching
 * page and the total. Text shorter than 2 characters asks nothing (docs/product.md#validation).
 */
export async function searchProducts(session: ApiSession, q: string, limit: number): Promise<SearchResponse> {
  const text = q.trim();
  if (text.length < SEARCH_QUERY_MIN) return NOTHING;
  return apiCall({ path: '/api/search/', query: { q: text, limit }, schema: SearchResponseSchema, session });
}

/**
 * The popular queries (GET /api/search/ with an empty text answers nothing found, and the
 * popular queries to offer instead); none when the API has none or does not answer.
 */
export async function popularSearches(session: ApiSession): Promise<string[]> {
  try {
    const answer = await apiCall({
      path: '/api/search/',
      query: { q: '', limit: 1 },
      schema: SearchResponseSchema,
      session,
    });
    return answer.popular ?? [];
  } catch (error) {
    log.error({ error: (error as Error).message }, 'popular queries failed');
    return [];
  }
}
