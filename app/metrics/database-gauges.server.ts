// Gauges read from the database at each scrape: the outbox's backlog and the connections' use.
// Read when Prometheus asks rather than kept up to date: another instance's writes and sends
// move the outbox too, and a pool's counts change with every query.
import { sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import { type DatabaseHandle, openedDatabase } from '~/commerce/db/client.server';
import { logger } from '~/utils/log.server';

const log = logger('metrics');

/** Messages still to send (not sent, not given up) and how long the oldest has waited. */
async function outboxBacklog(handle: DatabaseHandle): Promise<{ waiting: number; oldestSeconds: number }> {
  const { db } = handle;
  const result = await db.execute<{ waiting: number; oldest: number | null }>(sql`
    SELECT count(*)::int AS waiting,
           extract(epoch FROM now() - min(created_at))::float8 AS oldest
    FROM outbox_messages
    WHERE sent_at IS NULL AND failed_at IS NULL`);
  const row = (result as unknown as { rows: { waiting: number; oldest: number | null }[] }).rows[0];
  return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/**
 * `read` of the process's database, or null without it: a scrape never opens (or seeds) one, and
 * still answers when the database does not (the gauge then keeps its last value).
 */
async function orNull<T>(what: string, read: (handle: DatabaseHandle) => Promise<T> | T): Promise<T | null> {
  const opening = openedDatabase();
  if (!opening) return null;
  try {
    return await read(await opening);
  } catch (error) {
    log.error({ err: error }, `${what} could not be read`);
    return null;
  }
}

export function collectDatabaseGauges(registry: Registry): void {
  const registers = [registry];
  // Asked by both outbox gauges in one scrape: the query runs once per scrape.
  let backlog: Promise<{ waiting: number; oldestSeconds: number } | null> | null = null;
  const readBacklog = () => {
    backlog ??= orNull('the outbox backlog', outboxBacklog).finally(() =>
      setImmediate(() => (backlog = null)),
    );
    return backlog;
  };
  new Gauge({
    name: 'shop_outbox_messages_waiting',
    help: 'SMS and e-mail messages in the outbox not yet sent (due or waiting for a retry)',
    registers,
    async collect() {
      const read = await readBacklog();
      if (read) this.set(read.waiting);
    },
  });
  new Gauge({
    name: 'shop_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest message in the outbox not yet sent (0 when none waits)',
    registers,
    async collect() {
      const read = await readBacklog();
      if (read) this.set(read.oldestSeconds);
    },
  });

  const use = (handle: DatabaseHandle) => handle.use();
  new Gauge({
    name: 'shop_db_connections',
    help: 'Database connections by state: in_use or idle (the embedded PGlite is one connection)',
    labelNames: ['state', 'engine'] as const,
    registers,
    async collect() {
      const now = await orNull('the database connections', use);
      if (!now) return;
      this.reset();
      this.set({ state: 'in_use', engine: now.engine }, now.inUse);
      this.set({ state: 'idle', engine: now.engine }, now.idle);
    },
  });
  new Gauge({
    name: 'shop_db_waiting_calls',
    help: 'Queries or transactions waiting for a database connection',
    registers,
    async collect() {
      const now = await orNull('the database connections', use);
      if (now) this.set(now.waiting);
    },
  });
  new Counter({
    name: 'shop_db_busy_seconds_total',
    help: 'Embedded PGlite only: time its one connection had work running or queued',
    registers,
    async collect() {
      const now = await orNull('the database connections', use);
      if (now?.busySeconds === undefined) return;
      this.reset();
      this.inc(now.busySeconds);
    },
  });
}
