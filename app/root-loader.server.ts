// The root route's loader (root.tsx re-exports it). Apart from the route module so that the
// browser's build of root.tsx imports nothing of the server: each server module a route imports
// becomes an empty stand-in chunk of its own in the browser, loaded by every page (docs/product.md#page-weight).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadPageSeo } from '~/page-seo.server';
import { movedAddressOrNull } from '~/redirects/route-redirects.server';
import { loadRootData } from '~/root-data.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE, CACHE_PUBLIC } from '~/utils/cache-control';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    // Old addresses and page-number parameters answer before anything is loaded (docs/product.md#legacy-addresses, docs/product.md#constants-and-limits).
    const moved = movedAddressOrNull(request);
    if (moved) throw moved;
    const [root, seo] = await Promise.all([loadRootData(request, session), loadPageSeo(request)]);
    const policy = session.anonymousView ? CACHE_PUBLIC : CACHE_PRIVATE;
    return data({ ...root, seo }, { headers: { 'Cache-Control': policy } });
  });
}
