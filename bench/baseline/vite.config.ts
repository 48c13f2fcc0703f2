// The yardstick of `npm run bench:pages`: a minimal Remix app (one route rendering 24 plain
// product cards, same Remix version, build tool and future flags as the shop) that the shop's
// own server mounts at /bench-baseline when BENCH_BASELINE_BUILD points at its server build. The
// shop's pages are measured as a ratio against it, so a busy machine slows both alike.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  // Its browser files under a path of their own beside the shop's /assets/.
  base: '/bench-baseline-build/',
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: '../../.cache/bench-baseline',
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
