import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { selectPaymentByExternalId } from '../payment-records/payment.queries.server';
import { syncWithProvider } from './payment.server';
import { PaymentProviderError } from './provider.server';
import { selectRefundByExternalId } from '../payment-records/refund.queries.server';
import { syncRefund } from './refund.server';
import { YookassaNotificationSchema } from './yookassa.server';
import { logger } from '../../utils/log.server';

const log = logger('payments');

/**
 * POST /api/payments/yookassa/notification (payment.succeeded, payment.canceled,
 * refund.succeeded). The body only names a payment or a refund: its status is
 * asked from YooKassa before anything changes, so a forged notification achieves nothing,
 * and settling happens once, so repeated notifications change nothing. Unknown payments are
 * acknowledged (YooKassa would otherwise retry for a day); a YooKassa outage answers 503 so
 * it retries later.
 */
export async function handleYookassaNotification(db: Db, body: unknown): Promise<{ success: true }> {
  const parsed = YookassaNotificationSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Некорректное уведомление');
  if (parsed.data.event.startsWith('refund.')) return handleRefundNotification(db, parsed.data.object.id);
  const payment = await selectPaymentByExternalId(db, 'yookassa', parsed.data.object.id);
  if (!payment) {
    log.warn(`YooKassa notification about an unknown payment ${parsed.data.object.id}`);
    return { success: true };
  }
  await askingYookassa(`payment ${payment.externalId}`, () => syncWithProvider(db, payment));
  return { success: true };
}

/** refund.succeeded: the refund named is re-read from YooKassa before the order changes. */
async function handleRefundNotification(db: Db, externalId: string): Promise<{ success: true }> {
  const refund = await selectRefundByExternalId(db, 'yookassa', externalId);
  if (!refund) {
    log.warn(`YooKassa notification about an unknown refund ${externalId}`);
    return { success: true };
  }
  await askingYookassa(`refund ${externalId}`, () => syncRefund(db, refund));
  return { success: true };
}

/** A YooKassa outage answers 503, so YooKassa sends the notification again later. */
async function askingYookassa(what: string, ask: () => Promise<void>): Promise<void> {
  try {
    await ask();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ error: error.message }, `could not check YooKassa ${what}`);
    throw new ApiError(503, 'Платёжный сервис недоступен');
  }
}
