import { expect, test, vi } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';
import { bonusHistoryPage } from './bonus-history.server';
import { insertUserUnlessExists } from '../customers/users.queries.server';
import { orders, payments, refunds } from '../db/schema';
import { changeOrderStatus } from '../orders/order-lifecycle.server';
import { earningLevel } from './member-level.server';
import { selectYearPurchases } from './purchases.queries.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0));
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

forEachEngine('purchases over 12 months', (ctx) => {
  let phone = 0;
  let number = 0;
  const newUser = async () =>
    (await insertUserUnlessExists(ctx.db, `+7977${String(++phone).padStart(7, '0')}`)).user.id;

  /** An order as checkout and payment leave it; only what the rules look at varies. */
  async function order(
    userId: number | null,
    fields: Partial<typeof orders.$inferInsert> & { itemsSum: number },
  ): Promise<number> {
    const [row] = await ctx.db
      .insert(orders)
      .values({
        number: `T-${++number}`,
        userId,
        status: 'confirmed',
        phone: '+79770000000',
        name: 'Анна',
        lastName: 'Смирнова',
        email: 'anna@example.ru',
        cityId: 1,
        deliveryType: 'courier',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        total: fields.itemsSum,
        createdAt: daysAgo(3),
        paidAt: daysAgo(2),
        ...fields,
      })
      .returning({ id: orders.id });
    return row.id;
  }

  test('counts paid, not cancelled orders of the last 365 days: goods after promo, without delivery', async () => {
    const member = await newUser();
    const stranger = await newUser();
    // Counted: 20 000 − 2 000 promo (delivery and spent points do not matter) …
    await order(member, { itemsSum: 20_000, discount: 2_000, deliveryFee: 390, bonusSpent: 1_000 });
    // … an on-receipt order handed over (done is paid) …
    await order(member, { itemsSum: 5_000, status: 'done', paymentMethod: 'on_receipt' });
    // … and one paid 364 days ago.
    await order(member, { itemsSum: 1_000, createdAt: daysAgo(364), paidAt: daysAgo(364) });
    // Not counted: waiting for money, payment failed, shipped but to be paid on receipt,
    // paid 366 days ago, another member's, a guest's.
    await order(member, { itemsSum: 50_000, status: 'new', paymentStatus: 'pending', paidAt: null });
    await order(member, { itemsSum: 40_000, status: 'new', paymentStatus: 'failed', paidAt: null });
    await order(member, {
      itemsSum: 45_000,
      status: 'shipped',
      paymentMethod: 'on_receipt',
      paymentStatus: 'pending',
      paidAt: null,
    });
    await order(member, { itemsSum: 70_000, createdAt: daysAgo(370), paidAt: daysAgo(366) });
    await order(stranger, { itemsSum: 80_000 });
    await order(null, { itemsSum: 90_000 });

    expect(await selectYearPurchases(ctx.db, member, NOW)).toBe(24_000);
    expect(await selectYearPurchases(ctx.db, stranger, NOW)).toBe(80_000);
  });

  test('a paid order the shop cancels stops counting, and the level falls back', async () => {
    const member = await newUser();
    await order(member, { itemsSum: 10_000 });
    const big = await order(member, { itemsSum: 25_000 });
    expect(await selectYearPurchases(ctx.db, member, NOW)).toBe(35_000);
    expect((await earningLevel(ctx.db, member, NOW)).name).toBe('Темп');

    await changeOrderStatus(ctx.db, big, 'cancelled', 'Отменён магазином');
    expect(await selectYearPurchases(ctx.db, member, NOW)).toBe(10_000);
    expect((await earningLevel(ctx.db, member, NOW)).name).toBe('Старт');
  });

  test('money the shop sent back for part of an order comes off the year’s purchases', async () => {
    const member = await newUser();
    const kept = await order(member, {
      itemsSum: 20_000,
      discount: 1_000,
      paymentStatus: 'partially_refunded',
    });
    const [payment] = await ctx.db
      .insert(payments)
      .values({ orderId: kept, provider: 'test', status: 'succeeded', amount: 19_000 })
      .returning();
    const refund = { orderId: kept, paymentId: payment.id, provider: 'test', idempotenceKey: 'k' };
    await ctx.db.insert(refunds).values([
      { ...refund, amount: 4_000, status: 'succeeded' },
      // One the provider refused, and one still on its way, have not given anything back.
      { ...refund, amount: 2_000, status: 'canceled' },
      { ...refund, amount: 3_000, status: 'pending' },
    ]);
    expect(await selectYearPurchases(ctx.db, member, NOW)).toBe(15_000);
    await order(member, { itemsSum: 9_000, paymentStatus: 'refunded' });
    expect(await selectYearPurchases(ctx.db, member, NOW)).toBe(15_000);
  });

  test('a member with nothing bought, and a guest, earn at «Старт»', async () => {
    const member = await newUser();
    expect(await selectYearPurchases(ctx.db, member, NOW)).toBe(0);
    expect((await earningLevel(ctx.db, member, NOW)).code).toBe('start');
    expect((await earningLevel(ctx.db, null, NOW)).code).toBe('start');
  });

  test('the bonus history answer tells the level, the year’s purchases and what is left', async () => {
    const member = await newUser();
    await order(member, { itemsSum: 32_500, discount: 500 });
    const page = await bonusHistoryPage(ctx.db, member, 1, NOW);
    expect(page).toMatchObject({
      success: true,
      level: { code: 'temp', name: 'Темп', rate: 7 },
      yearPurchases: 32_000,
      nextLevel: { code: 'record', name: 'Рекорд', rate: 10, remaining: 68_000 },
    });

    await order(member, { itemsSum: 70_000 });
    expect(await bonusHistoryPage(ctx.db, member, 1, NOW)).toMatchObject({
      level: { code: 'record', name: 'Рекорд', rate: 10 },
      yearPurchases: 102_000,
      nextLevel: null,
    });
  });
});
