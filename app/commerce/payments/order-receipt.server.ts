import { articleLine } from '../catalog/taxonomy/colors';
import type { DbOrTx } from '../db/client.server';
import { ordersConfig } from '../config/orders.server';
import { type OrderRow, selectOrderItems } from '../orders/order.queries.server';
import { buildReceipt, type Receipt } from './receipt';

/**
 * The fiscal receipt of an order's online payment (54-ФЗ): its lines as bought, delivery as a
 * service line, the promo discount and points spread over the lines, the shopper's email and
 * phone for the receipt to reach them. `total` is what this payment carries (a refund of a part
 * passes its own).
 */
export async function orderReceipt(db: DbOrTx, order: OrderRow, total = order.total): Promise<Receipt> {
  const config = ordersConfig();
  const items = await selectOrderItems(db, order.id);
  // A part sent back is goods first; delivery is in it only once it reaches past the goods.
  const goodsPaid = order.total - order.deliveryFee;
  const delivery = total > goodsPaid ? Math.min(order.deliveryFee, total) : 0;
  return buildReceipt({
    lines: items.map((item) => ({
      description: articleLine(item.name, item.colorName, `р. ${item.sizeRu}`),
      quantity: item.count,
      price: item.pricePerItem,
    })),
    delivery,
    total,
    customer: { email: order.email || undefined, phone: order.phone },
    vatCode: config.RECEIPT_VAT_CODE,
    paymentMode: config.RECEIPT_PAYMENT_MODE,
  });
}
