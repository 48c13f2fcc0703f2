// What the 'Сообщить о поступлении' form gets back: as JSON to its fetcher, or through the
// flash after a post without JavaScript. Isomorphic: the action writes it, the form reads it.

import { z } from 'zod';
import type { ErrorBody } from '~/commerce/contract/common';
import { isRefusal } from '~/forms/refusal';

/** The form's anchor on the product page: a post without JavaScript comes back to it. */
export const BACK_IN_STOCK_ANCHOR = 'back-in-stock';

export const BACK_IN_STOCK_FIELDS = {
  intent: 'intent',
  sizeId: 'sizeId',
  contact: 'contact',
  alertId: 'alertId',
} as const;

export const BackInStockReplySchema = z.discriminatedUnion('status', [
  /** Waiting for the size: the message says which and how the shopper hears of it. */
  z.object({ status: z.literal('subscribed'), sizeId: z.number().int(), message: z.string() }),
  /** A message under a field, with what the shopper chose and typed shown again. */
  z.object({
    status: z.literal('invalid'),
    field: z.enum(['sizeId', 'contact']),
    message: z.string(),
    sizeId: z.number().int().nullable(),
    contact: z.string(),
  }),
  /** The call failed (network, 5xx): a generic message. */
  z.object({ status: z.literal('failed'), message: z.string() }),
]);
export type BackInStockReply = z.infer<typeof BackInStockReplySchema>;

/** A phone or an e-mail in one field: an '@' makes it an address. */
export function channelOf(contact: string): 'sms' | 'email' {
  return contact.includes('@') ? 'email' : 'sms';
}

/**
 * The fetcher's answer as this form's reply: a refused post (413, 422) says its message as a
 * failure; the cancel intent's plain {ok} is no reply to show.
 */
export function backInStockReplyOf(
  answer: BackInStockReply | ErrorBody | { ok: true } | undefined,
): BackInStockReply | null {
  if (!answer) return null;
  if (isRefusal(answer)) return { status: 'failed', message: answer.message };
  return 'status' in answer ? answer : null;
}
