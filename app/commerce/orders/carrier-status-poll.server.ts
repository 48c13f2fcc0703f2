// СДЭК's notifications need a public address and may be lost; the poll asks СДЭК's API for the
// status of every parcel still on its way, so an order follows its parcel either way
// (docs/decisions/0056-carrier-statuses.md).
import type { Db } from '../db/client.server';
import { CdekError } from '../delivery/cdek.server';
import { cdekApi } from '../delivery/pickup-points.server';
import type { JobDefinition } from '../jobs/job-queue';
import { env } from '../../utils/env.server';
import { followParcel } from './carrier-status.server';
import { selectOrdersOnTheWay } from './order.queries.server';
import { logger } from '../../utils/log.server';

const log = logger('delivery');

export const CDEK_POLL = {
  /** How often the parcels are asked for: a shopper hears of a parcel at the point within this. */
  everySeconds: 30 * 60,
  /** An order untouched this long is no longer asked for (a parcel lost, or the shop forgot it). */
  days: 60,
  /** Parcels asked for in one run at most (one request each); the rest wait for the next run. */
  perRun: 500,
} as const;

/**
 * Asks СДЭК for the status of each parcel on its way and moves its order as the webhook would.
 * Nothing while СДЭК's keys are absent. СДЭК down fails the run (the queue retries it); an
 * order already moved by a notification is left as it is.
 */
export async function pollCdekStatuses(
  db: Db,
  origin: string,
  signal?: AbortSignal,
): Promise<{ asked: number; moved: number }> {
  const api = cdekApi();
  if (!api) return { asked: 0, moved: 0 };
  let asked = 0;
  let moved = 0;
  for (const order of await selectOrdersOnTheWay(db, 'cdek', CDEK_POLL.days, CDEK_POLL.perRun)) {
    if (signal?.aborted) break;
    asked += 1;
    const outcome = await followParcel(db, api, order, origin);
    if (outcome.outcome === 'moved') moved += 1;
  }
  return { asked, moved };
}

export function cdekStatusPollJob(db: Db): JobDefinition {
  return {
    queue: 'cdek-statuses',
    rules: { retryLimit: 3, retryDelaySeconds: 60, expireSeconds: 20 * 60 },
    everySeconds: CDEK_POLL.everySeconds,
    handler: async (_job, signal) => {
      try {
        const { asked, moved } = await pollCdekStatuses(db, env().PUBLIC_URL ?? '', signal);
        if (moved > 0) log.info(`СДЭК statuses: ${asked} parcels asked for, ${moved} orders moved`);
      } catch (error) {
        if (error instanceof CdekError) throw new Error(`СДЭК did not answer: ${error.message}`);
        throw error;
      }
    },
  };
}
