// Orders written straight into the database, for data tests that need order history (the
// co-purchase counts of 'С этим покупают'): one line per size, the rest of the order fixed.
import type { DbOrTx } from '~/commerce/db/client.server';
import { orderItems, orders } from '~/commerce/db/schema';

/** An order numbered `number` in `status` with one pair of each size of `sizeIds`. */
export async function insertOrderOf(
  db: DbOrTx,
  number: string,
  status: string,
  sizeIds: number[],
): Promise<void> {
  const [placed] = await db
    .insert(orders)
    .values({
      number,
      status,
      phone: '+79990001122',
      name: 'Анна',
      lastName: 'Смирнова',
      email: '',
      cityId: 216,
      deliveryType: 'courier',
      paymentMethod: 'on_receipt',
      itemsSum: 10_000,
      total: 10_000,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    sizeIds.map((sizeId) => ({
      orderId: placed.id,
      sizeId,
      productCode: 'T',
      name: 'Кеды',
      colorName: 'белый',
      sizeRu: '42',
      pricePerItem: 5_000,
      count: 1,
    })),
  );
}
