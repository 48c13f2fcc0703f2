import { LRUCache } from 'lru-cache';

/**
 * A small time-limited memo for public API answers that are the same for every shopper (the
 * city list, global banners, a path's SEO data): the root loader runs on every navigation and
 * need not ask the API each time. A failed load is not kept. It is a per-process optimisation
 * only: each instance keeps its own copy and nothing depends on it being shared.
 *
 * Bounded in both ways (docs/decisions/0078-bounded-caches.md): an answer lives `ttlMs`, and at most
 * `max` answers are kept, the least recently used going first. Where the key comes from the
 * request (a path), a scanner asking for thousands of addresses only cycles the cache.
 */
const everyCache: { clear(): void }[] = [];

export function sharedCache<T>(
  ttlMs: number,
  max: number,
): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new LRUCache<string, Promise<T>>({ max, ttl: ttlMs });
  everyCache.push(entries);
  return (key, load) => {
    const hit = entries.get(key);
    if (hit) return hit;
    const value = load();
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  };
}

/** For tests: empties every shared cache. */
export function forgetSharedCaches(): void {
  for (const entries of everyCache) entries.clear();
}
