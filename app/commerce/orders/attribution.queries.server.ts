import { count, desc, eq } from 'drizzle-orm';
import type { OrderAttribution } from '../contract/attribution';
import type { DbOrTx } from '../db/client.server';
import { orderAttributions, orders } from '../db/schema';
import type { OrderRow } from './order.queries.server';

export type OrderAttributionRow = typeof orderAttributions.$inferSelect;

/** Keeps where an order came from; nothing is written for an order that carried no attribution. */
export async function insertOrderAttribution(
  tx: DbOrTx,
  orderId: number,
  attribution: OrderAttribution | undefined,
): Promise<void> {
  const utm = attribution?.utm ?? null;
  const click = attribution?.clickId ?? null;
  if (!utm && !click) return;
  await tx.insert(orderAttributions).values({
    orderId,
    utmSource: utm?.utm_source,
    utmMedium: utm?.utm_medium,
    utmCampaign: utm?.utm_campaign,
    utmTerm: utm?.utm_term,
    utmContent: utm?.utm_content,
    utmUrl: utm?.url,
    utmCapturedAt: utm ? new Date(utm.capturedAt) : null,
    yclid: click?.yclid,
    clickSource: click?.source,
    clickSessionId: click?.sessionId,
    clickAt: click ? new Date(click.timestamp) : null,
    clickReferrer: click?.additionalInfo.referrer,
    clickUserAgent: click?.additionalInfo.userAgent,
    clickLanguage: click?.additionalInfo.language,
    clickLandingUrl: click?.additionalInfo.landingUrl,
    clickScreenWidth: click?.additionalInfo.screenWidth,
    clickScreenHeight: click?.additionalInfo.screenHeight,
  });
}

/** A page of every order, newest first, each with its attribution row (if any), and the total. */
export async function selectOrdersWithAttribution(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: { order: OrderRow; attribution: OrderAttributionRow | null }[]; total: number }> {
  const rows = await db
    .select({ order: orders, attribution: orderAttributions })
    .from(orders)
    .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(orders);
  return { rows, total: Number(total) };
}
