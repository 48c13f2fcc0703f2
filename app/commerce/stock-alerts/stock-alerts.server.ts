import { randomBytes } from 'node:crypto';
import {
  STOCK_ALERT_DAILY_MAX,
  STOCK_ALERT_IP_HOURLY_MAX,
  STOCK_ALERT_LIVE_MAX,
  STOCK_ALERT_MESSAGES,
  type StockAlertCreated,
  type StockAlertList,
  type StockAlertRequest,
} from '../contract/stock-alerts';
import { consumeLimits } from '../customers/rate-limit.server';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { productUrl } from '../catalog/cards';
import {
  cancelContactAlerts,
  cancelUserAlert,
  countContactAlertsSince,
  countLiveAlerts,
  insertAlert,
  lockContact,
  selectAlertByToken,
  selectLiveAlert,
  selectSellableQuantity,
  selectSizeLabels,
  selectUserLiveAlerts,
} from './stock-alerts.queries.server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Starts waiting for a sold-out size. Subscribing to a size already waited for answers that
 * wait again (no second message); a size in stock is refused (buy it now). A contact holds at
 * most STOCK_ALERT_LIVE_MAX waits and makes at most STOCK_ALERT_DAILY_MAX a day, and one
 * client address at most STOCK_ALERT_IP_HOURLY_MAX an hour: nobody can turn the shop into an
 * SMS cannon against someone else's phone.
 */
export async function subscribeToSize(
  db: Db,
  input: StockAlertRequest & { userId: number | null; ip: string; origin: string },
  now = new Date(),
): Promise<StockAlertCreated> {
  const [size] = await selectSizeLabels(db, [input.sizeId]);
  if (!size) throw new ApiError(404, STOCK_ALERT_MESSAGES.sizeNotFound);
  if ((await selectSellableQuantity(db, input.sizeId)) > 0)
    throw new ApiError(409, STOCK_ALERT_MESSAGES.inStock);
  return db.transaction(async (tx) => {
    await lockContact(tx, input.channel, input.contact);
    const existing = await selectLiveAlert(tx, input.sizeId, input.channel, input.contact);
    if (existing) return { id: existing.id, sizeId: size.sizeId, sizeRu: size.sizeRu, alreadyWaiting: true };
    if ((await countLiveAlerts(tx, input.channel, input.contact)) >= STOCK_ALERT_LIVE_MAX) {
      throw new ApiError(422, STOCK_ALERT_MESSAGES.liveLimit);
    }
    const today = await countContactAlertsSince(
      tx,
      input.channel,
      input.contact,
      new Date(now.getTime() - DAY),
    );
    if (today >= STOCK_ALERT_DAILY_MAX) throw new ApiError(429, STOCK_ALERT_MESSAGES.dailyLimit);
    await consumeLimits(
      tx,
      [
        {
          key: `stock-alert:ip:${input.ip}`,
          windowMs: HOUR,
          max: STOCK_ALERT_IP_HOURLY_MAX,
          message: STOCK_ALERT_MESSAGES.ipLimit,
        },
      ],
      now,
    );
    const row = await insertAlert(tx, {
      sizeId: input.sizeId,
      channel: input.channel,
      contact: input.contact,
      userId: input.userId,
      origin: input.origin,
      token: randomBytes(18).toString('base64url'),
    });
    return { id: row.id, sizeId: size.sizeId, sizeRu: size.sizeRu, alreadyWaiting: false };
  });
}

/** The signed-in shopper's waits, newest first. */
export async function userStockAlerts(db: Db, userId: number): Promise<StockAlertList> {
  const rows = await selectUserLiveAlerts(db, userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      sizeId: row.sizeId,
      sizeRu: row.sizeRu,
      channel: row.channel as 'sms' | 'email',
      contact: row.contact,
      createdAt: row.createdAt.toISOString(),
      product: {
        code: row.code,
        url: productUrl(row.code),
        name: row.name,
        brand: row.brand,
        colorName: row.colorName,
      },
    })),
  };
}

/** Ends one wait of the signed-in shopper; 404 for anyone else's or one already over. */
export async function cancelUserStockAlert(db: Db, userId: number, id: number): Promise<StockAlertList> {
  if (!(await cancelUserAlert(db, userId, id, new Date())))
    throw new ApiError(404, STOCK_ALERT_MESSAGES.notFound);
  return userStockAlerts(db, userId);
}

/**
 * The unsubscribe link: ends every live wait of the contact the link's message went to (the
 * wait it told about is over already). Answers how many ended; an unknown token is a 404.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<{ cancelled: number }> {
  const alert = await selectAlertByToken(db, token);
  if (!alert) throw new ApiError(404, STOCK_ALERT_MESSAGES.unsubscribeNotFound);
  return { cancelled: await cancelContactAlerts(db, alert.channel, alert.contact, new Date()) };
}
