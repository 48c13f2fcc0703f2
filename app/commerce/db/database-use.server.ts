// How busy the database connections are, for /metrics (app/metrics). PostgreSQL's pool counts
// its own connections; PGlite is one connection that runs one statement or transaction at a
// time, so what tells an operator it is the bottleneck is how long it was busy and how many
// calls queue behind the one running.

/** The connections now, whichever engine; `busySeconds` only where the engine can say it. */
export interface DatabaseUse {
  engine: 'pglite' | 'postgres';
  inUse: number;
  idle: number;
  /** Calls waiting for a connection. */
  waiting: number;
  /** PGlite: seconds since the start with at least one call running or queued. */
  busySeconds?: number;
}

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** A node-postgres pool's counts as they are now. */
export function poolUse(pool: PoolCounts): () => DatabaseUse {
  return () => ({
    engine: 'postgres',
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
}

type Call = (...args: never[]) => Promise<unknown>;

/**
 * Counts the calls in flight on a PGlite client (its query, exec and transaction, which is what
 * drizzle calls) and the time with any in flight. PGlite queues them on one lock it does not
 * expose, so the calls are counted where they enter.
 */
export function meterPglite(client: object): () => DatabaseUse {
  let inFlight = 0;
  let busySince = 0;
  let busyMs = 0;
  const target = client as Record<string, Call>;
  for (const name of ['query', 'exec', 'transaction']) {
    const call = target[name];
    if (typeof call !== 'function') continue;
    target[name] = async function metered(this: unknown, ...args: never[]) {
      if (inFlight++ === 0) busySince = performance.now();
      try {
        return await call.apply(this, args);
      } finally {
        if (--inFlight === 0) busyMs += performance.now() - busySince;
      }
    } as Call;
  }
  return () => {
    const running = inFlight > 0 ? performance.now() - busySince : 0;
    return {
      engine: 'pglite',
      inUse: inFlight > 0 ? 1 : 0,
      idle: inFlight > 0 ? 0 : 1,
      waiting: Math.max(0, inFlight - 1),
      busySeconds: (busyMs + running) / 1000,
    };
  };
}
