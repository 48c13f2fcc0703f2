// The job queue of the embedded database (PGlite): one process owns the database, so jobs are
// claimed without locks between processes, kept in `background_jobs` so a failed job survives a
// restart and the admin API reads them as it reads pg-boss's (docs/decisions/0082-job-queue.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.server';
import {
  failureMessage,
  type Job,
  type JobHandler,
  type JobQueue,
  type QueueBacklog,
  type QueueRules,
  runJob,
  withRequestId,
} from './job-queue';
import { backoffSeconds, recordOf, rows, type JobRow } from './background-job-rows.server';
import { logger } from '../../utils/log.server';

const log = logger('jobs');

/** How long finished jobs stay listed, then they are deleted (as pg-boss archives them). */
const KEEP_COMPLETED_MS = 24 * 60 * 60_000;
const KEEP_FAILED_MS = 14 * 24 * 60 * 60_000;
const CLEAN_EVERY_MS = 60 * 60_000;
/** A timer further off than this is set again later (timers hold 32-bit milliseconds). */
const LONGEST_WAIT_MS = 60 * 60_000;

interface Worker {
  rules: QueueRules;
  handler: JobHandler;
  running?: Promise<void>;
  again: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * The queue on `db`'s `background_jobs`. A send wakes its queue at once; a retry waiting for
 * its time sets a timer. `idle()` resolves once no queue is running a job (tests, which thus
 * run a job as deterministically as the old loops' kick).
 */
export function createInProcessQueue(db: Db): JobQueue & { idle(): Promise<void> } {
  const workers = new Map<string, Worker>();
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();

  const claim = async (queue: string) =>
    (
      await rows<JobRow>(
        db,
        sql`UPDATE background_jobs SET state = 'active', started_on = now()
            WHERE id = (SELECT id FROM background_jobs
                        WHERE queue = ${queue} AND state IN ('created', 'retry') AND start_after <= now()
                        ORDER BY start_after, created_on LIMIT 1)
            RETURNING *`,
      )
    )[0];

  const complete = (id: string) =>
    db.execute(sql`UPDATE background_jobs SET state = 'completed', completed_on = now() WHERE id = ${id}`);

  const fail = (row: JobRow, error: unknown) => {
    const message = failureMessage(error);
    if (row.retry_count < row.retry_limit) {
      const wait = backoffSeconds(row.retry_delay, row.retry_count);
      return db.execute(
        sql`UPDATE background_jobs SET state = 'retry', retry_count = retry_count + 1, last_error = ${message},
              start_after = now() + ${wait} * interval '1 second'
            WHERE id = ${row.id}`,
      );
    }
    return db.execute(
      sql`UPDATE background_jobs SET state = 'failed', completed_on = now(), last_error = ${message}
          WHERE id = ${row.id}`,
    );
  };

  const runOne = async (worker: Worker, row: JobRow) => {
    const job: Job = { id: row.id, queue: row.queue, data: row.data };
    let expiry: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        runJob(worker.handler, job, stopping.signal),
        new Promise<never>((_, reject) => {
          expiry = setTimeout(
            () => reject(new Error(`ran longer than ${worker.rules.expireSeconds} s`)),
            worker.rules.expireSeconds * 1000,
          );
        }),
      ]);
      await complete(row.id);
    } catch (error) {
      log.error({ error: failureMessage(error) }, `${row.queue} job ${row.id} failed`);
      await fail(row, error);
    } finally {
      clearTimeout(expiry);
    }
  };

  /** Sets the queue's timer for its next job that waits for its time (a retry). */
  const planNext = async (queue: string, worker: Worker) => {
    clearTimeout(worker.timer);
    const [next] = await rows<{ at: Date | string | null }>(
      db,
      sql`SELECT min(start_after) AS at FROM background_jobs
          WHERE queue = ${queue} AND state IN ('created', 'retry')`,
    );
    if (!next?.at || stopping.signal.aborted) return;
    const wait = Math.min(Math.max(0, new Date(next.at).getTime() - Date.now()), LONGEST_WAIT_MS);
    worker.timer = setTimeout(() => wake(queue), wait + 5);
    worker.timer.unref();
  };

  /** Works the queue's due jobs one after another; a wake during that makes one more look. */
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (!worker || stopping.signal.aborted) return;
    if (worker.running) {
      worker.again = true;
      return;
    }
    worker.running = (async () => {
      do {
        worker.again = false;
        for (let row = await claim(queue); row; row = await claim(queue)) {
          await runOne(worker, row);
          if (stopping.signal.aborted) return;
        }
        await planNext(queue, worker);
      } while (worker.again && !stopping.signal.aborted);
    })()
      .catch((error) => {
        log.error({ error: failureMessage(error) }, `${queue}: the queue could not be read`);
        // Looked at again later: a job sent meanwhile is not left until the next send.
        if (!stopping.signal.aborted) {
          clearTimeout(worker.timer);
          worker.timer = setTimeout(() => wake(queue), 5_000);
          worker.timer.unref();
        }
      })
      .finally(() => {
        worker.running = undefined;
      });
  };

  const insert = async (
    queue: string,
    data: Record<string, unknown>,
    key: string | null,
    periodOf?: number,
  ) => {
    const worker = workers.get(queue);
    const rules = worker?.rules ?? { retryLimit: 0, retryDelaySeconds: 1 };
    const period =
      periodOf === undefined ? null : new Date(Math.floor(Date.now() / (periodOf * 1000)) * periodOf * 1000);
    const [row] = await rows<{ id: string }>(
      db,
      sql`INSERT INTO background_jobs (queue, data, singleton_key, singleton_on, retry_limit, retry_delay)
          VALUES (${queue}, ${JSON.stringify(data)}::jsonb, ${key}, ${period}, ${rules.retryLimit},
                  ${rules.retryDelaySeconds})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (row) wake(queue);
    return row?.id ?? null;
  };

  const clean = () =>
    db
      .execute(
        sql`DELETE FROM background_jobs
            WHERE (state = 'completed' AND completed_on < ${new Date(Date.now() - KEEP_COMPLETED_MS)})
               OR (state = 'failed' AND completed_on < ${new Date(Date.now() - KEEP_FAILED_MS)})`,
      )
      .catch((error) => log.error({ error: failureMessage(error) }, 'clean-up failed'));
  const cleaner = setInterval(clean, CLEAN_EVERY_MS);
  cleaner.unref();
  timers.add(cleaner);

  return {
    kind: 'in-process',
    async work(queue, rules, handler) {
      if (workers.has(queue)) throw new Error(`${queue} is worked already`);
      workers.set(queue, { rules, handler, again: false });
      // Jobs a previous run of this process left running were cut off with it: run them again.
      await db.execute(
        sql`UPDATE background_jobs SET state = 'retry', start_after = now()
            WHERE queue = ${queue} AND state = 'active'`,
      );
      wake(queue);
    },
    send: (queue, data, options) => insert(queue, withRequestId(data), options?.key ?? null),
    async schedule(queue, everySeconds) {
      const tick = () => {
        if (stopping.signal.aborted) return;
        insert(queue, withRequestId({}), 'scheduled', everySeconds).catch((error) =>
          log.error({ error: failureMessage(error) }, `${queue}: not scheduled`),
        );
      };
      const timer = setInterval(tick, everySeconds * 1000);
      timer.unref();
      timers.add(timer);
      tick();
    },
    async list(state, limit) {
      const states = state === 'waiting' ? ['created', 'retry'] : [state];
      const found = await rows<JobRow>(
        db,
        sql`SELECT * FROM background_jobs WHERE state IN (${sql.join(
          states.map((s) => sql`${s}`),
          sql`, `,
        )}) ORDER BY created_on DESC, id LIMIT ${limit}`,
      );
      return found.map(recordOf);
    },
    async retry(id) {
      const [row] = await rows<{ state: string; queue: string }>(
        db,
        sql`SELECT state, queue FROM background_jobs WHERE id = ${id}`,
      );
      if (!row) return 'not-found';
      if (row.state !== 'failed') return 'not-failed';
      await db.execute(
        sql`UPDATE background_jobs SET state = 'retry', retry_count = 0, start_after = now(), completed_on = NULL
            WHERE id = ${id} AND state = 'failed'`,
      );
      wake(row.queue);
      return 'retried';
    },
    async backlog() {
      const counted = await rows<{ queue: string; waiting: number; failed: number }>(
        db,
        sql`SELECT queue, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
                   count(*) FILTER (WHERE state = 'failed')::int AS failed
            FROM background_jobs GROUP BY queue`,
      );
      const byQueue = new Map<string, QueueBacklog>(
        [...workers.keys()].map((queue) => [queue, { queue, waiting: 0, failed: 0 }]),
      );
      for (const row of counted)
        byQueue.set(row.queue, {
          queue: row.queue,
          waiting: Number(row.waiting),
          failed: Number(row.failed),
        });
      return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
    },
    async idle() {
      for (;;) {
        const running = [...workers.values()].map((worker) => worker.running).filter(Boolean);
        if (running.length === 0) return;
        await Promise.all(running);
      }
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      for (const worker of workers.values()) clearTimeout(worker.timer);
      await Promise.all([...workers.values()].map((worker) => worker.running));
    },
  };
}
