import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { promoCodes, subscriptions } from '../db/schema';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

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

/**
 * Gives an unconfirmed subscription a new confirmation link (the old one stops working); its
 * first consent stays. False when the address is confirmed already.
 */
export async function renewConfirmToken(
  db: DbOrTx,
  email: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ confirmTokenHash: tokenHash, confirmTokenExpiresAt: expiresAt })
    .where(and(eq(subscriptions.email, email), isNull(subscriptions.confirmedAt)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** The subscription of an email (stored lower-case). */
export async function selectSubscription(db: DbOrTx, email: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email)).limit(1);
  return row;
}

/**
 * The subscription a confirmation link belongs to, with its promo code when one was issued;
 * `lock` holds the row until the transaction ends, so one link confirms once.
 */
export async function selectByConfirmToken(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ subscription: subscriptions, promo: promoCodes })
    .from(subscriptions)
    .leftJoin(promoCodes, eq(promoCodes.id, subscriptions.promoCodeId))
    .where(eq(subscriptions.confirmTokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  return row;
}

/** A personal promo code: percent off, one use in all, until `endsAt`. Answers its id. */
export async function insertPersonalPromo(
  db: DbOrTx,
  values: { code: string; percent: number; endsAt: Date; startsAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: values.code,
      kind: 'percent',
      value: values.percent,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      usageLimit: 1,
      oncePerUser: false,
    })
    .returning({ id: promoCodes.id });
  return row.id;
}

/** Marks a subscription confirmed with the code it was given. */
export async function markSubscriptionConfirmed(
  db: DbOrTx,
  id: number,
  at: Date,
  promoCodeId: number,
): Promise<void> {
  await db.update(subscriptions).set({ confirmedAt: at, promoCodeId }).where(eq(subscriptions.id, id));
}
