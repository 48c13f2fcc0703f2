import type { DbOrTx } from '../db/client.server';
import { currentRequestId } from '../../utils/log.server';
import { insertOutboxMessages } from './outbox.queries.server';

export interface SmsToSend {
  to: string;
  text: string;
}

export interface LetterToSend {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Messages that must arrive: write them with the change they tell about, in its transaction
 * (`tx`), then call kickMessageDelivery() after the commit. A rollback takes them back with
 * the change; a crash after the commit leaves them in the outbox for the next run. Each keeps
 * the id of the request that wrote it, so the lines about its delivery carry that id.
 */
export async function enqueueMessages(
  tx: DbOrTx,
  topic: string,
  messages: { sms?: SmsToSend[]; letters?: LetterToSend[] },
): Promise<void> {
  const requestId = currentRequestId() ?? null;
  await insertOutboxMessages(tx, [
    ...(messages.sms ?? []).map((m) => ({ channel: 'sms', recipient: m.to, text: m.text, topic, requestId })),
    ...(messages.letters ?? []).map((m) => ({
      channel: 'email',
      recipient: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      topic,
      requestId,
    })),
  ]);
}
