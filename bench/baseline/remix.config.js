// The yardstick of `npm run bench:pages`: a minimal Remix app (one route rendering 24 plain
// product cards, same Remix version and future flags as the shop) that the shop's own server
// mounts at /bench-baseline when BENCH_BASELINE_BUILD points at its build. The shop's pages are
// measured as a ratio against it, so a busy machine slows both alike.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: 'app',
  serverBuildPath: '../../.cache/bench-baseline/index.js',
  assetsBuildDirectory: '../../.cache/bench-baseline/public',
  publicPath: '/bench-baseline-build/',
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
