import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { orders, refunds } from '../db/schema';

/** How far back purchases count towards a loyalty level. */
export const PURCHASE_WINDOW_DAYS = 365;

const DAY = 86_400_000;

/** The first moment of the window that ends at `now`. */
export function purchaseWindowStart(now: Date): Date {
  return new Date(now.getTime() - PURCHASE_WINDOW_DAYS * DAY);
}

/**
 * A member's purchases over the last 365 days, ₽: Σ (items_sum − discount) of their orders,
 * i.e. the goods after the promo discount, without delivery. Points spent on an order are a
 * way of paying for it, so they do not lower the sum.
 *
 * Which orders: payment_status = 'paid' and status ≠ 'cancelled', dated by paid_at.
 * - A purchase is money received, the same moment points are credited: a card order turns
 *   'paid' when the provider confirms it, an on-receipt order when it is handed over ('done'
 *   marks it paid). Statuses alone would not do: an on-receipt order is confirmed, assembled
 *   and shipped before anyone has paid for it.
 * - A paid order the shop later cancels keeps payment_status 'paid' (the money goes back
 *   outside this table), so the status check leaves it out, as its points are reversed.
 * - A part the shop sent back ('partially_refunded') comes off the order's sum; an order
 *   refunded in full ('refunded') no longer counts.
 * - 'pending', 'failed' and 'not_required' (never set for a sale) are not purchases.
 * - paid_at rather than created_at: an order placed 13 months ago and paid on receipt
 *   11 months ago is a purchase of 11 months ago.
 */
export async function selectYearPurchases(db: DbOrTx, userId: number, now: Date): Promise<number> {
  // Money sent back for part of an order (docs/product.md#payments-and-delivery) was not kept: it comes off that order's goods.
  const refunded = sql`coalesce((SELECT sum(${refunds.amount}) FROM ${refunds}
    WHERE ${refunds.orderId} = ${orders.id} AND ${refunds.status} = 'succeeded'), 0)`;
  const kept = sql`greatest(${orders.itemsSum} - ${orders.discount} - ${refunded}, 0)`;
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${kept}), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
        ne(orders.status, 'cancelled'),
        gte(orders.paidAt, purchaseWindowStart(now)),
      ),
    );
  return row?.sum ?? 0;
}
