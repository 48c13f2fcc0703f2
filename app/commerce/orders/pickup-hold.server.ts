import { PICKUP_HOLD_DAYS } from '../content/shop-policy';
import type { Db } from '../db/client.server';
import type { JobDefinition } from '../jobs/job-queue';
import { kickMessageDelivery } from '../messages/delivery.server';
import { enqueueMessages } from '../messages/enqueue.server';
import { selectOutboxByTopic } from '../messages/outbox.queries.server';
import { env } from '../../utils/env.server';
import { pluralRu } from '../../utils/plural';
import { claimPickupToRemind, claimUncollectedPickup } from './order.queries.server';
import { cancelLockedOrderByShop } from './order-lifecycle.server';
import { moscowDeadline, ORDER_SMS, orderLink } from './order-messages';
import { PICKUP_HOLD_MS, pickupHoldEnds } from './pickup-hold';
import { logger } from '../../utils/log.server';

const log = logger('orders');

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long a pickup order waits in the shop: the texts state PICKUP_HOLD_DAYS ({{pickup.hold}}),
 * and this sweep keeps them to it. The reminder goes a day before the end.
 */
export const PICKUP_HOLD_RULES = {
  holdMs: PICKUP_HOLD_MS,
  remindBeforeEndMs: DAY,
  /** How often the sweep runs: the shopper never waits more than this past the hold. */
  everySeconds: 5 * 60,
  /** Orders one run handles at most (one transaction each); the rest wait for the next run. */
  perRun: 200,
} as const;

const holdText = () => `${PICKUP_HOLD_DAYS} ${pluralRu(PICKUP_HOLD_DAYS, ['день', 'дня', 'дней'])}`;
export const PICKUP_EXPIRED_NOTE = `Заказ не забрали за ${holdText()}`;
const REMINDER_TOPIC = 'order_pickup_reminder:';

export interface PickupHoldDeps {
  db: Db;
  now: () => Date;
  /** The shop's public origin for the link in the SMS ('' gives a relative one). */
  origin: string;
  /** Aborts on shutdown: the order being handled is finished, no other is claimed. */
  signal?: AbortSignal;
}

/**
 * Cancels every unpaid pickup order ready for the whole hold and not collected (stock back, points
 * back, nothing earned, an SMS saying why), each in its own transaction, so a crash loses at
 * most one order's work and the next run finishes it.
 */
async function cancelUncollected(deps: PickupHoldDeps): Promise<number> {
  const readyBefore = new Date(deps.now().getTime() - PICKUP_HOLD_RULES.holdMs);
  let cancelled = 0;
  while (cancelled < PICKUP_HOLD_RULES.perRun && !deps.signal?.aborted) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await claimUncollectedPickup(tx, readyBefore);
      if (!order) return false;
      await cancelLockedOrderByShop(tx, order, PICKUP_EXPIRED_NOTE);
      await enqueueMessages(tx, `order_pickup_expired:${order.id}`, {
        sms: [
          {
            to: order.phone,
            text: ORDER_SMS.pickupExpired(order.number, holdText(), orderLink(deps.origin, order)),
          },
        ],
      });
      return true;
    });
    if (!done) break;
    cancelled += 1;
  }
  return cancelled;
}

/** Reminds once, by SMS, of every unpaid pickup order whose hold ends within a day. */
async function remindOfEndingHolds(deps: PickupHoldDeps): Promise<number> {
  const now = deps.now().getTime();
  const readyAfter = new Date(now - PICKUP_HOLD_RULES.holdMs);
  const readyBefore = new Date(now - PICKUP_HOLD_RULES.holdMs + PICKUP_HOLD_RULES.remindBeforeEndMs);
  let reminded = 0;
  while (reminded < PICKUP_HOLD_RULES.perRun && !deps.signal?.aborted) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await claimPickupToRemind(tx, readyAfter, readyBefore, REMINDER_TOPIC);
      if (!order) return false;
      const topic = `${REMINDER_TOPIC}${order.id}`;
      // Read again under the lock: another instance may have reminded and committed since
      // the claim's snapshot was taken.
      if ((await selectOutboxByTopic(tx, topic)).length > 0) return true;
      const until = moscowDeadline(pickupHoldEnds(order.readyAt));
      await enqueueMessages(tx, topic, {
        sms: [
          {
            to: order.phone,
            text: ORDER_SMS.pickupReminder(order.number, until, orderLink(deps.origin, order)),
          },
        ],
      });
      return true;
    });
    if (!done) break;
    reminded += 1;
  }
  return reminded;
}

/** One sweep: the holds that ended are cancelled, those ending within a day get a reminder. */
export async function sweepPickupHolds(
  deps: PickupHoldDeps,
): Promise<{ cancelled: number; reminded: number }> {
  const cancelled = await cancelUncollected(deps);
  const reminded = await remindOfEndingHolds(deps);
  if (cancelled + reminded > 0) kickMessageDelivery();
  return { cancelled, reminded };
}

/**
 * The sweep as a periodic job (one run per period across the cluster; stopped on shutdown
 * between claims). Each order is claimed with a row lock that skips what another run holds,
 * so an overlapping run (a slow one past its period) never handles an order twice.
 */
export function pickupHoldJob(db: Db): JobDefinition {
  const origin = env().PUBLIC_URL ?? '';
  return {
    queue: 'pickup-holds',
    rules: { retryLimit: 3, retryDelaySeconds: 30, expireSeconds: 15 * 60 },
    everySeconds: PICKUP_HOLD_RULES.everySeconds,
    handler: async (_job, signal) => {
      const { cancelled, reminded } = await sweepPickupHolds({ db, now: () => new Date(), origin, signal });
      if (cancelled + reminded > 0) {
        log.info(`pickup holds: ${cancelled} cancelled, ${reminded} reminded`);
      }
    },
  };
}
