import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, test } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.server';
import { createInProcessQueue } from './in-process-queue.server';
import { configureJobContext, type Job, type JobQueue, onJobFinished, type QueueRules } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue.server';

const RULES: QueueRules = { retryLimit: 2, retryDelaySeconds: 1, expireSeconds: 30 };

/** Waits until `check` holds, looking every 100 ms, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await sleep(100);
  }
}

const open: JobQueue[] = [];
afterEach(async () => {
  configureJobContext({ capture: () => undefined, run: (_id, fn) => fn() });
  await Promise.all(open.splice(0).map((queue) => queue.stop()));
});

forEachEngine('the job queue', (ctx) => {
  /** The queue the shop runs on this engine: pg-boss on PostgreSQL, in process on PGlite. */
  async function queueOf(): Promise<JobQueue> {
    const queue =
      ctx.engine === 'postgres'
        ? await createPgBossQueue({ connectionString: ctx.url!, connections: 2, pollingSeconds: 0.5 })
        : createInProcessQueue(ctx.db as Db);
    open.push(queue);
    return queue;
  }

  test('a job runs with its data, in its request’s context, and is told to the metrics hook', async () => {
    const queue = await queueOf();
    const ran: { data: unknown; inContext: string | undefined }[] = [];
    let current: string | undefined;
    configureJobContext({
      capture: () => 'req-42',
      run: (requestId, fn) => {
        current = requestId;
        try {
          return fn();
        } finally {
          current = undefined;
        }
      },
    });
    const finished: [string, string][] = [];
    const unlisten = onJobFinished((name, outcome, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      finished.push([name, outcome]);
    });
    await queue.work('greet', RULES, async (job) => {
      ran.push({ data: job.data, inContext: current });
    });
    expect(await queue.send('greet', { name: 'Ирина' })).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => ran.length === 1);
    unlisten();
    expect(ran[0]).toEqual({ data: { name: 'Ирина', requestId: 'req-42' }, inContext: 'req-42' });
    await until(async () => (await queue.list('completed', 10)).some((job) => job.queue === 'greet'));
    expect(finished).toEqual([['greet', 'completed']]);
    expect(await queue.backlog()).toEqual([{ queue: 'greet', waiting: 0, failed: 0 }]);
  });

  test('a failing job is retried after a growing delay, then lands in the failed list; a retry runs it again', async () => {
    const queue = await queueOf();
    const attempts: number[] = [];
    let healthy = false;
    await queue.work('flaky', RULES, async () => {
      attempts.push(Date.now());
      if (!healthy) throw new Error('Провайдер не ответил');
    });
    const id = (await queue.send('flaky'))!;
    await until(async () => (await queue.list('failed', 10)).length === 1, 30_000);
    // The first try and two retries: the first at least 1 s later, the second at least 2 s.
    expect(attempts).toHaveLength(3);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1_900);
    const [failed] = await queue.list('failed', 10);
    expect(failed).toMatchObject({
      id,
      queue: 'flaky',
      state: 'failed',
      attempts: 3,
      error: 'Провайдер не ответил',
    });
    expect(await queue.backlog()).toContainEqual({ queue: 'flaky', waiting: 0, failed: 1 });

    healthy = true;
    expect(await queue.retry(id)).toBe('retried');
    await until(() => attempts.length === 4);
    await until(async () => (await queue.list('completed', 10)).some((job) => job.id === id));
    expect(await queue.list('failed', 10)).toEqual([]);
    // A job that did not fail, and one that does not exist, are not retried.
    expect(await queue.retry(id)).toBe('not-failed');
    expect(await queue.retry('00000000-0000-4000-8000-000000000000')).toBe('not-found');
  }, 60_000);

  test('a kick while a job waits adds nothing; a kick while it runs makes one more run', async () => {
    const queue = await queueOf();
    let runs = 0;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await queue.work('kicked', RULES, async () => {
      runs += 1;
      if (runs === 1) await gate;
    });
    await queue.send('kicked', {}, { key: 'kick' });
    await until(() => runs === 1);
    // Running: the first kick waits, the next ones are the same run.
    expect(await queue.send('kicked', {}, { key: 'kick' })).not.toBeNull();
    expect(await queue.send('kicked', {}, { key: 'kick' })).toBeNull();
    release();
    await until(() => runs === 2);
    await sleep(1_500);
    expect(runs).toBe(2);
  });

  test('stop waits for the running job and takes no more', async () => {
    const queue = await queueOf();
    const events: string[] = [];
    await queue.work('slow', RULES, async (job: Job, signal) => {
      events.push(`start ${job.data.n}`);
      await sleep(1_500);
      events.push(`end ${job.data.n} ${signal.aborted ? 'told to stop' : ''}`.trim());
    });
    await queue.send('slow', { n: 1 });
    await until(() => events.length === 1);
    await queue.send('slow', { n: 2 }, { key: 'second' });
    open.splice(open.indexOf(queue), 1);
    await queue.stop();
    events.push('stopped');
    expect(events).toEqual(['start 1', 'end 1 told to stop', 'stopped']);
  });

  // Several instances share a queue only on PostgreSQL (PGlite belongs to one process).
  if (ctx.engine === 'postgres') {
    test('a periodic job runs once per period across two instances', async () => {
      const runs: string[] = [];
      for (const instance of ['a', 'b']) {
        const queue = await queueOf();
        await queue.work('tick', RULES, async () => {
          runs.push(instance);
        });
        await queue.schedule('tick', 2);
      }
      await sleep(5_000);
      const jobs = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tick'`,
      );
      // Two instances asking every 2 s for 5 s: one job per 2-second period (3 periods at most), each run once.
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs.length).toBeLessThanOrEqual(4);
      expect(Number(jobs[0].n)).toBe(runs.length);
    }, 30_000);
  }
});
