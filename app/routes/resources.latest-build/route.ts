import type { LoaderFunctionArgs } from '@remix-run/node';
import { readLatestBuild } from './latest-build.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';

// Polled by every open page: never cached, so a new deployment is seen on the next poll.
const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * GET /resources/latest-build: `{ "version": "<build id>" }` of the newest deployed build
 * (docs/product.md#new-version new-version detection). It reads no session, but runs through storefrontRoute as
 * every storefront route does, so no answer of the shop can drop the session's cookies.
 */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async () =>
    Response.json({ version: await readLatestBuild() }, { headers: HEADERS }),
  );
}
