import type { ClientManifest } from './route-preloader';

/** Remix's client manifest of this page: its build id and the routes known so far. */
export function clientManifest(): (ClientManifest & { version?: string }) | undefined {
  return (window as unknown as { __remixManifest?: ClientManifest & { version?: string } }).__remixManifest;
}
