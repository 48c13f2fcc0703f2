// The process's job queue: pg-boss on PostgreSQL, the in-process queue on PGlite. Started once
// the database is migrated; stopped with the rest of the background work on shutdown.
import type { DatabaseHandle } from '../db/client.server';
import { recordJobRun, setJobBacklogSource } from '../../metrics/metrics.server';
import { currentRequestId, logger, withRequestId } from '../../utils/log.server';
import { createInProcessQueue } from './in-process-queue.server';
import {
  configureJobContext,
  type JobDefinition,
  type JobQueue,
  onJobFinished,
  type QueueBacklog,
} from './job-queue';
import { onStop } from './loops.server';

const log = logger('jobs');

// The seams the request log and the metrics wire into: a job carries its sender's request id,
// each finished attempt is told with its queue, outcome and seconds (startJobs wires both).
export { configureJobContext, onJobFinished } from './job-queue';

const globalStore = globalThis as typeof globalThis & { __shopJobs?: JobQueue };

/** The running queue, or undefined where none runs (data-layer tests, scripts). */
export function jobQueue(): JobQueue | undefined {
  return globalStore.__shopJobs;
}

/** Opens the queue fitting the database's engine. */
export async function openJobQueue(handle: DatabaseHandle, url?: string): Promise<JobQueue> {
  if (handle.engine === 'postgres' && url) {
    // Loaded only where it runs: a shop on the embedded database never loads pg-boss.
    const { createPgBossQueue } = await import('./pg-boss-queue.server');
    return createPgBossQueue({ connectionString: url });
  }
  return createInProcessQueue(handle.db);
}

/**
 * Starts the process's queue with every job the shop has: each is worked here, the periodic
 * ones scheduled. Its stop (waiting for the running jobs) is part of stopBackgroundWork.
 */
export async function startJobs(
  handle: DatabaseHandle,
  url: string | undefined,
  jobs: JobDefinition[],
): Promise<JobQueue> {
  if (globalStore.__shopJobs) return globalStore.__shopJobs;
  // A job runs in the context of the request that sent it: its log lines (and the letters it
  // sends) carry that request's id. Each attempt and the backlog go to the process's metrics.
  configureJobContext({ capture: currentRequestId, run: withRequestId });
  onJobFinished(recordJobRun);
  setJobBacklogSource(jobBacklog);
  const queue = await openJobQueue(handle, url);
  globalStore.__shopJobs = queue;
  onStop(() => queue.stop());
  for (const job of jobs) await queue.work(job.queue, job.rules, job.handler);
  for (const job of jobs) if (job.everySeconds) await queue.schedule(job.queue, job.everySeconds);
  log.info(`${queue.kind} queue: ${jobs.map((job) => job.queue).join(', ')}`);
  return queue;
}

/** Jobs waiting and failed by queue (metrics): empty where no queue runs. */
export async function jobBacklog(): Promise<QueueBacklog[]> {
  return (await jobQueue()?.backlog()) ?? [];
}

/**
 * Asks for a run of a queue's job now (after a commit that gave it work). Nothing where no
 * queue runs: the work waits in the database for the next scheduled run.
 */
export function kickJob(queue: string): void {
  jobQueue()
    ?.send(queue, {}, { key: 'kick' })
    .catch((error) => log.error({ error: (error as Error).message }, `${queue}: not sent`));
}
