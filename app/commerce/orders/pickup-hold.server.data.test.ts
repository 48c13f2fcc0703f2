import { sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { insertUserUnlessExists } from '../customers/users.queries.server';
import { orderItems, orders } from '../db/schema';
import { selectOutboxByTopic } from '../messages/outbox.queries.server';
import { changeOrderStatus } from './order-lifecycle.server';
import { selectOrderById, selectOrderHistory } from './order.queries.server';
import { sweepPickupHolds } from './pickup-hold.server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const MINUTE = 60_000;
const HOLD = 3 * 24 * 60 * MINUTE; // "Заказ ждёт в магазине 3 дня" — written here independently of the code
/** The moment each test's order became ready for pickup (a Moscow afternoon). */
const READY_AT = new Date('2026-11-24T12:00:00Z');

forEachEngine(
  'the pickup hold',
  (ctx) => {
    let phones = 0;
    let numbers = 0;

    const stockOf = async (sizeId: number, shopId: number) =>
      Number(
        (
          await queryRows<{ quantity: number }>(
            ctx.db,
            sql`SELECT quantity FROM stock WHERE size_id = ${sizeId} AND shop_id = ${shopId}`,
          )
        )[0].quantity,
      );
    const balanceOf = async (userId: number) =>
      Number(
        (
          await queryRows<{ b: number }>(
            ctx.db,
            sql`SELECT bonus_balance AS b FROM users WHERE id = ${userId}`,
          )
        )[0].b,
      );

    /**
     * A member with 1 000 points places a pickup order for 2 units of a size a shop holds,
     * pays 300 of it with points, pays the rest on receipt (earning 500), and the shop makes
     * it ready at READY_AT. Set up as checkout and the shop leave it.
     */
    async function readyPickupOrder() {
      const phone = `+7966${String(++phones).padStart(7, '0')}`;
      const userId = (await insertUserUnlessExists(ctx.db, phone)).user.id;
      await ctx.db.execute(sql`UPDATE users SET bonus_balance = 700 WHERE id = ${userId}`);
      const [held] = await queryRows<{ sizeId: number; shopId: number; quantity: number }>(
        ctx.db,
        sql`SELECT size_id AS "sizeId", shop_id AS "shopId", quantity FROM stock WHERE quantity >= 2
            ORDER BY size_id, shop_id OFFSET ${phones} LIMIT 1`,
      );
      const sizeId = Number(held.sizeId);
      const shopId = Number(held.shopId);
      await ctx.db.execute(
        sql`UPDATE stock SET quantity = quantity - 2 WHERE size_id = ${sizeId} AND shop_id = ${shopId}`,
      );
      const before = Number(held.quantity);
      const [order] = await ctx.db
        .insert(orders)
        .values({
          number: `PH-${++numbers}`,
          userId,
          status: 'assembling',
          phone,
          name: 'Анна',
          lastName: 'Смирнова',
          email: '',
          cityId: 216,
          deliveryType: 'pickup',
          shopId,
          paymentMethod: 'on_receipt',
          itemsSum: 10_000,
          bonusSpent: 300,
          total: 9_700,
          bonusEarned: 500,
        })
        .returning({ id: orders.id });
      await ctx.db.insert(orderItems).values({
        orderId: order.id,
        sizeId,
        productCode: 'T',
        name: 'Кеды',
        colorName: 'белый',
        sizeRu: '42',
        pricePerItem: 5_000,
        count: 2,
        stockTaken: [{ shopId, quantity: 2 }],
      });
      await changeOrderStatus(ctx.db, order.id, 'ready_for_pickup', '');
      await ctx.db.execute(
        sql`UPDATE order_status_history SET created_at = ${READY_AT.toISOString()}::timestamptz
            WHERE order_id = ${order.id} AND status = 'ready_for_pickup'`,
      );
      return { id: order.id, number: `PH-${numbers}`, userId, phone, sizeId, shopId, stockBefore: before };
    }

    const sweepAt = (now: Date) =>
      sweepPickupHolds({ db: ctx.db, now: () => now, origin: 'https://shag.example' });
    const expiredSms = (id: number) => selectOutboxByTopic(ctx.db, `order_pickup_expired:${id}`);

    test('kept a minute before the hold ends; cancelled once a minute after: stock and points back, one SMS', async () => {
      const o = await readyPickupOrder();
      await sweepAt(new Date(READY_AT.getTime() + HOLD - MINUTE));
      expect((await selectOrderById(ctx.db, o.id))!.status).toBe('ready_for_pickup');
      expect(await stockOf(o.sizeId, o.shopId)).toBe(o.stockBefore - 2);
      expect(await expiredSms(o.id)).toEqual([]);

      const after = new Date(READY_AT.getTime() + HOLD + MINUTE);
      await sweepAt(after);
      await sweepAt(new Date(after.getTime() + 10 * MINUTE));
      expect((await selectOrderById(ctx.db, o.id))!.status).toBe('cancelled');
      expect(await stockOf(o.sizeId, o.shopId)).toBe(o.stockBefore);
      // 700 left after spending 300: the 300 come back, the 500 to be earned never arrive.
      expect(await balanceOf(o.userId)).toBe(1_000);
      const history = await selectOrderHistory(ctx.db, o.id);
      expect(history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Заказ не забрали за 3 дня' });
      expect(history.filter((row) => row.status === 'cancelled')).toHaveLength(1);
      const sms = await expiredSms(o.id);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ channel: 'sms', recipient: o.phone });
      expect(sms[0].text).toContain(`заказ ${o.number} ждал тебя в магазине 3 дня, и мы его отменили`);
      expect(sms[0].text).toContain('https://shag.example/delivery/order-tracking?number=');
    });

    test('a day before the end the shopper is reminded once, with the moment the hold ends', async () => {
      const o = await readyPickupOrder();
      const topic = `order_pickup_reminder:${o.id}`;
      await sweepAt(new Date(READY_AT.getTime() + HOLD - 24 * 60 * MINUTE - MINUTE));
      expect(await selectOutboxByTopic(ctx.db, topic)).toEqual([]);
      await sweepAt(new Date(READY_AT.getTime() + HOLD - 24 * 60 * MINUTE + MINUTE));
      await sweepAt(new Date(READY_AT.getTime() + HOLD - 60 * MINUTE));
      // The ready SMS, sent when the shop made it ready (that moment is now, not READY_AT), names an end too.
      const [ready] = await selectOutboxByTopic(ctx.db, `order_ready_for_pickup:${o.id}`);
      expect(ready.text).toMatch(
        new RegExp(`заказ ${o.number} готов, забирай в магазине .+ до \\d+ [а-я]+, \\d\\d:\\d\\d мск`),
      );
      const reminders = await selectOutboxByTopic(ctx.db, topic);
      expect(reminders).toHaveLength(1);
      // Ready 24 Nov 15:00 Moscow time: it waits until 27 Nov 15:00.
      expect(reminders[0].text).toContain(`заказ ${o.number} ждёт тебя в магазине до 27 ноября, 15:00 мск`);
      expect((await selectOrderById(ctx.db, o.id))!.status).toBe('ready_for_pickup');
      await changeOrderStatus(ctx.db, o.id, 'done', ''); // collected after the reminder
    });

    test('an order collected in time is never touched', async () => {
      const o = await readyPickupOrder();
      await changeOrderStatus(ctx.db, o.id, 'done', '');
      await sweepAt(new Date(READY_AT.getTime() + HOLD + MINUTE));
      expect((await selectOrderById(ctx.db, o.id))!.status).toBe('done');
      expect(await expiredSms(o.id)).toEqual([]);
      expect(await balanceOf(o.userId)).toBe(700 + 500);
    });

    test('an order paid online stays past the hold: the shop cancels and refunds it by hand', async () => {
      const o = await readyPickupOrder();
      await ctx.db.execute(
        sql`UPDATE orders SET payment_method = 'card', payment_status = 'paid' WHERE id = ${o.id}`,
      );
      await sweepAt(new Date(READY_AT.getTime() + HOLD - 60 * MINUTE));
      await sweepAt(new Date(READY_AT.getTime() + HOLD + MINUTE));
      expect((await selectOrderById(ctx.db, o.id))!.status).toBe('ready_for_pickup');
      expect(await expiredSms(o.id)).toEqual([]);
      expect(await selectOutboxByTopic(ctx.db, `order_pickup_reminder:${o.id}`)).toEqual([]);
      await changeOrderStatus(ctx.db, o.id, 'done', ''); // collected late
    });

    test('two sweeps at once cancel each order once', async () => {
      const a = await readyPickupOrder();
      const b = await readyPickupOrder();
      const after = new Date(READY_AT.getTime() + HOLD + MINUTE);
      const results = await Promise.all([sweepAt(after), sweepAt(after), sweepAt(after)]);
      expect(results.reduce((n, r) => n + r.cancelled, 0)).toBe(2);
      for (const o of [a, b]) {
        expect((await selectOrderById(ctx.db, o.id))!.status).toBe('cancelled');
        expect(await stockOf(o.sizeId, o.shopId)).toBe(o.stockBefore);
        expect(await balanceOf(o.userId)).toBe(1_000);
        expect(await expiredSms(o.id)).toHaveLength(1);
      }
    });
  },
  { seed: { products: 20 } },
);
