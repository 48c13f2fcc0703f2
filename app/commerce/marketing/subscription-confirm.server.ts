/**
 * The second half of the double opt-in: the link in the letter. Looking at it changes
 * nothing (mail scanners open links); confirming it, once, marks the subscription confirmed,
 * issues the personal promo code (percent off, one use, a month) and sends it by letter, in
 * one transaction. The link keeps showing that result until it expires; it never issues a
 * second code.
 */
import { randomInt } from 'node:crypto';
import {
  SUBSCRIBE_CONFIRM_MESSAGES,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  type SubscribeConfirmation,
} from '../contract/subscribe';
import type { Db, DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { enqueueMessages } from '../messages/enqueue.server';
import { promoLetter } from './subscribe-letters';
import { personalPromoCode, SUBSCRIBE_RULES } from './subscribe-rules';
import { hashConfirmToken } from './subscriptions.server';
import {
  insertPersonalPromo,
  markSubscriptionConfirmed,
  selectByConfirmToken,
} from './subscriptions.queries.server';

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment of the Moscow day `ms` after `from`: a code 'до 24 декабря' works all that day. */
export function endOfMoscowDayAfter(from: Date, ms: number): Date {
  const moscowDay = Math.floor((from.getTime() + ms + MOSCOW_OFFSET_MS) / DAY_MS);
  return new Date((moscowDay + 1) * DAY_MS - MOSCOW_OFFSET_MS - 1);
}

type Found = NonNullable<Awaited<ReturnType<typeof selectByConfirmToken>>>;

/** The link's subscription, or the 404/410 a shopper sees for a link that does not work. */
async function usableLink(tx: DbOrTx, token: string, now: Date, lock: boolean): Promise<Found> {
  const found = await selectByConfirmToken(tx, hashConfirmToken(token), lock);
  if (!found) throw new ApiError(404, SUBSCRIBE_CONFIRM_MESSAGES.invalid);
  const expires = found.subscription.confirmTokenExpiresAt;
  if (!expires || expires <= now) throw new ApiError(410, SUBSCRIBE_CONFIRM_MESSAGES.expired);
  return found;
}

function stateOf(found: Found): SubscribeConfirmation {
  const { subscription, promo } = found;
  if (!subscription.confirmedAt || !promo) return { status: 'pending', email: subscription.email };
  return {
    status: 'confirmed',
    email: subscription.email,
    promoCode: promo.code,
    discountPercent: promo.value,
    promoValidUntil: (promo.endsAt ?? subscription.confirmedAt).toISOString(),
  };
}

/** GET: what the link is (waiting, or confirmed with its code); changes nothing. */
export async function confirmationOf(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SubscribeConfirmation> {
  return stateOf(await usableLink(db, token, now, false));
}

/**
 * POST: confirms the subscription and issues its code, exactly once however often the link is
 * posted (the row is locked, a confirmed one answers its code). `origin` is for the letter's link.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  origin: string,
  now = new Date(),
): Promise<SubscribeConfirmation> {
  let issued = false;
  const state = await db.transaction(async (tx) => {
    const found = await usableLink(tx, token, now, true);
    if (found.subscription.confirmedAt) return stateOf(found);
    const endsAt = endOfMoscowDayAfter(now, SUBSCRIBE_RULES.promoLifetimeMs);
    const code = personalPromoCode(randomInt);
    const promoId = await insertPersonalPromo(tx, {
      code,
      percent: SUBSCRIPTION_DISCOUNT_PERCENT,
      startsAt: now,
      endsAt,
    });
    await markSubscriptionConfirmed(tx, found.subscription.id, now, promoId);
    const letter = promoLetter(code, endsAt, `${origin.replace(/\/+$/, '')}/`);
    await enqueueMessages(tx, 'subscribe_promo', { letters: [{ to: found.subscription.email, ...letter }] });
    issued = true;
    const confirmed: SubscribeConfirmation = {
      status: 'confirmed',
      email: found.subscription.email,
      promoCode: code,
      discountPercent: SUBSCRIPTION_DISCOUNT_PERCENT,
      promoValidUntil: endsAt.toISOString(),
    };
    return confirmed;
  });
  if (issued) kickMessageDelivery();
  return state;
}
