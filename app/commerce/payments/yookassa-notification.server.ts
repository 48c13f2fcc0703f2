import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { selectPaymentByExternalId } from './payment.queries.server';
import { syncWithProvider } from './payment.server';
import { PaymentProviderError } from './provider.server';
import { YookassaNotificationSchema } from './yookassa.server';

/**
 * POST /api/payments/yookassa/notification. The body only names a payment: its status is
 * asked from YooKassa before anything changes, so a forged notification achieves nothing,
 * and settling happens once, so repeated notifications change nothing. Unknown payments are
 * acknowledged (YooKassa would otherwise retry for a day); a YooKassa outage answers 503 so
 * it retries later.
 */
export async function handleYookassaNotification(db: Db, body: unknown): Promise<{ success: true }> {
  const parsed = YookassaNotificationSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Некорректное уведомление');
  const payment = await selectPaymentByExternalId(db, 'yookassa', parsed.data.object.id);
  if (!payment) {
    console.warn(`[payments] YooKassa notification about an unknown payment ${parsed.data.object.id}`);
    return { success: true };
  }
  try {
    await syncWithProvider(db, payment);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`[payments] could not check YooKassa payment ${payment.externalId}:`, error.message);
    throw new ApiError(503, 'Платёжный сервис недоступен');
  }
  return { success: true };
}
