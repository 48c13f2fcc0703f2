// What the 'Сообщить о поступлении' form gets back: as JSON to its fetcher, or through the
// flash after a post without JavaScript. Isomorphic: the action writes it, the form reads it.

import type { ErrorBody } from '~/commerce/contract/common';
import { isRefusal } from '~/forms/refusal';
import type { Waiting } from '~/forms/flash-schema';
import { formMessageReply, type FormReply } from '~/forms/form-reply';

/** The form's anchor on the product page: a post without JavaScript comes back to it. */
export const BACK_IN_STOCK_ANCHOR = 'back-in-stock';

export const BACK_IN_STOCK_FIELDS = {
  intent: 'intent',
  sizeId: 'sizeId',
  contact: 'contact',
  alertId: 'alertId',
} as const;

/** The reply: conform's, with the wait it made beside it once the shopper is waiting for a size. */
export type BackInStockReply = FormReply & { waiting?: Waiting };

/** A phone or an e-mail in one field: an '@' makes it an address. */
export function channelOf(contact: string): 'sms' | 'email' {
  return contact.includes('@') ? 'email' : 'sms';
}

/**
 * The fetcher's answer as this form's reply: a refused post (413, 422) says its message for the
 * whole form; the cancel intent's plain {ok} is no reply to show.
 */
export function backInStockReplyOf(
  answer: BackInStockReply | ErrorBody | { ok: true } | undefined,
): BackInStockReply | null {
  if (!answer) return null;
  if (isRefusal(answer)) return formMessageReply(answer.message);
  return 'ok' in answer ? null : answer;
}
