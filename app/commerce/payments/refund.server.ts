import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import type { JobDefinition } from '../jobs/job-queue';
import { ORDER_MESSAGES } from '../orders/order-lifecycle.server';
import { lockOrder, selectOrderById } from '../orders/order.queries.server';
import { orderReceipt } from './order-receipt.server';
import { providerNamed } from './payment.server';
import { PaymentProviderError, type ProviderRefund } from './provider.server';
import { bookRefund, REFUND_MESSAGES } from '../payment-records/refund-booking.server';
import {
  markOrderRefunded,
  recordProviderRefund,
  type RefundRow,
  selectSucceededPayment,
  selectSucceededRefundSum,
  claimUnsentRefund,
  selectUnsentRefunds,
  settleRefund,
} from '../payment-records/refund.queries.server';
import { logger } from '../../utils/log.server';

const log = logger('payments');

/**
 * Records a refund's final state once (repeats change nothing). One that went through sets the
 * order's payment status: 'refunded' when all the payment is back, else 'partially_refunded'.
 */
export async function applyRefundStatus(
  db: Db,
  refund: RefundRow,
  status: ProviderRefund['status'],
  raw?: unknown,
): Promise<void> {
  if (status === 'pending') return;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, refund.orderId);
    if (!order || !(await settleRefund(tx, refund.id, status, raw))) return;
    if (status === 'canceled') {
      log.error(`refund ${refund.id} of order ${order.id} was canceled by ${refund.provider}`);
      return;
    }
    const payment = await selectSucceededPayment(tx, order.id);
    const back = await selectSucceededRefundSum(tx, order.id);
    await markOrderRefunded(
      tx,
      order.id,
      payment && back >= payment.amount ? 'refunded' : 'partially_refunded',
    );
  });
}

/**
 * Asks the provider for every booked refund of an order it has not taken yet, each with its
 * fiscal receipt. An outage leaves the refund booked (no external id) for the next try, and is
 * logged; the cancellation itself stands.
 */
export async function sendRefunds(db: Db, orderId: number): Promise<void> {
  const order = await selectOrderById(db, orderId);
  if (!order) return;
  for (const refund of await selectUnsentRefunds(db, orderId)) {
    const payment = await selectSucceededPayment(db, orderId);
    if (!payment?.externalId) continue;
    try {
      const answer = await providerNamed(refund.provider).refund({
        refundId: refund.id,
        paymentExternalId: payment.externalId,
        amount: refund.amount,
        description: `Возврат по заказу №${order.number}`,
        receipt: await orderReceipt(db, order, refund.amount),
        idempotenceKey: refund.idempotenceKey,
      });
      await recordProviderRefund(db, refund.id, { externalId: answer.externalId, raw: answer.raw });
      await applyRefundStatus(db, refund, answer.status, answer.raw);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.error({ error: error.message }, `refund ${refund.id} of order ${orderId} not sent yet`);
    }
  }
}

/**
 * Asks the provider for a refund's real state and records it (a refund notification is only a
 * hint). A refund that does not match ours is left alone.
 */
export async function syncRefund(db: Db, refund: RefundRow): Promise<void> {
  if (refund.status !== 'pending' || !refund.externalId) return;
  const provider = providerNamed(refund.provider);
  if (!provider.remote) return;
  const fetched = await provider.fetchRefund(refund.externalId);
  if (fetched.amount !== refund.amount) {
    log.error(`refund ${refund.id} does not match what ${provider.name} reports; left as it is`);
    return;
  }
  await applyRefundStatus(db, refund, fetched.status, fetched.raw);
}

/**
 * POST /api/order/{id}/refund (ROLE_ADMIN): books a refund of `amount` (what is left of the
 * payment when absent), then sends it and any booked refund the provider has not taken yet.
 * 409 when nothing paid online is left to send back and nothing waits to be sent.
 */
export async function refundOrder(db: Db, orderId: number, amount?: number): Promise<void> {
  const booked = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
    const refund = await bookRefund(tx, order, amount);
    return refund !== null || (await selectUnsentRefunds(tx, orderId)).length > 0;
  });
  if (!booked) throw new ApiError(409, REFUND_MESSAGES.nothingToRefund);
  await sendRefunds(db, orderId);
}

/** How booked refunds the provider did not take (an outage, a timeout) are tried again. */
export const REFUND_RETRY = {
  /** A refund is tried again once nobody touched it for this long. */
  idleMs: 5 * 60_000,
  /** How often they are looked for (one run per period across the cluster). */
  everySeconds: 60,
  /** Refunds tried in one round at most, so a long outage never makes one long round. */
  perRound: 20,
} as const;

/**
 * One round of retries: each booked refund the provider has not taken, idle for
 * REFUND_RETRY.idleMs, is claimed (cluster-safe, see claimUnsentRefund) and its order's
 * refunds are sent again with their idempotence keys, so a call that did reach the provider
 * before it timed out is never a second refund. One that fails again waits another idleMs.
 */
export async function retryQueuedRefunds(db: Db, now = new Date(), signal?: AbortSignal): Promise<number> {
  let tried = 0;
  // Stopping (shutdown): the claimed refund is sent, no other is claimed.
  while (tried < REFUND_RETRY.perRound && !signal?.aborted) {
    const refund = await claimUnsentRefund(db, now, REFUND_RETRY.idleMs);
    if (!refund) break;
    tried += 1;
    await sendRefunds(db, refund.orderId);
  }
  return tried;
}

/**
 * Retries queued refunds every REFUND_RETRY.everySeconds as a periodic job (stopped on shutdown
 * between claims). The claim keeps an overlapping run off the refunds another one holds.
 */
export function refundRetryJob(db: Db): JobDefinition {
  return {
    queue: 'refund-retries',
    rules: { retryLimit: 2, retryDelaySeconds: 30, expireSeconds: 10 * 60 },
    everySeconds: REFUND_RETRY.everySeconds,
    handler: async (_job, signal) => {
      const tried = await retryQueuedRefunds(db, new Date(), signal);
      if (tried > 0) log.info(`queued refunds tried again: ${tried}`);
    },
  };
}
