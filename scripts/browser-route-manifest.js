// The route manifest the browser loads leaves out the commerce API's routes and the few routes
// only crawlers, the balancer and pictures use.
//
// Route discovery is off (docs/decisions/route-discovery.md), so every page imports the whole
// manifest file Remix writes, and 69 of its 140 routes are the `api.*` resource routes: no page
// links, posts or fetches there (the storefront calls its API on the server), so the browser's
// router never needs to match them. The server keeps them: Remix's own copy of the manifest (in
// the server build) is left whole, and server/route-split.js gives each handler its routes.
//
// Remix 2's classic compiler has no hook for this, so remix.config.js wraps the function that
// writes the browser's file, as server/build.js wraps Remix's route matching: it writes the file
// without the API's routes under the name and version Remix chose, and fails the build loudly
// if Remix no longer writes its manifest this way.
import { createRequire } from 'node:module';

/**
 * Resource routes only crawlers, the load balancer and <img> ask for: health checks, sitemaps,
 * the Yandex feed and pictures. No page links, posts or fetches to them, so the browser's
 * router never matches them either.
 */
const SERVED_TO_OTHERS = new Set([
  'routes/healthz',
  'routes/healthz.live',
  'routes/healthz.ready',
  'routes/sitemap[.]xml',
  'routes/sitemaps.$name',
  'routes/feeds.yandex[.]yml',
  'routes/images.$',
]);

/** A route the browser never matches: the commerce API (`/api/…`) and the routes above. */
export const isBrowserlessRoute = (id) => id.startsWith('routes/api.') || SERVED_TO_OTHERS.has(id);

export function writeBrowserManifestWithoutApi() {
  const manifestWriter = createRequire(import.meta.url)('@remix-run/dev/dist/compiler/manifest.js');
  const writeWhole = manifestWriter.write;
  if (typeof writeWhole !== 'function' || writeWhole.leavesOutApi) return;
  const write = (config, manifest) => {
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).filter(([id]) => !isBrowserlessRoute(id)),
    );
    const browserCopy = { ...manifest, routes };
    const written = writeWhole(config, browserCopy);
    // Remix names the file after the whole manifest's version and records its address on the
    // object it was given; the server build reads that address from Remix's own object.
    if (!browserCopy.url)
      throw new Error('remix.config.js: Remix no longer names its manifest file on write');
    manifest.url = browserCopy.url;
    return written;
  };
  manifestWriter.write = Object.assign(write, { leavesOutApi: true });
}
