// The browser's poll of the latest-build file (docs/product.md#new-version new-version detection). A plain GET
// rather than a fetcher: the answer is not route data, and it must never come from a cache.

import { LATEST_BUILD_PATH } from '~/components/platform/new-version';

/** The id of the newest deployed build; null when the server does not say or cannot be reached. */
export async function fetchLatestBuild(): Promise<string | null> {
  try {
    const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    // Offline, or a server restarting: the next poll asks again.
    return null;
  }
}
