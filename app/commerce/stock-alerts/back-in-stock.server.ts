import type { DbOrTx } from '../db/client.server';
import { enqueueMessages } from '../messages/enqueue.server';
import {
  arrivedSizeLink,
  backInStockLetter,
  backInStockSms,
  unsubscribeLink,
} from './back-in-stock-messages';
import { claimArrivedAlerts, selectSizeLabels } from './stock-alerts.queries.server';

/**
 * Call in every transaction that may raise stock (the admin stock API, an import, a cancelled
 * order), after its writes, with the sizes it touched: each subscription to one of them whose
 * size is sellable again gets its one message queued in the same transaction and ends. The
 * caller kicks message delivery after the commit. Answers how many messages were queued.
 */
export async function notifyBackInStock(tx: DbOrTx, sizeIds: number[], now = new Date()): Promise<number> {
  const unique = [...new Set(sizeIds)];
  const arrived = await claimArrivedAlerts(tx, unique, now);
  if (arrived.length === 0) return 0;
  const labels = new Map(
    (await selectSizeLabels(tx, [...new Set(arrived.map((a) => a.sizeId))])).map((l) => [l.sizeId, l]),
  );
  for (const alert of arrived) {
    const size = labels.get(alert.sizeId);
    if (!size) continue;
    const link = arrivedSizeLink(alert.origin, size);
    const unsubscribe = unsubscribeLink(alert.origin, alert.token);
    await enqueueMessages(
      tx,
      `back_in_stock:${alert.id}`,
      alert.channel === 'sms'
        ? { sms: [{ to: alert.contact, text: backInStockSms(size, link, unsubscribe) }] }
        : { letters: [{ to: alert.contact, ...backInStockLetter(size, link, unsubscribe) }] },
    );
  }
  return arrived.length;
}
