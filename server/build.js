// The server build as server/index.js serves it, with two additions that Remix v2 has no hook for:
// 1. every action first refuses cross-site requests (the check lives in app/entry.server.tsx
//    so it is typed and unit-tested), before any mutation can run;
// 2. the database is opened, migrated and seeded before the server listens, so the first
//    request after `npm start` is served by a ready shop.
import * as build from '../build/index.js';

/** The routes of a build with every action behind the cross-site guard (also for dev rebuilds). */
export function guardedRoutes(serverBuild) {
  const { refuseCrossSite } = serverBuild.entry.module;
  const guardAction = (action) => (args) => refuseCrossSite(args.request) ?? action(args);
  return Object.fromEntries(
    Object.entries(serverBuild.routes).map(([id, route]) => [
      id,
      route.module.action
        ? { ...route, module: { ...route.module, action: guardAction(route.module.action) } }
        : route,
    ]),
  );
}

export const routes = guardedRoutes(build);

export const { assets, assetsBuildDirectory, basename, entry, future, isSpaMode, mode, publicPath } = build;

const health = await build.routes['routes/healthz'].module.loader({
  request: new Request('http://localhost/healthz'),
  params: {},
  context: {},
});
if (health.status !== 200)
  console.error('[server] the database is not ready: /healthz answers', health.status);

// Build the in-memory catalogue index now, so the first shopper does not wait for it.
await build.routes['routes/api.catalog'].module
  .loader({
    request: new Request('http://localhost/api/catalog/?path=%2Fcatalog%2F'),
    params: {},
    context: {},
  })
  .catch((error) => console.error('[server] catalogue index warm-up failed', error));
