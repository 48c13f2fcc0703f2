// GET /api/admin/orders: the shop's view of every order with the campaign or ad click that
// brought it (docs/decisions/0006-orders-api.md), so the business sees which campaign sold what.
import type { ClickIdRecord, UtmData } from '../contract/attribution';
import type { AdminOrder, AdminOrderList } from '../contract/admin-order';
import type { DeliveryType, OrderStatus, PaymentMethod, PaymentStatus } from '../contract/order';
import type { DbOrTx } from '../db/client.server';
import { type OrderAttributionRow, selectOrdersWithAttribution } from './attribution.queries.server';
import type { OrderRow } from './order.queries.server';
import { STATUS_NAMES } from './order-status';
import { sumsView } from './order-view.server';

/** Orders per page of the admin list: enough for a screen, small enough to answer fast. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

function utmView(row: OrderAttributionRow | null): UtmData | null {
  if (!row || row.utmMedium === null || row.utmUrl === null || row.utmCapturedAt === null) return null;
  return {
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    url: row.utmUrl,
    capturedAt: row.utmCapturedAt.toISOString(),
  };
}

function clickView(row: OrderAttributionRow | null): ClickIdRecord | null {
  if (!row || row.yclid === null || row.clickAt === null || row.clickSessionId === null) return null;
  return {
    timestamp: row.clickAt.toISOString(),
    sessionId: row.clickSessionId,
    yclid: row.yclid,
    source: 'yandex',
    additionalInfo: {
      referrer: row.clickReferrer,
      userAgent: row.clickUserAgent,
      language: row.clickLanguage,
      landingUrl: row.clickLandingUrl ?? '',
      screenWidth: row.clickScreenWidth,
      screenHeight: row.clickScreenHeight,
    },
  };
}

/** One order as the admin list shows it. */
export function adminOrderView(order: OrderRow, attribution: OrderAttributionRow | null): AdminOrder {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status,
    statusName: STATUS_NAMES[status],
    deliveryType: order.deliveryType as DeliveryType,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    promoCode: order.promoCode,
    sums: sumsView(order),
    attribution: { utm: utmView(attribution), clickId: clickView(attribution) },
  };
}

/** A page of every order, newest first; a page past the last is empty, not an error. */
export async function listAdminOrders(db: DbOrTx, page: number): Promise<AdminOrderList> {
  const size = ADMIN_ORDERS_PAGE_SIZE;
  const { rows, total } = await selectOrdersWithAttribution(db, size, (page - 1) * size);
  return {
    orders: rows.map(({ order, attribution }) => adminOrderView(order, attribution)),
    totalItems: total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / size)),
    pageSize: size,
  };
}
