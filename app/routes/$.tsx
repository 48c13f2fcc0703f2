import type { LoaderFunctionArgs } from '@remix-run/node';
import { catchAllRedirect } from '~/redirects/route-redirects.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// Any address no other route matches: an old address of a redirect table (legacy catalogue,
// static, page number, route rules), else a row of the database-managed redirects, else 404.
// The root ErrorBoundary turns the 404 into the spec's 404 page inside the site's frame, with
// HTTP status 404 (and the root's private cache policy). A target on another site is an
// absolute Location, which the browser loads as a whole new page (Remix does the same for
// in-app links).
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const moved = await catchAllRedirect(request, session);
    if (moved) throw moved;
    throw new Response('Page not found', { status: 404, statusText: 'Not Found' });
  });
}

export default function NotFound() {
  return null;
}
