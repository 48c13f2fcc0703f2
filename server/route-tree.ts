// Which of the build's routes a path reaches, through @remix-run/router's public matcher over
// the build's route table (the nested tree Remix's own router matches), memoised per path:
// the request label of the metrics and the method guards in front of Remix ask it per request.
import type { ServerBuild } from '@remix-run/node';
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router';
import { LRUCache } from 'lru-cache';

export type BuildRoute = ServerBuild['routes'][string];

function routeTreeOf(routes: ServerBuild['routes'], parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: routeTreeOf(routes, route.id),
    })) as AgnosticRouteObject[];
}

/** True when `pathname` has no broken escape (Remix's matcher only warns and keeps such a path). */
export function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * `(pathname) => the deepest route it matches`, or null when none does (a made-up path matches
 * the catch-all 404 route, `routes/$`). Paths of any kind can be asked, so the memo is bounded
 * (docs/decisions/0078-bounded-caches.md): the 5,000 most recently asked.
 */
export function leafRouteMatcher(build: Pick<ServerBuild, 'routes' | 'basename'>) {
  const tree = routeTreeOf(build.routes, undefined);
  const memo = new LRUCache<string, { route: BuildRoute | null }>({ max: 5_000 });
  return (pathname: string): BuildRoute | null => {
    let kept = memo.get(pathname);
    if (!kept) {
      let id: string | undefined;
      try {
        id = matchRoutes(tree, pathname, build.basename)?.at(-1)?.route.id;
      } catch {
        id = undefined;
      }
      kept = { route: id ? (build.routes[id] ?? null) : null };
      memo.set(pathname, kept);
    }
    return kept.route;
  };
}

/** A resource route: one without a component (an API call, a form's target, a feed). */
export const isResourceRoute = (route: BuildRoute) => !route.module.default;
