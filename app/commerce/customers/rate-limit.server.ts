import { pluralRu } from '../../utils/plural';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { LONGEST_LIMIT_WINDOW_MS } from './otp-rules';
import {
  deleteRateLimitEventsBefore,
  insertRateLimitEvents,
  lockRateLimitKeys,
  nthNewestEventAt,
} from './rate-limit.queries.server';

/** At most `max` events of `key` in any `windowMs` (a sliding window). */
export interface LimitRule {
  key: string;
  windowMs: number;
  max: number;
  /** The Russian refusal, given how long to wait ('42 секунды', '7 минут'). */
  message: (wait: string) => string;
  /**
   * True for the rule that holds back a resend while the code just sent is fresh: when it
   * refuses, the refusal carries `resendIn` so the form can lead back to that code.
   */
  codeWaiting?: boolean;
}

/**
 * How long to wait, in words: seconds under a minute, minutes under an hour, hours beyond,
 * always rounded up so the person never comes back too early.
 */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${pluralRu(seconds, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])}`;
  const hours = Math.ceil(seconds / 3600);
  return `${hours} ${pluralRu(hours, ['час', 'часа', 'часов'])}`;
}

/** Seconds until a rule lets one more event through at `now`, or 0 when it already does. */
async function secondsUntilAllowed(tx: DbOrTx, rule: LimitRule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  // With `max` events in the window, the oldest of those max newest must leave it first.
  const blocking = await nthNewestEventAt(tx, rule.key, since, rule.max);
  if (!blocking) return 0;
  return Math.max(1, Math.ceil((blocking.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/**
 * Counts one event against every rule, all or nothing: when any rule is exhausted nothing is
 * recorded and a 429 is thrown with the message of the rule that keeps the caller waiting
 * longest, and a Retry-After header. Counters live in the database under advisory locks, so
 * several instances agree.
 */
export async function consumeLimits(tx: DbOrTx, rules: readonly LimitRule[], now: Date): Promise<void> {
  const keys = rules.map((rule) => rule.key);
  await lockRateLimitKeys(tx, keys);
  let worst: { rule: LimitRule; seconds: number } | undefined;
  let codeWaiting = false;
  for (const rule of rules) {
    const seconds = await secondsUntilAllowed(tx, rule, now);
    if (seconds > 0 && (!worst || seconds > worst.seconds)) worst = { rule, seconds };
    if (seconds > 0 && rule.codeWaiting) codeWaiting = true;
  }
  if (worst) {
    throw new ApiError(
      429,
      worst.rule.message(formatWait(worst.seconds)),
      [],
      { 'Retry-After': String(worst.seconds) },
      codeWaiting ? { resendIn: worst.seconds } : {},
    );
  }
  await deleteRateLimitEventsBefore(tx, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS), keys);
  await insertRateLimitEvents(tx, keys, now);
}

/** Forgets every event older than the longest window, whatever its key (occasional upkeep). */
export async function sweepRateLimitEvents(db: DbOrTx, now: Date): Promise<void> {
  await deleteRateLimitEventsBefore(db, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS));
}
