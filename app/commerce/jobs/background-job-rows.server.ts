// The rows of `background_jobs` (the in-process queue's table) as the queue and the admin API
// read them: the state names pg-boss uses, ISO dates, and the wait before a retry.
import type { sql } from 'drizzle-orm';
import type { Db } from '../db/client.server';
import type { JobRecord, JobState } from './job-queue';

export interface JobRow {
  id: string;
  queue: string;
  data: Record<string, unknown>;
  state: string;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  last_error: string | null;
  created_on: Date | string;
  completed_on: Date | string | null;
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const STATE_OF: Record<string, JobState> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

export function recordOf(row: JobRow): JobRecord {
  return {
    id: row.id,
    queue: row.queue,
    state: STATE_OF[row.state] ?? 'waiting',
    data: row.data,
    // A failure counts itself when it is retried; the last one (failed) and a run (active,
    // completed) are one more.
    attempts: row.state === 'created' || row.state === 'retry' ? row.retry_count : row.retry_count + 1,
    error: row.last_error,
    createdAt: iso(row.created_on)!,
    finishedAt: iso(row.completed_on),
  };
}

/** Seconds before retry number `retryCount + 1`: the delay, then twice it, four times … */
export function backoffSeconds(delaySeconds: number, retryCount: number): number {
  return delaySeconds * 2 ** Math.min(16, retryCount);
}
