import { chunkBrowserBuildForPages } from './scripts/browser-chunks.js';
import { writeBrowserManifestWithoutApi } from './scripts/browser-route-manifest.js';

// The browser's route manifest leaves out the API's routes: see scripts/browser-route-manifest.js.
writeBrowserManifestWithoutApi();
// The browser's scripts come in a few files per page: see scripts/browser-chunks.js.
chunkBrowserBuildForPages();

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  tailwind: true,
  postcss: false,
  // Packages that load native binaries or data files at run time stay external.
  serverDependenciesToBundle: [/^remix-utils/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the full route manifest is one immutable file; see docs/decisions/route-discovery.md.
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
