// The job queue on PostgreSQL: pg-boss, shared by every instance of the shop. Each queue takes
// one job at a time per instance; a queue's policy 'short' keeps one job waiting per key, and a
// schedule sends one job per period whichever instance asks first (docs/decisions/0082-job-queue.md).
import PgBoss from 'pg-boss';
import {
  failureMessage,
  type JobQueue,
  type JobRecord,
  type JobState,
  type QueueBacklog,
  runJob,
  withRequestId,
} from './job-queue';
import { logger } from '../../utils/log.server';

const log = logger('jobs');

const SCHEMA = 'pgboss';
/** Failed jobs stay listed (and retriable) this long before pg-boss archives them. */
const KEEP_FAILED_SECONDS = 14 * 24 * 60 * 60;
/**
 * How long a stop waits for running jobs: inside the server's shutdown grace (10 s after the
 * drain), so a job still running then is marked failed by pg-boss and retried elsewhere rather
 * than left active until it expires.
 */
const STOP_WAIT_MS = 8_000;
/** How often an idle worker asks for a job; a send in this process wakes it at once. */
const POLLING_SECONDS = 2;

const STATES: Record<JobState, string[]> = {
  waiting: ['created', 'retry'],
  active: ['active'],
  completed: ['completed'],
  failed: ['failed'],
};

interface BossRow {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown> | null;
  retry_count: number;
  output: { message?: string } | null;
  created_on: Date | string;
  completed_on: Date | string | null;
}

function recordOf(row: BossRow): JobRecord {
  const state = (Object.keys(STATES) as JobState[]).find((key) => STATES[key].includes(row.state));
  const failed = row.state === 'failed' || row.state === 'retry';
  return {
    id: row.id,
    queue: row.name,
    state: state ?? 'waiting',
    data: row.data ?? {},
    attempts: row.state === 'created' ? row.retry_count : row.retry_count + 1,
    error: failed ? (row.output?.message ?? null) : null,
    createdAt: new Date(row.created_on).toISOString(),
    finishedAt: row.completed_on === null ? null : new Date(row.completed_on).toISOString(),
  };
}

export interface PgBossQueueOptions {
  connectionString: string;
  /** Connections pg-boss opens beside the shop's pool. */
  connections?: number;
  pollingSeconds?: number;
}

export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: options.connections ?? 4,
    application_name: 'shop-jobs',
    // Periodic jobs are sent by this module's schedule (periods under a minute), not by cron.
    schedule: false,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  boss.on('error', (error) => log.error({ error: failureMessage(error) }, 'pg-boss'));
  await boss.start();
  const db = boss.getDb() as PgBoss.Db;
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const queues = new Set<string>();
  const wakers = new Map<string, () => void>();

  const sql = async <T>(text: string, values: unknown[] = []) =>
    (await db.executeSql(text, values)).rows as T[];

  return {
    kind: 'pg-boss',
    async work(queue, rules, handler) {
      const settings = {
        name: queue,
        policy: 'short' as const,
        retryLimit: rules.retryLimit,
        retryDelay: rules.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: rules.expireSeconds,
      };
      // Instances starting together may both create it: the second one updates it instead.
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue, settings).catch(() => undefined);
      await boss.updateQueue(queue, settings);
      queues.add(queue);
      const workerId = await boss.work(
        queue,
        { batchSize: 1, pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS },
        async ([job]) => {
          try {
            await runJob(
              handler,
              { id: job.id, queue, data: (job.data ?? {}) as Record<string, unknown> },
              stopping.signal,
            );
          } catch (error) {
            log.error({ error: failureMessage(error) }, `${queue} job ${job.id} failed`);
            throw error;
          }
        },
      );
      wakers.set(queue, () => boss.notifyWorker(workerId));
    },
    async send(queue, data, sendOptions) {
      const id = await boss.send(queue, withRequestId(data), { singletonKey: sendOptions?.key });
      if (id) wakers.get(queue)?.();
      return id;
    },
    async schedule(queue, everySeconds) {
      const tick = () => {
        if (stopping.signal.aborted) return;
        boss
          .sendThrottled(queue, withRequestId({}), {}, everySeconds, 'scheduled')
          .then((id) => {
            if (id) wakers.get(queue)?.();
          })
          .catch((error) => log.error({ error: failureMessage(error) }, `${queue}: not scheduled`));
      };
      const timer = setInterval(tick, everySeconds * 1000);
      timer.unref();
      timers.add(timer);
      tick();
    },
    async list(state, limit) {
      const found = await sql<BossRow>(
        `SELECT id, name, state, data, retry_count, output, created_on, completed_on FROM ${SCHEMA}.job
         WHERE state::text = ANY($1) AND name NOT LIKE '\\_\\_pgboss%'
         ORDER BY created_on DESC, id LIMIT $2`,
        [STATES[state], limit],
      );
      return found.map(recordOf);
    },
    async retry(id) {
      const [row] = await sql<{ name: string; state: string }>(
        `SELECT name, state FROM ${SCHEMA}.job WHERE id = $1`,
        [id],
      );
      if (!row) return 'not-found';
      if (row.state !== 'failed') return 'not-failed';
      // Sent again as if new (its attempts start over, as on the in-process queue); pg-boss's
      // own retry() would give it one attempt more on top of the spent ones.
      await sql(
        `UPDATE ${SCHEMA}.job SET state = 'retry', retry_count = 0, started_on = NULL, completed_on = NULL,
                start_after = now()
         WHERE name = $1 AND id = $2 AND state = 'failed'`,
        [row.name, id],
      );
      wakers.get(row.name)?.();
      return 'retried';
    },
    async backlog() {
      const counted = await sql<{ name: string; waiting: number; failed: number }>(
        `SELECT name, count(*) FILTER (WHERE state < 'active')::int AS waiting,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM ${SCHEMA}.job WHERE name NOT LIKE '\\_\\_pgboss%' GROUP BY name`,
      );
      const byQueue = new Map<string, QueueBacklog>(
        [...queues].map((queue) => [queue, { queue, waiting: 0, failed: 0 }]),
      );
      for (const row of counted)
        byQueue.set(row.name, { queue: row.name, waiting: Number(row.waiting), failed: Number(row.failed) });
      return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      // Waits for the running jobs; pg-boss then closes its own connections.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}
