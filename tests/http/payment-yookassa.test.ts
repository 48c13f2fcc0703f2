// YooKassa flows end to end inside the commerce services: a copy of the seeded test database,
// the real provider code, and msw standing in for api.yookassa.ru. The HTTP route of the
// notification is checked against the running server at the end.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { addToBasket } from '~/commerce/basket/basket.server';
import type { BasketOwner } from '~/commerce/basket/basket.queries.server';
import { type DatabaseHandle, openDatabase } from '~/commerce/db/client.server';
import { bonusTransactions, orders, payments, users } from '~/commerce/db/schema';
import { resetOrdersConfigForTests } from '~/commerce/config/orders.server';
import { placeOrder, payOrder } from '~/commerce/payments/order-checkout.server';
import { changeOrderStatus } from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { selectPayment } from '~/commerce/payment-records/payment.queries.server';
import { refreshPayment } from '~/commerce/payments/payment.server';
import { selectOrderRefunds } from '~/commerce/payment-records/refund.queries.server';
import {
  REFUND_RETRY,
  refundOrder,
  retryQueuedRefunds,
  sendRefunds,
} from '~/commerce/payments/refund.server';
import { handleYookassaNotification } from '~/commerce/payments/yookassa-notification.server';
import { queryRows } from '../setup/engines';
import { testDataDir } from '../setup/paths';
import { copyTemplate, ensureTemplate } from '../setup/template';
import {
  YOOKASSA_TEST_API,
  YOOKASSA_TEST_SHOP,
  yookassaMock,
  yookassaNotification,
  yookassaRefundNotification,
} from '../mocks/yookassa';
import { call } from './basket.kit';

const baseUrl = inject('baseUrl');
const ORIGIN = 'https://shop.example';
const mock = yookassaMock();
const server = setupServer(...mock.handlers);
const directory = path.join(testDataDir, `yookassa-${process.pid}`);
const settings = {
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: YOOKASSA_TEST_SHOP.shopId,
  YOOKASSA_SECRET_KEY: YOOKASSA_TEST_SHOP.secretKey,
  YOOKASSA_API_URL: YOOKASSA_TEST_API,
  YOOKASSA_PAYMENT_METHODS: 'card,sbp',
  // A hung YooKassa is given up on quickly here (10 s in production).
  YOOKASSA_TIMEOUT_MS: '300',
};
let handle: DatabaseHandle;
let sizeIds: number[];
let next = 0;

beforeAll(async () => {
  await ensureTemplate();
  copyTemplate(directory);
  handle = await openDatabase({ directory: path.join(directory, 'pglite') });
  Object.assign(process.env, settings);
  resetOrdersConfigForTests();
  // Sizes with plenty of stock, straight from the copy's catalogue (this database is ours alone).
  const rows = await queryRows<{ size_id: number }>(
    handle.db,
    sql`SELECT size_id FROM stock GROUP BY size_id HAVING SUM(quantity) >= 5 ORDER BY size_id LIMIT 20`,
  );
  sizeIds = rows.map((r) => Number(r.size_id));
  // Calls to our own test server go through; anything else unmocked is a test bug.
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!request.url.startsWith(baseUrl)) print.error();
    },
  });
}, 180_000);

afterAll(async () => {
  server.close();
  for (const key of Object.keys(settings)) delete process.env[key];
  resetOrdersConfigForTests();
  await handle?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

beforeEach(() => {
  mock.failWith = null;
  mock.delayMs = null;
  mock.refundStatus = 'succeeded';
});

/** A new user with a basket line, ordering it by card: the order answer and the user. */
async function cardOrder(
  paymentMethod: 'card' | 'sbp' | 'on_receipt' = 'card',
  { units = 1, bonusAmount = 0 }: { units?: number; bonusAmount?: number } = {},
) {
  const phone = `+7999${String(Date.now()).slice(-5)}${String(next).padStart(2, '0')}`;
  const [row] = await handle.db.insert(users).values({ phone, bonusBalance: bonusAmount }).returning();
  const owner: BasketOwner = { kind: 'user', userId: row.id };
  await addToBasket(handle.db, owner, { productId: sizeIds[next++], quantity: units }, { bonusAmount: 0 });
  const { answer } = await placeOrder(handle.db, {
    owner,
    body: {
      name: 'Олег',
      lastName: 'Кузнецов',
      secondName: '',
      phone: '+79161234567',
      email: 'oleg@example.ru',
      deliveryType: 'courier',
      address: 'Москва, ул. Покровка, д. 3',
      paymentMethod,
      comment: '',
      agreement: true,
      bonusAmount,
    },
    cityId: 216,
    idempotencyKey: randomUUID(),
    origin: ORIGIN,
  });
  return { answer, userId: row.id };
}

const orderRow = async (id: number) => (await selectOrderById(handle.db, id))!;
const balance = async (userId: number) =>
  (await handle.db.select({ b: users.bonusBalance }).from(users).where(eq(users.id, userId)))[0].b;
const earnRows = async (orderId: number) =>
  handle.db
    .select()
    .from(bonusTransactions)
    .where(and(eq(bonusTransactions.orderId, orderId), eq(bonusTransactions.reason, 'order_earn')));
const externalIdOf = async (paymentId: number) => (await selectPayment(handle.db, paymentId))!.externalId!;

describe('YooKassa payments', () => {
  test('an order creates a redirect payment at YooKassa and sends the shopper to its page', async () => {
    const before = mock.requests.length;
    const { answer } = await cardOrder();
    const payment = answer.order.payment!;
    expect(payment).toMatchObject({
      provider: 'yookassa',
      status: 'pending',
      amount: answer.order.sums.total,
    });
    expect(answer.redirectUrl).toBe(payment.confirmationUrl);
    expect(answer.redirectUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);
    const [request] = mock.requests.slice(before);
    expect(request.method).toBe('POST');
    expect(request.idempotenceKey).toBe((await selectPayment(handle.db, payment.id))!.idempotenceKey);
    expect(request.body).toMatchObject({
      amount: { value: `${answer.order.sums.total}.00`, currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${ORIGIN}/order/done/${answer.order.id}` },
      description: `Заказ №${answer.order.number}`,
      metadata: { orderId: String(answer.order.id) },
    });
  });

  test('the payment carries its fiscal receipt: lines less the points to the kopeck, delivery apart, the contacts', async () => {
    const before = mock.requests.length;
    // 101 points over 3 units do not divide: the line splits in positions a kopeck apart.
    const { answer } = await cardOrder('sbp', { units: 3, bonusAmount: 101 });
    const order = answer.order;
    expect(order.sums.bonuses).toBe(101);
    const [request] = mock.requests.slice(before);
    const body = request.body as {
      payment_method_data: { type: string };
      receipt: {
        customer: Record<string, string>;
        items: {
          description: string;
          quantity: number;
          amount: { value: string };
          vat_code: number;
          payment_mode: string;
          payment_subject: string;
        }[];
      };
    };
    expect(body.payment_method_data).toEqual({ type: 'sbp' });
    expect(body.receipt.customer).toEqual({ email: 'oleg@example.ru', phone: '79161234567' });
    const goods = body.receipt.items.filter((item) => item.payment_subject === 'commodity');
    const delivery = body.receipt.items.filter((item) => item.payment_subject === 'service');
    expect(goods.reduce((units, item) => units + item.quantity, 0)).toBe(3);
    const kopecks = (items: typeof goods) =>
      items.reduce((sum, item) => sum + Math.round(Number(item.amount.value) * 100) * item.quantity, 0);
    expect(kopecks(goods)).toBe((order.sums.items - order.sums.promoDiscount - 101) * 100);
    if (order.sums.delivery > 0) {
      expect(delivery).toEqual([
        expect.objectContaining({
          description: 'Доставка',
          quantity: 1,
          amount: { value: `${order.sums.delivery}.00`, currency: 'RUB' },
        }),
      ]);
    } else expect(delivery).toEqual([]);
    expect(kopecks(body.receipt.items)).toBe(order.sums.total * 100);
    for (const item of body.receipt.items)
      expect(item).toMatchObject({ vat_code: 11, payment_mode: 'full_prepayment' });
  });

  test('payment.succeeded, checked with YooKassa, marks the order paid and credits its points once', async () => {
    const { answer, userId } = await cardOrder();
    const id = await externalIdOf(answer.order.payment!.id);
    mock.setStatus(id, 'succeeded');
    const fetchesBefore = mock.requests.filter((r) => r.method === 'GET').length;

    await handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id }));
    expect(mock.requests.filter((r) => r.method === 'GET').length).toBe(fetchesBefore + 1);
    const paid = await orderRow(answer.order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'confirmed', bonusCredited: true });
    expect(await balance(userId)).toBe(paid.bonusEarned);
    expect(paid.bonusEarned).toBeGreaterThan(0);

    // YooKassa repeats notifications until it hears 200; repeats change nothing.
    await handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id }));
    await handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id }));
    expect(await balance(userId)).toBe(paid.bonusEarned);
    expect(await earnRows(answer.order.id)).toHaveLength(1);
    expect((await orderRow(answer.order.id)).status).toBe('confirmed');
  });

  test('a forged notification whose re-fetch says not paid changes nothing', async () => {
    const { answer, userId } = await cardOrder();
    const id = await externalIdOf(answer.order.payment!.id);
    // YooKassa still says pending: the body claims success with everything filled in.
    await handleYookassaNotification(
      handle.db,
      yookassaNotification('payment.succeeded', {
        id,
        status: 'succeeded',
        paid: true,
        amount: { value: '1.00', currency: 'RUB' },
      }),
    );
    expect(await orderRow(answer.order.id)).toMatchObject({
      paymentStatus: 'pending',
      status: 'new',
      bonusCredited: false,
    });
    expect((await selectPayment(handle.db, answer.order.payment!.id))!.status).toBe('pending');
    expect(await balance(userId)).toBe(0);
    // About a payment we never made: acknowledged, ignored.
    expect(
      await handleYookassaNotification(
        handle.db,
        yookassaNotification('payment.succeeded', { id: 'forged-id' }),
      ),
    ).toEqual({
      success: true,
    });
  });

  test('payment.canceled marks the payment failed; a retry makes a new YooKassa payment', async () => {
    const { answer } = await cardOrder();
    const firstId = await externalIdOf(answer.order.payment!.id);
    mock.setStatus(firstId, 'canceled');
    await handleYookassaNotification(handle.db, yookassaNotification('payment.canceled', { id: firstId }));
    expect((await orderRow(answer.order.id)).paymentStatus).toBe('failed');
    expect((await selectPayment(handle.db, answer.order.payment!.id))!.status).toBe('canceled');

    const retry = await payOrder(handle.db, await orderRow(answer.order.id), ORIGIN);
    expect(retry.payment!.id).not.toBe(answer.order.payment!.id);
    const secondId = await externalIdOf(retry.payment!.id);
    expect(secondId).not.toBe(firstId);
    expect((await orderRow(answer.order.id)).paymentStatus).toBe('pending');
    mock.setStatus(secondId, 'succeeded');
    await handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id: secondId }));
    expect((await orderRow(answer.order.id)).paymentStatus).toBe('paid');
  });

  test('back from YooKassa before the notification: the status is asked and recorded', async () => {
    const { answer } = await cardOrder();
    const payment = (await selectPayment(handle.db, answer.order.payment!.id))!;
    mock.setStatus(payment.externalId!, 'succeeded');
    await refreshPayment(handle.db, payment);
    expect((await orderRow(answer.order.id)).paymentStatus).toBe('paid');
  });

  test('a YooKassa outage: the order is kept without a payment; a notification is answered 503 to be retried', async () => {
    mock.failWith = 500;
    const { answer } = await cardOrder();
    expect(answer.paymentMessage).toBe('Не получилось начать оплату. Попробуй ещё раз чуть позже');
    expect(answer.redirectUrl).toBe(`/order/done/${answer.order.id}`);
    expect(answer.order).toMatchObject({ paymentStatus: 'pending', canPay: true });

    mock.failWith = null;
    const retry = await payOrder(handle.db, await orderRow(answer.order.id), ORIGIN);
    const id = await externalIdOf(retry.payment!.id);
    mock.setStatus(id, 'succeeded');
    mock.failWith = 503;
    await expect(
      handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id })),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect((await orderRow(answer.order.id)).paymentStatus).toBe('pending');
    mock.failWith = null;
    await handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id }));
    expect((await orderRow(answer.order.id)).paymentStatus).toBe('paid');
  });

  test('paid on receipt: handing the order over marks it paid and credits the points once', async () => {
    const { answer, userId } = await cardOrder('on_receipt');
    for (const status of ['confirmed', 'assembling', 'shipped'] as const) {
      await changeOrderStatus(handle.db, answer.order.id, status, '');
      expect(await balance(userId)).toBe(0);
    }
    await changeOrderStatus(handle.db, answer.order.id, 'done', 'Вручён курьером');
    const done = await orderRow(answer.order.id);
    expect(done).toMatchObject({ status: 'done', paymentStatus: 'paid', bonusCredited: true });
    expect(await balance(userId)).toBe(done.bonusEarned);
    await expect(changeOrderStatus(handle.db, answer.order.id, 'done', '')).rejects.toMatchObject({
      status: 409,
    });
    expect(await earnRows(answer.order.id)).toHaveLength(1);
    const attempts = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.orderId, answer.order.id));
    expect(attempts[0].n).toBe(0);
    expect(
      (await handle.db.select().from(orders).where(eq(orders.id, answer.order.id)))[0].paidAt,
    ).not.toBeNull();
  });
});

/** An order paid at YooKassa (its notification checked), ready to be refunded. */
async function paidAtYookassa() {
  const { answer, userId } = await cardOrder('card', { units: 2 });
  const externalId = await externalIdOf(answer.order.payment!.id);
  mock.setStatus(externalId, 'succeeded');
  await handleYookassaNotification(handle.db, yookassaNotification('payment.succeeded', { id: externalId }));
  expect((await orderRow(answer.order.id)).paymentStatus).toBe('paid');
  return { order: answer.order, userId, externalId };
}

const refundRequests = (since: number) =>
  mock.requests.slice(since).filter((request) => request.method === 'POST' && request.path === '/refunds');

describe('YooKassa refunds', () => {
  test('cancelling a paid order refunds the payment with a receipt of the same sum; points earned are taken back', async () => {
    const { order, userId, externalId } = await paidAtYookassa();
    expect(await balance(userId)).toBe(order.bonusEarned);
    const before = mock.requests.length;
    await changeOrderStatus(handle.db, order.id, 'cancelled', 'Нет в наличии');
    await sendRefunds(handle.db, order.id);

    const [request] = refundRequests(before);
    const body = request.body as {
      payment_id: string;
      amount: { value: string };
      receipt: { items: { quantity: number; amount: { value: string } }[] };
    };
    expect(body.payment_id).toBe(externalId);
    expect(body.amount).toEqual({ value: `${order.sums.total}.00`, currency: 'RUB' });
    const receiptSum = body.receipt.items.reduce(
      (sum, item) => sum + Math.round(Number(item.amount.value) * 100) * item.quantity,
      0,
    );
    expect(receiptSum).toBe(order.sums.total * 100);
    expect(request.idempotenceKey).toMatch(/^refund-/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await balance(userId)).toBe(0);
  });

  test('a refund YooKassa is still processing settles on refund.succeeded, checked with YooKassa, once', async () => {
    const { order } = await paidAtYookassa();
    mock.refundStatus = 'pending';
    await changeOrderStatus(handle.db, order.id, 'cancelled', '');
    await sendRefunds(handle.db, order.id);
    const [refund] = await selectOrderRefunds(handle.db, order.id);
    expect(refund).toMatchObject({ status: 'pending', amount: order.sums.total });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');

    // A notification is only a hint: while YooKassa still says pending nothing changes.
    await handleYookassaNotification(handle.db, yookassaRefundNotification({ id: refund.externalId! }));
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    mock.setRefundStatus(refund.externalId!, 'succeeded');
    const gets = () =>
      mock.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/refunds/')).length;
    const getsBefore = gets();
    await handleYookassaNotification(handle.db, yookassaRefundNotification({ id: refund.externalId! }));
    expect(gets()).toBe(getsBefore + 1);
    expect((await orderRow(order.id)).paymentStatus).toBe('refunded');
    await handleYookassaNotification(handle.db, yookassaRefundNotification({ id: refund.externalId! }));
    expect((await selectOrderRefunds(handle.db, order.id)).map((r) => r.status)).toEqual(['succeeded']);
    // About a refund that is not ours: acknowledged, nothing asked.
    await expect(
      handleYookassaNotification(handle.db, yookassaRefundNotification({ id: `unknown-${randomUUID()}` })),
    ).resolves.toEqual({ success: true });
  });

  test('an outage or a hung YooKassa leaves the refund booked; the next try sends it once', async () => {
    for (const trouble of ['outage', 'timeout'] as const) {
      const { order, externalId } = await paidAtYookassa();
      if (trouble === 'outage') mock.failWith = 500;
      else mock.delayMs = 1_000;
      await changeOrderStatus(handle.db, order.id, 'cancelled', '');
      await sendRefunds(handle.db, order.id);
      const [booked] = await selectOrderRefunds(handle.db, order.id);
      expect(booked).toMatchObject({ status: 'pending', externalId: null });
      expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });

      mock.failWith = null;
      mock.delayMs = null;
      // The hung call reaches YooKassa after we gave up on it; let it land first.
      if (trouble === 'timeout') await new Promise((resolve) => setTimeout(resolve, 1_000));
      const before = mock.requests.length;
      await refundOrder(handle.db, order.id);
      // The timed-out call may have reached YooKassa: the same idempotence key makes it one refund.
      expect(refundRequests(before).map((r) => r.idempotenceKey)).toEqual([booked.idempotenceKey]);
      expect((await orderRow(order.id)).paymentStatus).toBe('refunded');
      expect([...mock.refunds.values()].filter((r) => r.payment_id === externalId)).toHaveLength(1);
      expect(await selectOrderRefunds(handle.db, order.id)).toHaveLength(1);
    }
  });

  test('a refund left booked by an outage is sent again by the retry once it has been idle, and only once', async () => {
    const { order, externalId } = await paidAtYookassa();
    // This order's refund calls only (another test's leftovers may be retried in the same rounds).
    const ours = (since: number) =>
      refundRequests(since).filter((r) => (r.body as { payment_id?: string }).payment_id === externalId);
    mock.failWith = 502;
    await changeOrderStatus(handle.db, order.id, 'cancelled', '');
    await sendRefunds(handle.db, order.id);
    const [booked] = await selectOrderRefunds(handle.db, order.id);
    expect(booked).toMatchObject({ status: 'pending', externalId: null });
    mock.failWith = null;

    // Not yet idle long enough: this round leaves it alone.
    const before = mock.requests.length;
    await retryQueuedRefunds(handle.db, new Date(booked.updatedAt.getTime() + REFUND_RETRY.idleMs - 1_000));
    expect(ours(before)).toHaveLength(0);

    // Later, while YooKassa is still down: tried, still booked, and not again until idle anew.
    const later = new Date(booked.updatedAt.getTime() + REFUND_RETRY.idleMs + 1_000);
    mock.failWith = 503;
    expect(await retryQueuedRefunds(handle.db, later)).toBeGreaterThanOrEqual(1);
    expect((await selectOrderRefunds(handle.db, order.id))[0]).toMatchObject({
      status: 'pending',
      externalId: null,
    });
    mock.failWith = null;
    const secondTry = mock.requests.length;
    await retryQueuedRefunds(handle.db, new Date(later.getTime() + 1_000));
    expect(ours(secondTry)).toHaveLength(0);

    // Idle again, YooKassa back: sent, with the refund's own idempotence key, once.
    await retryQueuedRefunds(handle.db, new Date(later.getTime() + REFUND_RETRY.idleMs + 1_000));
    expect((await orderRow(order.id)).paymentStatus).toBe('refunded');
    expect(
      ours(before)
        .map((r) => r.idempotenceKey)
        .at(-1),
    ).toBe(booked.idempotenceKey);
    expect([...mock.refunds.values()].filter((r) => r.payment_id === externalId)).toHaveLength(1);
    const done = mock.requests.length;
    await retryQueuedRefunds(handle.db, new Date(later.getTime() + 3 * REFUND_RETRY.idleMs));
    expect(ours(done)).toHaveLength(0);
  });

  test('a part, then more than is left: YooKassa is never asked for more than the payment', async () => {
    const { order } = await paidAtYookassa();
    await refundOrder(handle.db, order.id, 500);
    expect((await orderRow(order.id)).paymentStatus).toBe('partially_refunded');
    await expect(refundOrder(handle.db, order.id, order.sums.total)).rejects.toMatchObject({ status: 422 });
    await refundOrder(handle.db, order.id);
    expect((await orderRow(order.id)).paymentStatus).toBe('refunded');
    const refunds = await selectOrderRefunds(handle.db, order.id);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([
      [500, 'succeeded'],
      [order.sums.total - 500, 'succeeded'],
    ]);
  });
});

describe('the notification route', () => {
  test('answers 400 to a body that is not a notification and 200 to one about an unknown payment', async () => {
    const garbage = await call(baseUrl, 'POST', '/api/payments/yookassa/notification', {
      body: { hello: 'world' },
    });
    expect(garbage.status).toBe(400);
    const malformed = await call(baseUrl, 'POST', '/api/payments/yookassa/notification', { raw: '{' });
    expect(malformed.status).toBe(400);
    const unknown = await call(baseUrl, 'POST', '/api/payments/yookassa/notification', {
      body: yookassaNotification('payment.succeeded', { id: `unknown-${randomUUID()}` }),
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true });
  });
});
