import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Background jobs of the in-process queue, the one the embedded database (PGlite) runs: kept
 * in the database so a failed job survives a restart and the admin API lists and retries it
 * as it does pg-boss's jobs on PostgreSQL (docs/decisions/0082-job-queue.md).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    data: jsonb('data').notNull().default({}),
    /** created | retry | active | completed | failed */
    state: text('state').notNull().default('created'),
    /** Jobs with one key wait at most once per queue (a second send is dropped). */
    singletonKey: text('singleton_key'),
    /** The start of the period a scheduled job belongs to: one job per queue and period. */
    singletonOn: timestamp('singleton_on', { withTimezone: true }),
    retryCount: integer('retry_count').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    /** Seconds before the first retry; each next one waits twice as long. */
    retryDelay: integer('retry_delay').notNull(),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
    startedOn: timestamp('started_on', { withTimezone: true }),
    completedOn: timestamp('completed_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's message, for the admin list. */
    lastError: text('last_error'),
  },
  (t) => [
    check('background_jobs_state', sql`${t.state} IN ('created', 'retry', 'active', 'completed', 'failed')`),
    uniqueIndex('background_jobs_waiting_key')
      .on(t.queue, sql`COALESCE(${t.singletonKey}, '')`)
      .where(sql`${t.state} = 'created'`),
    uniqueIndex('background_jobs_period_key')
      .on(t.queue, t.singletonOn, sql`COALESCE(${t.singletonKey}, '')`)
      .where(sql`${t.singletonOn} IS NOT NULL`),
    index('background_jobs_due_idx')
      .on(t.startAfter)
      .where(sql`${t.state} IN ('created', 'retry')`),
    index('background_jobs_state_idx').on(t.state, t.completedOn),
  ],
);
