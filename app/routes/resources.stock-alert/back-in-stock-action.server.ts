import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { STOCK_ALERT_TEXTS } from '~/commerce/contract/stock-alerts';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import { subscribeToSize } from '~/services/stock-alerts.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import {
  BACK_IN_STOCK_FIELDS,
  type BackInStockReply,
  channelOf,
} from '~/components/product/back-in-stock-reply';
import { logger } from '~/utils/log.server';

const log = logger('stock-alert');

/** The sizes a wait may name (the API's ids are Postgres integers). */
const SizeIdSchema = z
  .number({ errorMap: () => ({ message: STOCK_ALERT_TEXTS.sizeRequired }) })
  .int()
  .positive()
  .max(2_147_483_647);

/**
 * The subscribe intent's fields with docs/product.md#validation's texts (conform reads an empty field as absent).
 * The contact is kept to 300 characters; its format is the API's to check, per channel.
 */
const BackInStockSubscribeSchema = z.object({
  [BACK_IN_STOCK_FIELDS.sizeId]: SizeIdSchema,
  [BACK_IN_STOCK_FIELDS.contact]: z
    .string({ errorMap: () => ({ message: STOCK_ALERT_TEXTS.contactRequired }) })
    .trim()
    .min(1)
    .transform((contact) => contact.slice(0, 300)),
});

/** What the form gets back: conform's reply (with the wait it made) and its status. */
export type BackInStockAnswer = { reply: BackInStockReply; status: 200 | 422 | 502 };

/**
 * The answer to a filled 'Сообщить о поступлении' form: the size and the contact are checked
 * through conform, then the API checks the contact for its channel (the same docs/product.md#validation texts as
 * every phone and e-mail field) and the limits; its refusals become the message under the field.
 */
export async function answerToSubscribe(
  form: FormData,
  session: StorefrontSession,
  address: string | null,
): Promise<BackInStockAnswer> {
  const submission = parseWithZod(form, { schema: BackInStockSubscribeSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), status: 422 };
  const { sizeId, contact } = submission.value;
  try {
    const created = await subscribeToSize(session, { sizeId, channel: channelOf(contact), contact }, address);
    const message = created.alreadyWaiting
      ? STOCK_ALERT_TEXTS.alreadyWaiting(created.sizeRu)
      : STOCK_ALERT_TEXTS.subscribed(created.sizeRu);
    return { reply: { ...submission.reply(), waiting: { sizeId, message } }, status: 200 };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiCallError && error.kind === 'http' && error.status < 500) {
      const onContact = error.errors.find((e) => e.property === BACK_IN_STOCK_FIELDS.contact);
      const onSize = error.status === 404 || error.status === 409;
      const field = onSize ? BACK_IN_STOCK_FIELDS.sizeId : BACK_IN_STOCK_FIELDS.contact;
      const message = onContact?.message ?? error.message;
      return { reply: submission.reply({ fieldErrors: { [field]: [message] } }), status: 422 };
    }
    log.error({ error: error instanceof Error ? error.message : error }, 'the subscribe call failed');
    return { reply: submission.reply({ formErrors: [STOCK_ALERT_TEXTS.failed] }), status: 502 };
  }
}
