// The catalogue route's loader (route.tsx beside it re-exports it, and catalog.$.tsx
// through it), apart from the route module so that the browser's build of the route imports
// nothing of the server (see root-loader.server.ts).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { catalogRedirectOrNull } from '~/redirects/route-redirects.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { loadCatalogPage } from '~/routes-shared/catalog-page.server';

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ request, session }) => {
    // Old catalogue addresses (docs/product.md#legacy-addresses) are answered before the catalogue is asked anything.
    const moved = catalogRedirectOrNull(request);
    if (moved) throw moved;
    return loadCatalogPage(request, session);
  });
}
