import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSearchPage } from '~/components/catalog/catalog-page.server';

// /search/{code}: the same results page; the remainder is the search text when ?q= is absent
// (/search/nike → the results for 'nike').
export { default, handle, headers, meta, shouldRevalidate } from './search._index';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSearchPage(request, params['*']);
}
