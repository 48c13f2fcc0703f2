// docs/product.md#payments-and-delivery: a paid order cancelled (by the shopper before it ships, or by the shop) gets its
// money back through the provider, with the points undone; the shop can send back a part.
// Here through the built-in test provider, whose refunds go through at once; YooKassa's
// refunds, receipts and notifications are in payment-yookassa.test.ts.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { signIn } from '../mocks/sms-sign-in';
import { TEST_ADMIN_PHONES } from '../setup/server';
import {
  addUnits,
  type Auth,
  call,
  contacts,
  placeOrder,
  type StockedSize,
  stockedSizes,
  user,
} from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 32–33 belong to this file (see stockedSizes).
let sizes: StockedSize[];
let admin: Auth;
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, [32, 33], { count: 6, minQuantity: 3, minPrice: 2_000 });
  admin = (await signIn({ baseUrl, dataDir }, TEST_ADMIN_PHONES.refunds)).auth;
});

const courier = { deliveryType: 'courier', address: 'Новосибирск, ул. Ленина, д. 5' };
const orderOf = async (auth: Auth, id: number) =>
  (await call(baseUrl, 'GET', `/api/order/${id}`, { auth })).body;
const balanceOf = async (auth: Auth) =>
  (await call(baseUrl, 'GET', '/api/user/current', { auth })).body.bonusBalance as number;
const setStatus = (id: number, status: string) =>
  call(baseUrl, 'POST', `/api/order/${id}/status`, { auth: admin, body: { status, note: '' } });
const refund = (id: number, body: Record<string, unknown>, auth = admin) =>
  call(baseUrl, 'POST', `/api/order/${id}/refund`, { auth, body });

/** A member's order of one size, paid through the test provider with `method`. */
async function paidOrder(
  member: { auth: Auth; phone: string },
  size: StockedSize,
  method = 'sbp',
  bonusAmount = 0,
) {
  await addUnits(baseUrl, member.auth, size.sizeId, 1);
  const placed = await placeOrder(baseUrl, member.auth, {
    ...contacts(member.phone),
    ...courier,
    paymentMethod: method,
    bonusAmount,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.order;
  const paid = await call(baseUrl, 'POST', `/api/payments/test/${order.payment.id}/confirm`, {
    auth: member.auth,
    body: { outcome: 'succeeded' },
  });
  expect(paid.body.status).toBe('succeeded');
  return order as { id: number; sums: { total: number; bonuses: number }; bonusEarned: number };
}

describe('refunds', () => {
  test('the shopper cancels a paid order before it ships: money back, spent points back, earned ones taken', async () => {
    const member = await user({ baseUrl, dataDir });
    const first = await paidOrder(member, sizes[0]);
    const earned = first.bonusEarned;
    expect(await balanceOf(member.auth)).toBe(earned);

    // Points pay at most 30 % of the goods (BONUS_SPEND_MAX_PERCENT).
    const spend = Math.min(earned, Math.floor(sizes[1].price * 0.3));
    const second = await paidOrder(member, sizes[1], 'tpay', spend);
    expect(second.sums.bonuses).toBeGreaterThan(0);
    expect(await balanceOf(member.auth)).toBe(earned - second.sums.bonuses + second.bonusEarned);
    expect(await orderOf(member.auth, second.id)).toMatchObject({ status: 'confirmed', canCancel: true });
    expect((await setStatus(second.id, 'assembling')).status).toBe(200);

    const cancelled = await call(baseUrl, 'POST', `/api/order/${second.id}/cancel`, { auth: member.auth });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paymentStatusName: 'Деньги вернули',
      canCancel: false,
      canPay: false,
    });
    expect(await balanceOf(member.auth)).toBe(earned);
  });

  test('once shipped the shopper cannot cancel; the shop can, and the money goes back', async () => {
    const member = await user({ baseUrl, dataDir });
    const order = await paidOrder(member, sizes[2], 'card');
    for (const status of ['assembling', 'shipped'])
      expect((await setStatus(order.id, status)).status).toBe(200);
    const refused = await call(baseUrl, 'POST', `/api/order/${order.id}/cancel`, { auth: member.auth });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Этот заказ уже нельзя отменить');

    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await balanceOf(member.auth)).toBe(0);
  });

  test('the shop sends back a part, then the rest; nothing more after that', async () => {
    const member = await user({ baseUrl, dataDir });
    const order = await paidOrder(member, sizes[3], 'sberpay');
    const part = await refund(order.id, { amount: 1_000 });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_refunded',
      paymentStatusName: 'Часть денег вернули',
    });

    const tooMuch = await refund(order.id, { amount: order.sums.total });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(`Вернуть можно не больше ${order.sums.total - 1_000} ₽`);

    const rest = await refund(order.id, {});
    expect(rest.body.paymentStatus).toBe('refunded');
    const again = await refund(order.id, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('По этому заказу нечего возвращать');
  });

  test('only the shop refunds, with a whole positive sum; an order paid on receipt has nothing to send back', async () => {
    const member = await user({ baseUrl, dataDir });
    const order = await paidOrder(member, sizes[4]);
    expect((await refund(order.id, {}, member.auth)).status).toBe(403);
    for (const amount of [0, -5, 10.5, 'сто']) {
      const bad = await refund(order.id, { amount });
      expect(bad.status).toBe(400);
    }
    expect((await refund(999_999_999, {})).status).toBe(404);

    await addUnits(baseUrl, member.auth, sizes[5].sizeId, 1);
    const onReceipt = await placeOrder(baseUrl, member.auth, {
      ...contacts(member.phone),
      ...courier,
      paymentMethod: 'on_receipt',
    });
    expect((await refund(onReceipt.body.order.id, {})).status).toBe(409);
    const cancelled = await call(baseUrl, 'POST', `/api/order/${onReceipt.body.order.id}/cancel`, {
      auth: member.auth,
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
  });
});
