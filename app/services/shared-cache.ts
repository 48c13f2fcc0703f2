/**
 * A small time-limited memo for public API answers that are the same for every shopper (the
 * city list, global banners): the root loader runs on every navigation and need not ask the
 * API each time. A failed load is not kept. It is a per-process optimisation only: each
 * instance keeps its own copy and nothing depends on it being shared.
 */
const everyCache: Map<string, unknown>[] = [];

export function sharedCache<T>(ttlMs: number): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  everyCache.push(entries);
  return (key, load) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.set(key, { at: now, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/** For tests: empties every shared cache. */
export function forgetSharedCaches(): void {
  for (const entries of everyCache) entries.clear();
}
