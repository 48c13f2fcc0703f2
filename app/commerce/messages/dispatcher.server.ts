import type { JobDefinition } from '../jobs/job-queue';
import type { SmsProvider } from '../customers/sms-provider.server';
import type { Db } from '../db/client.server';
import type { MailProvider } from './mail-provider.server';
import {
  claimDueMessages,
  deleteFinishedMessagesBefore,
  markMessageFailed,
  markMessageSent,
  type OutboxRow,
} from './outbox.queries.server';
import { logger, withRequestId } from '../../utils/log.server';
import { maskRecipient } from '../../utils/log-redact';

const log = logger('messages');

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How the outbox is worked off. Not settings: nothing about them differs between deployments. */
export const DISPATCH_RULES = {
  /** Rows taken per claim; each is sent before the next claim. */
  batch: 20,
  /** How long a claimed row stays this instance's: longer than the slowest provider's timeout. */
  leaseMs: 2 * MINUTE,
  /** Sends a message gets before it is given up (logged, failed_at set). */
  maxAttempts: 8,
  /** How often the outbox is looked at without a kick: retries and rows a dead instance left. */
  pollSeconds: 15,
  /** How long sent and given-up messages stay in the table (for support), then they are deleted. */
  keepFinishedMs: 30 * 24 * 60 * MINUTE,
  /** How often that clean-up runs. */
  sweepEverySeconds: 60 * 60,
} as const;

/** Wait before the next try after `attempts` failed sends: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30 * SECOND * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

export interface DispatcherDeps {
  db: Db;
  sms: SmsProvider;
  mail: MailProvider;
  now: () => Date;
}

async function sendOne(deps: DispatcherDeps, row: OutboxRow): Promise<void> {
  if (row.channel === 'sms') return deps.sms.send({ to: row.recipient, text: row.text });
  return deps.mail.send({
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    id: `outbox-${row.id}`,
  });
}

/**
 * Sends everything due now, claim by claim, until nothing is left. Each row is marked sent
 * right after its provider accepted it; a failure schedules the next try or, after the last
 * attempt, gives it up. Answers how many went out and how many failed this time. `signal`
 * stops it between claims.
 */
export async function deliverDueMessages(
  deps: DispatcherDeps,
  signal?: AbortSignal,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  // Stopping (shutdown): what was claimed is sent, nothing more is claimed.
  while (!signal?.aborted) {
    const rows = await claimDueMessages(deps.db, deps.now(), DISPATCH_RULES.leaseMs, DISPATCH_RULES.batch);
    if (rows.length === 0) return { sent, failed };
    for (const row of rows) {
      // In the context of the request that wrote the message: what the providers and this
      // loop log about it carries that request's id.
      const delivered = await withRequestId(row.requestId ?? undefined, () => deliverOne(deps, row));
      if (delivered) sent += 1;
      else failed += 1;
    }
  }
  return { sent, failed };
}

/** Sends one claimed row and marks it sent, or schedules its next try; true when it went out. */
async function deliverOne(deps: DispatcherDeps, row: OutboxRow): Promise<boolean> {
  const about = { message: row.id, channel: row.channel, topic: row.topic, attempt: row.attempts };
  try {
    await sendOne(deps, row);
    await markMessageSent(deps.db, row.id, deps.now());
    log.info(about, `${row.channel} #${row.id} (${row.topic}) sent to ${maskRecipient(row.recipient)}`);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const last = row.attempts >= DISPATCH_RULES.maxAttempts;
    const now = deps.now();
    await markMessageFailed(
      deps.db,
      row.id,
      reason.slice(0, 1_000),
      last ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
      now,
    );
    // A provider's refusal may quote the address it refused.
    const told = reason.split(row.recipient).join(maskRecipient(row.recipient));
    log.error(
      about,
      `${row.channel} #${row.id} (${row.topic}) attempt ${row.attempts} failed${last ? ', given up' : ''}: ${told}`,
    );
    return false;
  }
}

/** The queue whose job delivers the outbox; a commit that wrote messages kicks it. */
export const DELIVER_QUEUE = 'messages-deliver';

/**
 * The outbox's jobs: delivery every `pollSeconds` and after each kick, and the clean-up of
 * finished rows. A message's own retries are the outbox's (attempts, next_attempt_at); the
 * queue retries a run that broke off (the database gone), and several instances may deliver at
 * once: the claim keeps them apart. Once stopped (shutdown), a run sends what it claimed and
 * claims no more.
 */
export function messageJobs(
  deps: DispatcherDeps,
  pollSeconds: number = DISPATCH_RULES.pollSeconds,
): JobDefinition[] {
  return [
    {
      queue: DELIVER_QUEUE,
      rules: { retryLimit: 5, retryDelaySeconds: 10, expireSeconds: 15 * 60 },
      everySeconds: pollSeconds,
      handler: async (_job, signal) => {
        await deliverDueMessages(deps, signal);
      },
    },
    {
      queue: 'messages-clean',
      rules: { retryLimit: 2, retryDelaySeconds: 60, expireSeconds: 15 * 60 },
      everySeconds: DISPATCH_RULES.sweepEverySeconds,
      handler: async () => {
        await deleteFinishedMessagesBefore(
          deps.db,
          new Date(deps.now().getTime() - DISPATCH_RULES.keepFinishedMs),
        );
      },
    },
  ];
}
