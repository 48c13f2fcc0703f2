import { jsonReply } from '~/forms/form-post.server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '~/commerce/contract/catalog-request';
import { OVERLAY_CARDS, type SearchSuggestions } from '~/components/search/search-suggestions';
import { isAbortError } from '~/services/api-client.server';
import { popularSearches, searchProducts } from '~/services/search.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { logger } from '~/utils/log.server';

/**
 * GET /resources/search?q=…: the search overlay's suggestions (its fetcher calls this 500 ms
 * after typing stops; a newer call aborts the older one). Fewer than 2 characters find nothing;
 * a failure is logged and answers an empty result with `failed` (docs/product.md#errors: the spinner ends).
 * Without text (the overlay just opened) it answers the popular queries (docs/product.md#search-spellings).
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
    let answer: SearchSuggestions;
    try {
      answer =
        q.length < SEARCH_QUERY_MIN
          ? {
              q,
              failed: false,
              elements: [],
              page: null,
              sections: [],
              count: 0,
              popular: await popularSearches(session),
            }
          : { q, failed: false, ...(await searchProducts(session, q, OVERLAY_CARDS)) };
    } catch (error) {
      if (isAbortError(error)) throw error;
      logger('search').error({ error: (error as Error).message }, 'suggestions failed');
      answer = { q, failed: true, elements: [], page: null, sections: [], count: 0 };
    }
    return jsonReply(answer, { headers: { 'Cache-Control': 'private, max-age=60' } });
  });
}
