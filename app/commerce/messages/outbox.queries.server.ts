import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { outboxMessages } from '../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  'channel' | 'recipient' | 'subject' | 'text' | 'html' | 'topic' | 'requestId'
>;

/** Adds messages to the outbox; call it inside the transaction of the change they tell about. */
export async function insertOutboxMessages(tx: DbOrTx, rows: NewOutboxMessage[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(outboxMessages).values(rows);
}

/**
 * Takes up to `limit` due messages for this instance: unsent, not given up, their retry time
 * come and nobody's lease on them running. The rows are picked with FOR UPDATE SKIP LOCKED
 * and leased (locked_until) in the same statement, so two instances never take the same
 * row; a lease that runs out (the instance died mid-send) makes the row due again.
 */
export async function claimDueMessages(
  db: DbOrTx,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.sentAt),
        isNull(outboxMessages.failedAt),
        lte(outboxMessages.nextAttemptAt, now),
        or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt, outboxMessages.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** The message went out. */
export async function markMessageSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ sentAt: at, lockedUntil: null, lastError: '' })
    .where(eq(outboxMessages.id, id));
}

/** The send failed: try again at `retryAt`, or give up for good when it is null. */
export async function markMessageFailed(
  db: DbOrTx,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set(
      retryAt
        ? { lockedUntil: null, lastError: error, nextAttemptAt: retryAt }
        : { lockedUntil: null, lastError: error, failedAt: now },
    )
    .where(eq(outboxMessages.id, id));
}

/** Every outbox row of a topic, oldest first (tests and support). */
export async function selectOutboxByTopic(db: DbOrTx, topic: string): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).where(eq(outboxMessages.topic, topic)).orderBy(outboxMessages.id);
}

/** Forgets messages that went out (or were given up) before `before`; answers how many. */
export async function deleteFinishedMessagesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxMessages)
    .where(
      or(
        and(isNotNull(outboxMessages.sentAt), lt(outboxMessages.sentAt, before)),
        and(isNotNull(outboxMessages.failedAt), lt(outboxMessages.failedAt, before)),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}
