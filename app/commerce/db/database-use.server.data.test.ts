// What /metrics reads of the database connections (shop_db_connections, shop_db_waiting_calls,
// shop_db_busy_seconds_total), on each engine: idle at rest, in use while work runs, calls
// queued behind busy connections, and PGlite's busy time growing with the work it did.
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';

forEachEngine('database connections in use', (ctx) => {
  test('idle at rest; in use, with calls waiting, while a transaction and many queries run', async () => {
    expect(ctx.handle.use()).toMatchObject({ engine: ctx.engine, inUse: 0, waiting: 0 });
    // A transaction that keeps its connection across a pause (as one awaiting other work does),
    // and twelve queries beside it. PGlite runs each statement without yielding, so a slow
    // statement would only block the test; there the queries wait behind the transaction.
    const pause = sql`SELECT pg_sleep(${ctx.engine === 'postgres' ? 1 : 0.01})`;
    const holding = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await sleep(300);
    });
    const queries = Array.from({ length: 12 }, () => Promise.resolve(ctx.db.execute(pause)));
    await sleep(150);
    const busy = ctx.handle.use();
    await Promise.all([holding, ...queries]);
    expect(busy.inUse + busy.waiting).toBe(13);
    if (ctx.engine === 'pglite') expect(busy).toMatchObject({ inUse: 1, idle: 0, waiting: 12 });
    // node-postgres opens at most 10: the other three wait.
    else expect(busy).toMatchObject({ inUse: 10, waiting: 3 });
    expect(ctx.handle.use()).toMatchObject({ inUse: 0, waiting: 0 });
  });

  test('PGlite counts the time it was busy; PostgreSQL has no such figure', async () => {
    const before = ctx.handle.use().busySeconds;
    await ctx.db.execute(sql`SELECT pg_sleep(0.3)`);
    const after = ctx.handle.use().busySeconds;
    if (ctx.engine === 'postgres') {
      expect(after).toBeUndefined();
      return;
    }
    expect(after! - before!).toBeGreaterThanOrEqual(0.29);
  });
});
