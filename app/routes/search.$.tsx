import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSearchResults } from './search._index/search-page.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// /search/{code}: the same results page; the remainder is the search text when ?q= is absent
// (/search/nike → the results for 'nike').
export { default, handle, headers, meta, shouldRevalidate } from './search._index/route';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ request, params, session }) => {
    return loadSearchResults(request, session, params['*']);
  });
}
