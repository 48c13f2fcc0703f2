import { beforeAll, describe, expect, inject, test } from 'vitest';
import {
  addUnits,
  type Auth,
  call,
  contacts,
  guest,
  placeOrder,
  type StockedSize,
  stockedSizes,
  user,
} from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue page 12 belongs to this file (see stockedSizes).
let sizes: StockedSize[];

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 12, { count: 5, minQuantity: 3 });
});

const cardOrder = { deliveryType: 'courier', address: 'Москва, ул. Арбат, д. 10', paymentMethod: 'card' };
const confirm = (auth: Auth, paymentId: number, outcome: unknown) =>
  call(baseUrl, 'POST', `/api/payments/test/${paymentId}/confirm`, { auth, body: { outcome } });
const balanceOf = async (auth: Auth) =>
  (await call(baseUrl, 'GET', '/api/user/current', { auth })).body.bonusBalance as number;

async function orderByCard(auth: Auth, phone: string, size: StockedSize, units = 1) {
  await addUnits(baseUrl, auth, size.sizeId, units);
  const placed = await placeOrder(baseUrl, auth, { ...contacts(phone), ...cardOrder });
  expect(placed.status).toBe(201);
  return placed.body as { order: Record<string, any>; redirectUrl: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('card payment through the built-in test provider', () => {
  test('a card order sends the shopper to our payment page; paying confirms it and credits the points once', async () => {
    const member = await user({ baseUrl, dataDir });
    const size = sizes[0];
    const { order, redirectUrl } = await orderByCard(member.auth, member.phone, size, 2);
    const payment = order.payment;
    expect(payment).toEqual({
      id: expect.any(Number),
      provider: 'test',
      status: 'pending',
      amount: order.sums.total,
      confirmationUrl: `/order/pay/${payment.id}`,
    });
    expect(redirectUrl).toBe(payment.confirmationUrl);
    expect(order).toMatchObject({
      paymentStatus: 'pending',
      paymentStatusName: 'Ожидает оплаты',
      canPay: true,
    });
    expect(order.bonusEarned).toBe(size.bonus * 2);

    const shown = await call(baseUrl, 'GET', `/api/payments/${payment.id}`, { auth: member.auth });
    expect(shown.body).toEqual({
      id: payment.id,
      orderId: order.id,
      orderNumber: order.number,
      provider: 'test',
      status: 'pending',
      amount: order.sums.total,
      method: 'card',
      methodName: 'Картой онлайн',
      confirmationUrl: payment.confirmationUrl,
      returnUrl: `/order/done/${order.id}`,
    });

    const paid = await confirm(member.auth, payment.id, 'succeeded');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    const after = (await call(baseUrl, 'GET', `/api/order/${order.id}`, { auth: member.auth })).body;
    expect(after).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentStatusName: 'Оплачен',
      bonusCredited: true,
      canPay: false,
      // Paid but not yet sent: the shopper may still cancel and get the money back (docs/product.md#payments-and-delivery).
      canCancel: true,
    });
    expect(after.history.map((h: { status: string; note: string }) => [h.status, h.note])).toEqual([
      ['new', ''],
      ['confirmed', 'Оплата получена'],
    ]);
    expect(await balanceOf(member.auth)).toBe(size.bonus * 2);

    const again = await confirm(member.auth, payment.id, 'succeeded');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Платёж уже завершён');
    expect(await balanceOf(member.auth)).toBe(size.bonus * 2);
  });

  test('a failed payment can be retried with a new one; a second request hands back the waiting one', async () => {
    const member = await user({ baseUrl, dataDir });
    const { order } = await orderByCard(member.auth, member.phone, sizes[1]);
    const failed = await confirm(member.auth, order.payment.id, 'failed');
    expect(failed.body.status).toBe('canceled');
    const afterFailure = (await call(baseUrl, 'GET', `/api/order/${order.id}`, { auth: member.auth })).body;
    expect(afterFailure).toMatchObject({
      status: 'new',
      paymentStatus: 'failed',
      paymentStatusName: 'Оплата не прошла',
      canPay: true,
      bonusCredited: false,
    });

    const retry = await call(baseUrl, 'POST', `/api/order/${order.id}/payment`, { auth: member.auth });
    expect(retry.status).toBe(200);
    expect(retry.body.payment).toMatchObject({ status: 'pending', provider: 'test' });
    expect(retry.body.payment.id).not.toBe(order.payment.id);
    expect(retry.body.redirectUrl).toBe(`/order/pay/${retry.body.payment.id}`);
    const same = await call(baseUrl, 'POST', `/api/order/${order.id}/payment`, { auth: member.auth });
    expect(same.body.payment.id).toBe(retry.body.payment.id);

    await confirm(member.auth, retry.body.payment.id, 'succeeded');
    const paid = (await call(baseUrl, 'GET', `/api/order/${order.id}`, { auth: member.auth })).body;
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'confirmed', bonusCredited: true });
    expect(paid.payment.id).toBe(retry.body.payment.id);
  });

  test('only the owner sees and confirms a payment', async () => {
    const member = await user({ baseUrl, dataDir });
    const { order } = await orderByCard(member.auth, member.phone, sizes[2]);
    const stranger = await guest(baseUrl);
    for (const refused of [
      await call(baseUrl, 'GET', `/api/payments/${order.payment.id}`, { auth: stranger }),
      await confirm(stranger, order.payment.id, 'succeeded'),
      await call(baseUrl, 'POST', `/api/order/${order.id}/payment`, { auth: stranger }),
    ]) {
      expect(refused.status).toBe(404);
    }
    expect((await call(baseUrl, 'GET', `/api/payments/${order.payment.id}`)).status).toBe(401);
    expect((await call(baseUrl, 'GET', '/api/payments/abc', { auth: member.auth })).status).toBe(404);
    const bad = await confirm(member.auth, order.payment.id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Выбери результат оплаты');
    expect(
      (await call(baseUrl, 'GET', `/api/order/${order.id}`, { auth: member.auth })).body.paymentStatus,
    ).toBe('pending');
  });

  test('an order paid on receipt has no online payment', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, sizes[3].sizeId, 1);
    const placed = await placeOrder(baseUrl, auth, {
      ...contacts(),
      ...cardOrder,
      paymentMethod: 'on_receipt',
    });
    expect(placed.body.order.payment).toBeNull();
    const refused = await call(baseUrl, 'POST', `/api/order/${placed.body.order.id}/payment`, { auth });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Этот заказ не ждёт оплаты');
  });

  test('a guest pays too, and earns no points', async () => {
    const auth = await guest(baseUrl);
    const { order } = await orderByCard(auth, '+79995554433', sizes[4]);
    expect(order.bonusEarned).toBe(0);
    await confirm(auth, order.payment.id, 'succeeded');
    const paid = (await call(baseUrl, 'GET', `/api/order/${order.id}`, { auth })).body;
    expect(paid).toMatchObject({ paymentStatus: 'paid', bonusEarned: 0 });
  });
});
