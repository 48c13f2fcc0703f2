// docs/product.md#payments-and-delivery: each way to pay (card, СБП, SberPay, T-Pay, pay in parts) through the built-in test
// provider, which offers them all and ends a payment the ways a bank's page can: paid,
// declined, not confirmed in time, left. Over the API and as a browser without JavaScript.
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
} from './basket.kit';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

// Catalogue pages 30–31 belong to this file (see stockedSizes). Pay-in-parts takes 1 000 ₽ and more.
let sizes: StockedSize[];
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, [30, 31], { count: 9, minQuantity: 2, minPrice: 1_000 });
});

const courier = { deliveryType: 'courier', address: 'Новосибирск, Красный проспект, д. 1' };
const confirm = (auth: Auth, paymentId: number, outcome: string) =>
  call(baseUrl, 'POST', `/api/payments/test/${paymentId}/confirm`, { auth, body: { outcome } });
const orderOf = async (auth: Auth, id: number) =>
  (await call(baseUrl, 'GET', `/api/order/${id}`, { auth })).body;

async function orderPaidBy(paymentMethod: string, size: StockedSize) {
  const auth = await guest(baseUrl);
  await addUnits(baseUrl, auth, size.sizeId, 1);
  const placed = await placeOrder(baseUrl, auth, { ...contacts(), ...courier, paymentMethod });
  expect(placed.status).toBe(201);
  return { auth, order: placed.body.order, redirectUrl: placed.body.redirectUrl as string };
}

describe('ways to pay', () => {
  test('the test provider offers every way, each with its name and a note, then payment on receipt', async () => {
    const answer = await call(baseUrl, 'GET', '/api/payments/methods');
    expect(answer.status).toBe(200);
    const methods = answer.body.methods as { id: string; name: string; note: string }[];
    expect(methods.map((method) => [method.id, method.name])).toEqual([
      ['card', 'Картой онлайн'],
      ['sbp', 'СБП'],
      ['sberpay', 'SberPay'],
      ['tpay', 'T-Pay'],
      ['bnpl', 'Плати частями'],
      ['on_receipt', 'При получении'],
    ]);
    for (const method of methods) expect(method.note.length).toBeGreaterThan(5);
    expect(answer.body.methods[4]).toMatchObject({ minTotal: 1_000, maxTotal: 150_000 });
  });

  test.each([
    ['sbp', 'СБП', 0],
    ['sberpay', 'SberPay', 1],
    ['tpay', 'T-Pay', 2],
    ['bnpl', 'Плати частями', 3],
  ])(
    'an order paid by %s goes to the payment page, which names %s, and paying confirms it',
    async (method, name, i) => {
      const { auth, order, redirectUrl } = await orderPaidBy(method, sizes[i]);
      expect(order).toMatchObject({
        paymentMethod: method,
        paymentMethodName: name,
        paymentStatus: 'pending',
        canPay: true,
      });
      expect(redirectUrl).toBe(`/order/pay/${order.payment.id}`);
      const payment = await call(baseUrl, 'GET', `/api/payments/${order.payment.id}`, { auth });
      expect(payment.body).toMatchObject({
        method,
        methodName: name,
        status: 'pending',
        amount: order.sums.total,
      });
      expect((await confirm(auth, order.payment.id, 'succeeded')).body.status).toBe('succeeded');
      expect(await orderOf(auth, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    },
  );

  test('declined by the bank, or not confirmed in time: the order waits for a new payment', async () => {
    for (const [outcome, i] of [
      ['failed', 4],
      ['timeout', 5],
    ] as const) {
      const { auth, order } = await orderPaidBy('sbp', sizes[i]);
      const ended = await confirm(auth, order.payment.id, outcome);
      expect(ended.body.status).toBe('canceled');
      expect(await orderOf(auth, order.id)).toMatchObject({
        status: 'new',
        paymentStatus: 'failed',
        paymentStatusName: 'Оплата не прошла',
        canPay: true,
      });
      const retry = await call(baseUrl, 'POST', `/api/order/${order.id}/payment`, { auth });
      expect(retry.body.payment.id).not.toBe(order.payment.id);
    }
  });

  test('a shopper who leaves the bank’s page finds the same payment waiting', async () => {
    const { auth, order } = await orderPaidBy('tpay', sizes[6]);
    const left = await confirm(auth, order.payment.id, 'abandoned');
    expect(left.status).toBe(200);
    expect(left.body.status).toBe('pending');
    expect(await orderOf(auth, order.id)).toMatchObject({ paymentStatus: 'pending', canPay: true });
    const again = await call(baseUrl, 'POST', `/api/order/${order.id}/payment`, { auth });
    expect(again.body.payment.id).toBe(order.payment.id);
    expect(again.body.redirectUrl).toBe(`/order/pay/${order.payment.id}`);
  });

  test('an unknown way to pay is refused beside its field', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, sizes[7].sizeId, 1);
    const refused = await placeOrder(baseUrl, auth, { ...contacts(), ...courier, paymentMethod: 'qiwi' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ property: 'paymentMethod', message: 'Выбери способ оплаты' }]);
  });
});

describe('checkout without JavaScript', () => {
  test('offers every way with its mark; СБП leads to the payment page, a decline back to the order', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(sizes[8].sizeId),
      returnTo: '/cart/',
    });
    const page = await shopper.get('/order/make');
    const html = await page.text();
    for (const method of ['card', 'sbp', 'sberpay', 'tpay', 'bnpl', 'on_receipt']) {
      expect(html).toMatch(new RegExp(`name="paymentMethod"[^>]*value="${method}"`));
      expect(html).toContain(`data-payment-icon="${method}"`);
    }
    const text = shownText(html);
    for (const name of ['СБП', 'SberPay', 'T-Pay', 'Плати частями']) expect(text).toContain(name);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];

    const placed = await shopper.post('/order/make', {
      idempotencyKey: key,
      name: 'Анна',
      lastName: 'Смирнова',
      phone: '+7 (999) 000-11-22',
      email: 'anna@example.ru',
      deliveryType: 'courier',
      address: 'Красный проспект, д. 1',
      flat: '5',
      paymentMethod: 'sbp',
      agreement: 'on',
    });
    expect(placed.status).toBe(303);
    const payPath = placed.headers.get('location')!;
    expect(payPath).toMatch(/^\/order\/pay\/\d+$/);
    const payText = shownText(await (await shopper.get(payPath)).text());
    expect(payText).toContain('Способ оплаты: СБП');
    for (const label of ['Оплатить', 'Банк отклонил', 'Не подтвердить вовремя', 'Отменить']) {
      expect(payText).toContain(label);
    }

    const declined = await shopper.post(payPath, { outcome: 'failed' });
    expect(declined.status).toBe(303);
    const done = shownText(await (await shopper.get(declined.headers.get('location')!)).text());
    expect(done).toContain('Оплата не прошла');
    expect(done).toContain('Заказ ждёт оплаты через СБП.');
  });
});
