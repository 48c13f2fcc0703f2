import { z } from 'zod';
import type { OrderStatus } from '../contract/order';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { CdekError } from '../delivery/cdek.server';
import { cdekApi } from '../delivery/pickup-points.server';
import { advanceOrderTo } from './order-lifecycle.server';
import { type OrderRow, selectOrderByTracking } from './order.queries.server';
import { logger } from '../../utils/log.server';

const log = logger('delivery');

// СДЭК's ORDER_STATUS webhook moves the shop's order along with the parcel: handed over and on
// its way (shipped), waiting at the pickup point (ready_for_pickup), handed to the shopper
// (done). The notification is only a nudge: СДЭК signs nothing, so the parcel's status is read
// back from СДЭК's API by the tracking number the shop stored, the way YooKassa's
// notifications are checked. The move goes through the shop's own status change, so the
// shopper's SMS go as when the shop moves the order by hand.

/** СДЭК's status codes that mean something to the shopper, and the shop's status each brings. */
const CDEK_STATUS_TARGETS: Record<string, OrderStatus> = {
  RECEIVED_AT_SHIPMENT_WAREHOUSE: 'shipped',
  READY_FOR_SHIPMENT_IN_SENDER_CITY: 'shipped',
  TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY: 'shipped',
  SENT_TO_TRANSIT_CITY: 'shipped',
  ACCEPTED_IN_TRANSIT_CITY: 'shipped',
  SENT_TO_RECIPIENT_CITY: 'shipped',
  ACCEPTED_IN_RECIPIENT_CITY: 'shipped',
  ACCEPTED_AT_RECIPIENT_CITY_WAREHOUSE: 'shipped',
  TAKEN_BY_COURIER: 'shipped',
  ACCEPTED_AT_PICK_UP_POINT: 'ready_for_pickup',
  POSTOMAT_POSTED: 'ready_for_pickup',
  DELIVERED: 'done',
  POSTOMAT_RECEIVED: 'done',
};

/** The shop's status a СДЭК status code brings an order to, or null for one that moves nothing. */
export function statusForCdekCode(code: string): OrderStatus | null {
  return CDEK_STATUS_TARGETS[code] ?? null;
}

const NotificationSchema = z.object({
  type: z.string(),
  attributes: z
    .object({ cdek_number: z.union([z.string(), z.number()]).transform(String).optional() })
    .passthrough()
    .optional(),
});

export type CdekWebhookOutcome =
  { outcome: 'moved'; orderNumber: string; steps: OrderStatus[] } | { outcome: 'ignored'; reason: string };

/**
 * POST /api/delivery/cdek/webhook. 404 while СДЭК is off (no keys); 400 for a body that is no
 * СДЭК notification; 503 when СДЭК cannot be asked (it sends the notification again). A parcel
 * the shop does not know, a status that moves nothing, or an order already there is a 200
 * 'ignored', so СДЭК stops repeating it.
 */
export async function handleCdekWebhook(db: Db, body: unknown, origin = ''): Promise<CdekWebhookOutcome> {
  const api = cdekApi();
  if (!api) throw new ApiError(404, 'Не найдено');
  const parsed = NotificationSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Это не уведомление СДЭК');
  const number = parsed.data.attributes?.cdek_number?.trim() ?? '';
  if (parsed.data.type !== 'ORDER_STATUS' || number === '') {
    return { outcome: 'ignored', reason: 'not an order status' };
  }
  const order = await selectOrderByTracking(db, 'cdek', number);
  if (!order) return { outcome: 'ignored', reason: 'unknown parcel' };
  try {
    return await followParcel(db, api, order, origin);
  } catch (error) {
    if (!(error instanceof CdekError)) throw error;
    log.error({ error: error.message }, `СДЭК status of parcel ${number}`);
    throw new ApiError(503, 'СДЭК не ответил, пришли уведомление ещё раз');
  }
}

/**
 * Reads the parcel's latest status from СДЭК and moves the order as far as it says (the
 * webhook's nudge and the periodic poll both end here). Throws CdekError when СДЭК cannot be
 * asked.
 */
export async function followParcel(
  db: Db,
  api: { parcelStatus(cdekNumber: string): Promise<string | null> },
  order: OrderRow,
  origin = '',
): Promise<CdekWebhookOutcome> {
  const code = await api.parcelStatus(order.trackingNumber ?? '');
  const target = code === null ? null : statusForCdekCode(code);
  if (!target) return { outcome: 'ignored', reason: `status ${code ?? 'unknown'} moves nothing` };
  const steps = await advanceOrderTo(db, order.id, target, `СДЭК: ${code}`, origin);
  if (steps.length === 0) return { outcome: 'ignored', reason: 'already there' };
  return { outcome: 'moved', orderNumber: order.number, steps };
}
