// The root route's loader (root.tsx re-exports it). Apart from the route module so that the
// browser's build of root.tsx imports nothing of the server: each server module a route imports
// becomes an empty stand-in chunk of its own in the browser, loaded by every page (issue 14).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadPageSeo } from '~/page-seo.server';
import { movedAddressOrNull } from '~/redirects/route-redirects.server';
import { loadRootData } from '~/root-data.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { CACHE_PRIVATE, CACHE_PUBLIC } from '~/utils/cache-control';
import { crossSiteRefusalOf } from '~/utils/security.server';

export function loader(args: LoaderFunctionArgs) {
  // A post from another site, refused in front of Remix, is shown as the error page with 403.
  const refused = crossSiteRefusalOf(args.context);
  if (refused) throw refused;
  return storefrontRoute(args, async ({ request, session }) => {
    // Old addresses and page-number parameters answer before anything is loaded (spec §2, §9).
    const moved = movedAddressOrNull(request);
    if (moved) throw moved;
    const [root, seo] = await Promise.all([loadRootData(request, session), loadPageSeo(request)]);
    const policy = session.anonymousView ? CACHE_PUBLIC : CACHE_PRIVATE;
    return data({ ...root, seo }, { headers: { 'Cache-Control': policy } });
  });
}
