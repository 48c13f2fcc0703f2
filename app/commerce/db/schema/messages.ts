import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages that must arrive (SMS and e-mail), written in the same transaction as the change
 * they tell about and delivered after commit by the dispatcher (app/commerce/messages). A row
 * is claimed by setting `locked_until` (a lease), sent, then marked `sent_at`; a failed send
 * is retried at `next_attempt_at` until `attempts` runs out, then `failed_at` is set.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** '+79991234567' for SMS, an address for e-mail. */
    recipient: text('recipient').notNull(),
    /** E-mail only; '' for SMS. */
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    /** E-mail only; '' for SMS and plain-text letters. */
    html: text('html').notNull().default(''),
    /** What the message is about ('order_placed:123'), for the log and for support. */
    topic: text('topic').notNull().default(''),
    /** The id of the request that wrote the message (null for jobs), so its delivery's log lines carry it. */
    requestId: text('request_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_messages_channel', sql`${t.channel} IN ('sms', 'email')`),
    // Only what still waits is looked up by time, so the index covers only those rows.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
