import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { subscriptions } from '../db/schema';

export type NewSubscription = typeof subscriptions.$inferInsert;

/**
 * Adds a subscription unless its email is already there, in one statement: concurrent
 * subscribes of one address leave one row and exactly one of them reports it added.
 */
export async function insertSubscriptionIfNew(db: DbOrTx, row: NewSubscription): Promise<boolean> {
  const inserted = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoNothing({ target: subscriptions.email })
    .returning({ id: subscriptions.id });
  return inserted.length > 0;
}

/** The subscription of an email (stored lower-case). */
export async function selectSubscription(db: DbOrTx, email: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email)).limit(1);
  return row;
}
