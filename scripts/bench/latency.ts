// Latencies of the load benchmark, kept per kind of step: every duration is kept (a minute of a
// closed loop is a few thousand), so the percentiles are exact, not estimated from buckets.

/** The p-th percentile (0–100) of the durations, nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface StepFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx or 3xx, and requests that failed or timed out. */
  errors: number;
  timeouts: number;
}

export class Latencies {
  private readonly byKind = new Map<string, { ms: number[]; errors: number; timeouts: number }>();

  private of(kind: string) {
    let entry = this.byKind.get(kind);
    if (!entry) this.byKind.set(kind, (entry = { ms: [], errors: 0, timeouts: 0 }));
    return entry;
  }

  /** One finished request: how long it took and whether it counts as an error. */
  add(kind: string, ms: number, outcome: 'ok' | 'error' | 'timeout'): void {
    const entry = this.of(kind);
    entry.ms.push(ms);
    if (outcome !== 'ok') entry.errors += 1;
    if (outcome === 'timeout') entry.timeouts += 1;
  }

  get total(): number {
    return [...this.byKind.values()].reduce((n, entry) => n + entry.ms.length, 0);
  }

  /** The figures of each kind, in the order first seen, and of all requests together ('all'). */
  figures(): [string, StepFigures][] {
    const summary = (entries: { ms: number[]; errors: number; timeouts: number }[]): StepFigures => {
      const sorted = entries.flatMap((entry) => entry.ms).sort((a, b) => a - b);
      return {
        requests: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        errors: entries.reduce((n, entry) => n + entry.errors, 0),
        timeouts: entries.reduce((n, entry) => n + entry.timeouts, 0),
      };
    };
    const kinds = [...this.byKind].map(([kind, entry]): [string, StepFigures] => [kind, summary([entry])]);
    return [...kinds, ['all', summary([...this.byKind.values()])]];
  }
}

/** Runs `task` over the items, at most `limit` at a time; the results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
