import { STOCK_ALERT_TEXTS } from '~/commerce/contract/stock-alerts';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { subscribeToSize } from '~/services/stock-alerts.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import {
  BACK_IN_STOCK_FIELDS,
  type BackInStockReply,
  channelOf,
} from '~/components/product/back-in-stock-reply';

/**
 * The reply to a filled 'Сообщить о поступлении' form: the API checks the contact for its
 * channel (the same spec §5 texts as every phone and e-mail field) and the limits; its
 * refusals become the message under the field.
 */
export async function replyToSubscribe(
  form: FormData,
  session: StorefrontSession,
  address: string | null,
): Promise<BackInStockReply> {
  const contact = String(form.get(BACK_IN_STOCK_FIELDS.contact) ?? '')
    .trim()
    .slice(0, 300);
  const sizeId = Number(form.get(BACK_IN_STOCK_FIELDS.sizeId) ?? '');
  if (!Number.isSafeInteger(sizeId) || sizeId <= 0) {
    return {
      status: 'invalid',
      field: 'sizeId',
      message: STOCK_ALERT_TEXTS.sizeRequired,
      sizeId: null,
      contact,
    };
  }
  if (contact === '') {
    return {
      status: 'invalid',
      field: 'contact',
      message: STOCK_ALERT_TEXTS.contactRequired,
      sizeId,
      contact,
    };
  }
  try {
    const created = await subscribeToSize(session, { sizeId, channel: channelOf(contact), contact }, address);
    const message = created.alreadyWaiting
      ? STOCK_ALERT_TEXTS.alreadyWaiting(created.sizeRu)
      : STOCK_ALERT_TEXTS.subscribed(created.sizeRu);
    return { status: 'subscribed', sizeId, message };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiCallError && error.kind === 'http' && error.status < 500) {
      const onContact = error.errors.find((e) => e.property === BACK_IN_STOCK_FIELDS.contact);
      const onSize = error.status === 404 || error.status === 409;
      return {
        status: 'invalid',
        field: onSize ? 'sizeId' : 'contact',
        message: onContact?.message ?? error.message,
        sizeId,
        contact,
      };
    }
    console.error('[stock-alert] the subscribe call failed:', error instanceof Error ? error.message : error);
    return { status: 'failed', message: STOCK_ALERT_TEXTS.failed };
  }
}
