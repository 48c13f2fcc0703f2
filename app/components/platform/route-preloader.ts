// The route preloader of docs/product.md#constants-and-limits: on a shopper's intent (hover, focus, touch) the code chunks of
// the page a link leads to are loaded ahead, at most 5 at a time, and not at all on a slow
// (2g, slow-2g) or data-saving connection, where the bytes cost more than the wait they save.

import { matchRoutes } from '@remix-run/react';

/** docs/product.md#constants-and-limits: at most 5 parallel chunk loads. */
export const MAX_PARALLEL_PRELOADS = 5;

export { type ConnectionInfo, preloadAllowed } from './preload-allowed';

export type Preloader = {
  /** Asks for a chunk; it waits while `max` loads are in flight. Each chunk is loaded once. */
  request(url: string): void;
  /** Loads running now. */
  readonly inFlight: number;
};

/**
 * A queue that runs `load` for each requested URL with at most `max` in flight. A URL already
 * loaded, running or waiting is not asked again; a failed one may be asked again later.
 */
export function createPreloader(
  load: (url: string) => Promise<unknown>,
  max = MAX_PARALLEL_PRELOADS,
): Preloader {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  const pump = () => {
    while (running < max && waiting.length > 0) {
      const url = waiting.shift()!;
      running += 1;
      load(url)
        .catch(() => seen.delete(url))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    request(url) {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
      pump();
    },
    get inFlight() {
      return running;
    },
  };
}

/** The part of Remix's client manifest (window.__remixManifest) the preloader reads. */
export type ClientManifest = {
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
  >;
};

// The route objects matchRoutes takes, built from the manifest's flat list.
type RouteNode = Parameters<typeof matchRoutes>[0][number];

function routeTree(manifest: ClientManifest, parentId: string | undefined): RouteNode[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route.id);
      return route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, ...(children.length > 0 ? { children } : {}) };
    });
}

/**
 * The code chunks (route modules and what they import) of the page at `pathname`, as far as
 * the manifest knows its routes; [] for an address it cannot match yet.
 */
export function routeChunks(manifest: ClientManifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest, undefined), pathname) ?? [];
  const chunks = matches.flatMap(({ route }) => {
    const entry = route.id ? manifest.routes[route.id] : undefined;
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
  return [...new Set(chunks)];
}
