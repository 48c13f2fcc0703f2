import { readLatestBuild } from '~/components/platform/latest-build.server';

// Polled by every open page: never cached, so a new deployment is seen on the next poll.
const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * GET /resources/latest-build: `{ "version": "<build id>" }` of the newest deployed build
 * (spec §4 new-version detection). No session is read or written, so no storefrontRoute.
 */
export async function loader() {
  return Response.json({ version: await readLatestBuild() }, { headers: HEADERS });
}
