/**
 * Progress of a long catalogue load, so a 100,000-product seed does not look hung: rows
 * written per table, percent of products done and an estimate of the time left, at most
 * once per `everyMs`. The estimate assumes the remaining products load as fast as the
 * ones so far (each product is about the same work).
 */
export interface SeedProgress {
  /** Counts rows written to `table` (call after each write). */
  add(table: string, rows: number): void;
  /** Marks `done` products of the total as written; reports when the interval has passed. */
  products(done: number): void;
  /** Reports a line that is not about the row counts (a phase starting or ending). */
  note(text: string): void;
}

export interface ProgressOptions {
  total: number;
  write: (line: string) => void;
  everyMs?: number;
  now?: () => number;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** '1 min 05 s', '42 s': short enough for a progress line. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

export function createSeedProgress(options: ProgressOptions): SeedProgress {
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 1000;
  const started = now();
  let lastReport = started;
  const rows = new Map<string, number>();

  function line(done: number): string {
    const elapsed = now() - started;
    const share = options.total === 0 ? 1 : done / options.total;
    const tables = [...rows].map(([table, n]) => `${table} ${numberFormat.format(n)}`).join(', ');
    const left =
      share > 0 && share < 1 ? `, about ${formatDuration((elapsed / share) * (1 - share))} left` : '';
    return `${Math.floor(share * 100)}% (${tables}) after ${formatDuration(elapsed)}${left}`;
  }

  return {
    add(table, n) {
      rows.set(table, (rows.get(table) ?? 0) + n);
    },
    products(done) {
      const at = now();
      if (at - lastReport < everyMs && done < options.total) return;
      lastReport = at;
      options.write(line(done));
    },
    note(text) {
      options.write(`${text} after ${formatDuration(now() - started)}`);
    },
  };
}
