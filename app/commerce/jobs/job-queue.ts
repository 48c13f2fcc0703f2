// What the shop's background work is written against, whichever queue runs it: pg-boss on
// PostgreSQL, the in-process queue on the embedded database (docs/decisions/0082-job-queue.md).

/** What every job may carry beside its own fields: the request that caused it, for the log. */
export interface JobData {
  requestId?: string;
  [field: string]: unknown;
}

export interface Job {
  id: string;
  queue: string;
  data: JobData;
}

/**
 * Runs one job. Throwing fails this attempt (retried after the queue's backoff). `signal`
 * aborts when the process stops: a handler working through many claims finishes the one it
 * holds and claims no more.
 */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<void>;

/** How a queue's jobs are retried and how long one may run. */
export interface QueueRules {
  /** Retries after the first attempt before the job lands in the failed list. */
  retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long. */
  retryDelaySeconds: number;
  /** A run taking longer is counted as failed (and retried). */
  expireSeconds: number;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

/** One job as the admin API shows it. */
export interface JobRecord {
  id: string;
  queue: string;
  state: JobState;
  data: JobData;
  /** Attempts made so far. */
  attempts: number;
  /** Why its last attempt failed, when it did. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface QueueBacklog {
  queue: string;
  /** Jobs waiting to run (new ones and retries). */
  waiting: number;
  failed: number;
}

export type RetryOutcome = 'retried' | 'not-found' | 'not-failed';

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a queue with its rules and starts working it, one job at a time in this process. */
  work(queue: string, rules: QueueRules, handler: JobHandler): Promise<void>;
  /**
   * Adds a job. With a `key`, a job with that key already waiting makes this one redundant
   * (answers null): a "kick" during a run makes one more run, not one per kick.
   */
  send(queue: string, data?: JobData, options?: { key?: string }): Promise<string | null>;
  /** Sends one job per `everySeconds`-long period, however many processes ask for it. */
  schedule(queue: string, everySeconds: number): Promise<void>;
  /** Jobs in a state, newest first. */
  list(state: JobState, limit: number): Promise<JobRecord[]>;
  /** Sends a failed job again (its attempts start over). */
  retry(id: string): Promise<RetryOutcome>;
  backlog(): Promise<QueueBacklog[]>;
  /** Stops taking jobs and resolves once the running ones are over. */
  stop(): Promise<void>;
}

export interface JobContext {
  /** The current request's id, read when a job is sent. */
  capture: () => string | undefined;
  /** Runs a job's handler inside its request's context. */
  run: <T>(requestId: string | undefined, fn: () => T) => T;
}

const noContext: JobContext = { capture: () => undefined, run: (_requestId, fn) => fn() };
let context: JobContext = noContext;

/** Ties jobs to the request that caused them: the log wires its request context in here. */
export function configureJobContext(next: JobContext): void {
  context = next;
}

/** The data a job is sent with: the sender's request id unless it names one. */
export function withRequestId(data: JobData = {}): JobData {
  if (data.requestId !== undefined) return data;
  const requestId = context.capture();
  return requestId === undefined ? data : { ...data, requestId };
}

export type JobFinishedListener = (queue: string, outcome: 'completed' | 'failed', seconds: number) => void;
const finishedListeners = new Set<JobFinishedListener>();

/** Hears every finished attempt (metrics); answers the function that stops listening. */
export function onJobFinished(listener: JobFinishedListener): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

/**
 * Runs one attempt of a job the way both queues do: in its request's context, timed, and told
 * to the listeners. Rethrows the handler's failure for the queue to record.
 */
export async function runJob(handler: JobHandler, job: Job, signal: AbortSignal): Promise<void> {
  const started = process.hrtime.bigint();
  const finish = (outcome: 'completed' | 'failed') => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    for (const listener of finishedListeners) {
      try {
        listener(job.queue, outcome, seconds);
      } catch {
        // A listener's fault (metrics) never fails the job.
      }
    }
  };
  try {
    await context.run(job.data.requestId, () => handler(job, signal));
    finish('completed');
  } catch (error) {
    finish('failed');
    throw error;
  }
}

/** The message a failure is recorded with. */
export function failureMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
}

/** A job's id as both queues write it (a UUID); anything else names no job. */
export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One kind of background work: its queue, its rules, its handler and, when periodic, its period. */
export interface JobDefinition {
  queue: string;
  rules: QueueRules;
  handler: JobHandler;
  /** Sent once per this many seconds across the cluster; absent for jobs sent on demand. */
  everySeconds?: number;
}
