// docs/product.md#payments-and-delivery: an order to a СДЭК pickup point, and its statuses following СДЭК's webhook and poll, inside the commerce services on a copy of the
// seeded test database, with msw standing in for СДЭК. The point must be one of the city's,
// the delivery is priced by СДЭК's tariff for the basket's parcel (free from the region's
// free-delivery sum), the order keeps the point, the tariff and the dates, and the fiscal
// receipt's delivery line is that price. Without СДЭК's keys, or with СДЭК down, no order.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, onTestFinished, test } from 'vitest';
import { addToBasket } from '~/commerce/basket/basket.server';
import type { BasketOwner } from '~/commerce/basket/basket.queries.server';
import type { OrderCreateRequest } from '~/commerce/contract/order';
import { type DatabaseHandle, openDatabase } from '~/commerce/db/client.server';
import { orders, orderStatusHistory, outboxMessages, users } from '~/commerce/db/schema';
import { handleCdekWebhook } from '~/commerce/orders/carrier-status.server';
import { cdekStatusPollJob } from '~/commerce/orders/carrier-status-poll.server';
import { createInProcessQueue } from '~/commerce/jobs/in-process-queue.server';
import { ApiError } from '~/commerce/http/errors.server';
import { placeOrder } from '~/commerce/payments/order-checkout.server';
import { changeOrderStatus } from '~/commerce/orders/order-lifecycle.server';
import { selectOrderById } from '~/commerce/orders/order.queries.server';
import { orderReceipt } from '~/commerce/payments/order-receipt.server';
import { queryRows } from '../setup/engines';
import { testDataDir } from '../setup/paths';
import { copyTemplate, ensureTemplate } from '../setup/template';
import { CDEK_TEST_API, CDEK_TEST_KEYS, cdekMock, cdekStatusNotification } from '../mocks/cdek';

const baseUrl = inject('baseUrl');
const mock = cdekMock();
const server = setupServer(...mock.handlers);
const directory = path.join(testDataDir, `pickup-point-order-${process.pid}`);
const keys = {
  CDEK_CLIENT_ID: CDEK_TEST_KEYS.clientId,
  CDEK_CLIENT_SECRET: CDEK_TEST_KEYS.clientSecret,
  CDEK_API_URL: CDEK_TEST_API,
  // A hung СДЭК is given up on quickly here (8 s in production).
  CDEK_TIMEOUT_MS: '300',
};
/** The mock's tariff: 420.50 ₽ rounded up, 3–5 days on the road. */
const CDEK_PRICE = 421;
/** Novosibirsk's region row of migration 0010: free delivery from 10 000 ₽. */
const NOVOSIBIRSK_FREE_FROM = 10_000;

let handle: DatabaseHandle;
let novosibirsk: number;
/** Sizes with stock, cheapest colour prices first: [sizeId, price]. */
let cheap: { sizeId: number; price: number }[];
let dear: { sizeId: number; price: number };
let next = 0;

beforeAll(async () => {
  await ensureTemplate();
  copyTemplate(directory);
  handle = await openDatabase({ directory: path.join(directory, 'pglite') });
  const [city] = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT id FROM cities WHERE name = 'Новосибирск' LIMIT 1`,
  );
  novosibirsk = Number(city.id);
  const rows = await queryRows<{ size_id: number; price: number }>(
    handle.db,
    sql`SELECT s.size_id, c.price FROM stock s
        JOIN product_sizes ps ON ps.id = s.size_id JOIN product_colors c ON c.id = ps.color_id
        GROUP BY s.size_id, c.price HAVING SUM(s.quantity) >= 3 ORDER BY c.price, s.size_id LIMIT 20`,
  );
  cheap = rows.map((r) => ({ sizeId: Number(r.size_id), price: Number(r.price) }));
  const [top] = await queryRows<{ size_id: number; price: number }>(
    handle.db,
    sql`SELECT s.size_id, c.price FROM stock s
        JOIN product_sizes ps ON ps.id = s.size_id JOIN product_colors c ON c.id = ps.color_id
        WHERE c.price >= ${NOVOSIBIRSK_FREE_FROM}
        GROUP BY s.size_id, c.price HAVING SUM(s.quantity) >= 1 ORDER BY c.price LIMIT 1`,
  );
  dear = { sizeId: Number(top.size_id), price: Number(top.price) };
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!request.url.startsWith(baseUrl)) print.error();
    },
  });
}, 180_000);

afterAll(async () => {
  server.close();
  for (const key of Object.keys(keys)) delete process.env[key];
  await handle?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

beforeEach(() => {
  Object.assign(process.env, keys);
  mock.failWith = null;
  mock.delayMs = null;
});

/** A new member with `units` of a size in the basket. */
async function memberWith(size: { sizeId: number }, units = 1): Promise<BasketOwner> {
  const phone = `+7998${String(Date.now()).slice(-5)}${String(next++).padStart(2, '0')}`;
  const [row] = await handle.db.insert(users).values({ phone }).returning();
  const owner: BasketOwner = { kind: 'user', userId: row.id };
  await addToBasket(handle.db, owner, { productId: size.sizeId, quantity: units }, { bonusAmount: 0 });
  return owner;
}

const body = (fields: Partial<OrderCreateRequest> = {}): OrderCreateRequest => ({
  name: 'Ирина',
  lastName: 'Волкова',
  secondName: '',
  phone: '+79131234567',
  email: 'irina@example.ru',
  deliveryType: 'pickup_point',
  address: '',
  pickupPointCode: 'NSK12',
  paymentMethod: 'on_receipt',
  comment: '',
  agreement: true,
  bonusAmount: 0,
  ...fields,
});

function order(owner: BasketOwner, fields: Partial<OrderCreateRequest> = {}, idempotencyKey = randomUUID()) {
  return placeOrder(handle.db, {
    owner,
    body: body(fields),
    cityId: novosibirsk,
    idempotencyKey,
    origin: 'https://shop.example',
  });
}

/** The refusal a call ends with: status, field and message. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, field: error.errors[0]?.property ?? null, message: error.message };
  }
  throw new Error('the order was placed');
}

/** 'YYYY-MM-DD' of the Moscow day `days` after today. */
function moscowDay(days: number): string {
  const moscow = new Date(Date.now() + 3 * 3_600_000);
  moscow.setUTCDate(moscow.getUTCDate() + days);
  return moscow.toISOString().slice(0, 10);
}

const orderCount = async () => (await handle.db.select({ n: sql<number>`count(*)` }).from(orders))[0].n;

describe('an order to a СДЭК pickup point', () => {
  test('is priced by СДЭК’s tariff for the parcel and keeps the point, the tariff and the dates', async () => {
    const size = cheap[0];
    const owner = await memberWith(size, 2);
    const before = mock.requests.length;
    const { created, answer } = await order(owner, { pickupPointCode: 'NSK12' });
    expect(created).toBe(true);
    const items = size.price * 2;
    expect(items).toBeLessThan(NOVOSIBIRSK_FREE_FROM);
    expect(answer.order.sums).toMatchObject({ items, delivery: CDEK_PRICE, total: items + CDEK_PRICE });
    expect(answer.order.delivery).toMatchObject({
      type: 'pickup_point',
      typeName: 'Пункт выдачи',
      cityId: novosibirsk,
      fee: CDEK_PRICE,
      shop: null,
      pickupPoint: {
        carrier: 'cdek',
        carrierName: 'СДЭК',
        code: 'NSK12',
        name: 'На Красном проспекте',
        address: 'Россия, Новосибирск, Красный проспект, 25',
        tariffCode: 136,
        carrierPrice: CDEK_PRICE,
        // Handed to СДЭК the next day, then its 3–5 days.
        dateFrom: moscowDay(4),
        dateTo: moscowDay(6),
      },
    });
    expect(answer.order.delivery.pickupPoint!.dates).toMatch(/^\d{1,2}(–\d{1,2})? [а-я]+|\d{1,2} [а-я]+ – /);
    // Two pairs are two boxes in the tariff request.
    const tariff = mock.requests.slice(before).find((r) => r.path.startsWith('/calculator/tariff'));
    expect(tariff?.body).toMatchObject({ tariff_code: 136, to_location: { code: 270 } });
    expect((tariff?.body as { packages: unknown[] }).packages).toHaveLength(2);

    const row = (await selectOrderById(handle.db, answer.order.id))!;
    expect(row).toMatchObject({
      deliveryType: 'pickup_point',
      pickupPointCode: 'NSK12',
      carrierTariffCode: 136,
      carrierPrice: CDEK_PRICE,
      deliveryFee: CDEK_PRICE,
      deliveryDateFrom: moscowDay(4),
      deliveryDateTo: moscowDay(6),
    });
    // The fiscal receipt's delivery line is СДЭК's price.
    const receipt = await orderReceipt(handle.db, row);
    const delivery = receipt.items.find((item) => item.description === 'Доставка');
    expect(delivery).toMatchObject({
      quantity: 1,
      amount: { value: `${CDEK_PRICE}.00` },
      payment_subject: 'service',
    });
  });

  test('is free from the region’s free-delivery sum, while the order still keeps СДЭК’s price', async () => {
    const { answer } = await order(await memberWith(dear), { pickupPointCode: 'NSK40' });
    expect(answer.order.sums).toMatchObject({ items: dear.price, delivery: 0, total: dear.price });
    expect(answer.order.delivery.pickupPoint).toMatchObject({ code: 'NSK40', carrierPrice: CDEK_PRICE });
  });

  test('a repeated idempotency key answers the first order without asking СДЭК again', async () => {
    const owner = await memberWith(cheap[1]);
    const key = randomUUID();
    const first = await order(owner, {}, key);
    const before = mock.requests.length;
    mock.failWith = 500;
    const again = await order(owner, {}, key);
    expect(again.created).toBe(false);
    expect(again.answer.order.id).toBe(first.answer.order.id);
    expect(mock.requests.length).toBe(before);
  });

  test('a point of another city, a made-up one or none at all is refused beside the point field', async () => {
    const owner = await memberWith(cheap[2]);
    const count = await orderCount();
    expect(await refusal(order(owner, { pickupPointCode: 'MSK1' }))).toEqual({
      status: 422,
      field: 'pickupPointCode',
      message: 'Такого пункта выдачи нет в твоём городе — выбери пункт из списка',
    });
    expect(await refusal(order(owner, { pickupPointCode: undefined }))).toEqual({
      status: 422,
      field: 'pickupPointCode',
      message: 'Выбери пункт выдачи',
    });
    // Moscow: СДЭК (this mock) has no points there, so none of Novosibirsk's is Moscow's.
    expect(
      await refusal(
        placeOrder(handle.db, {
          owner,
          body: body(),
          cityId: 216,
          idempotencyKey: randomUUID(),
          origin: '',
        }),
      ),
    ).toMatchObject({ status: 422, field: 'pickupPointCode' });
    expect(await orderCount()).toBe(count);
  });

  test('production without СДЭК’s keys: the way is off and a forged post is refused with 422', async () => {
    for (const key of Object.keys(keys)) delete process.env[key];
    // The demo (the default) would offer its demo carrier instead.
    const owner = await memberWith(cheap[3]);
    process.env.SHOP_MODE = 'production';
    onTestFinished(() => {
      delete process.env.SHOP_MODE;
    });
    const before = mock.requests.length;
    expect(await refusal(order(owner))).toEqual({
      status: 422,
      field: 'pickupPointCode',
      message: 'Доставка в пункт выдачи сейчас недоступна — выбери другой способ',
    });
    expect(mock.requests.length).toBe(before);
  });

  test('СДЭК answering an error or not answering in time is a 503 for the shopper, and no order', async () => {
    const owner = await memberWith(cheap[4]);
    const count = await orderCount();
    const outage = { status: 503, field: null, message: 'Служба доставки не отвечает. Попробуй чуть позже' };
    mock.failWith = 500;
    expect(await refusal(order(owner))).toEqual(outage);
    mock.failWith = null;
    mock.delayMs = 2_000;
    expect(await refusal(order(owner))).toEqual(outage);
    expect(await orderCount()).toBe(count);
    // The basket still holds the line: the shopper can order it once СДЭК answers again.
    mock.delayMs = null;
    expect((await order(owner)).created).toBe(true);
  });
});

describe('the courier and shop ways are unchanged by it', () => {
  test('a courier order keeps no pickup point', async () => {
    const { answer } = await order(await memberWith(cheap[5]), {
      deliveryType: 'courier',
      address: 'Новосибирск, ул. Ленина, д. 5',
      pickupPointCode: undefined,
    });
    expect(answer.order.delivery.pickupPoint).toBeNull();
    const row = (await selectOrderById(handle.db, answer.order.id))!;
    expect(row.pickupPointCode).toBeNull();
    expect(row.carrier).toBeNull();
  });
});

describe('statuses that follow СДЭК', () => {
  /** A pickup point order the shop handed to СДЭК under `parcel` (its tracking number). */
  async function shippedOrder(parcel: string, size: { sizeId: number }) {
    const { answer } = await order(await memberWith(size), { pickupPointCode: 'NSK12' });
    for (const status of ['confirmed', 'assembling'] as const) {
      await changeOrderStatus(handle.db, answer.order.id, status, '');
    }
    await changeOrderStatus(handle.db, answer.order.id, 'shipped', '', 'https://shop.example', {
      carrier: 'cdek',
      trackingNumber: parcel,
    });
    return answer.order;
  }
  const at = (day: number) => `2026-11-${day}T10:00:00+0700`;
  const history = async (orderId: number) =>
    (
      await handle.db
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
    ).map((row) => row.status);
  const smsTo = async (phone: string, text: string) =>
    handle.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, phone), like(outboxMessages.text, `%${text}%`)));

  test('at the point, then collected: the order follows, the shopper is told once, repeats change nothing', async () => {
    const parcel = '1106207236';
    const placed = await shippedOrder(parcel, cheap[6]);
    mock.parcels.set(parcel, [
      { code: 'RECEIVED_AT_SHIPMENT_WAREHOUSE', date_time: at(26) },
      { code: 'ACCEPTED_AT_PICK_UP_POINT', date_time: at(28) },
    ]);
    const ready = cdekStatusNotification(parcel, 'ACCEPTED_AT_PICK_UP_POINT');
    expect(await handleCdekWebhook(handle.db, ready, 'https://shop.example')).toEqual({
      outcome: 'moved',
      orderNumber: placed.number,
      steps: ['ready_for_pickup'],
    });
    expect((await selectOrderById(handle.db, placed.id))!.status).toBe('ready_for_pickup');
    const told = await smsTo(placed.contacts.phone, `заказ ${placed.number} ждёт тебя в пункте выдачи СДЭК`);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('На Красном проспекте (Россия, Новосибирск, Красный проспект, 25)');

    // СДЭК repeats a notification until it hears 200: the second one moves nothing.
    expect(await handleCdekWebhook(handle.db, ready)).toMatchObject({ outcome: 'ignored' });
    expect(await smsTo(placed.contacts.phone, 'ждёт тебя в пункте выдачи')).toHaveLength(1);

    mock.parcels.get(parcel)!.push({ code: 'DELIVERED', date_time: at(29) });
    const delivered = cdekStatusNotification(parcel, 'DELIVERED');
    expect(await handleCdekWebhook(handle.db, delivered)).toMatchObject({
      outcome: 'moved',
      steps: ['done'],
    });
    const row = (await selectOrderById(handle.db, placed.id))!;
    // Handed over: the order paid on receipt is paid.
    expect(row).toMatchObject({ status: 'done', paymentStatus: 'paid' });
    expect(await history(placed.id)).toEqual([
      'new',
      'confirmed',
      'assembling',
      'shipped',
      'ready_for_pickup',
      'done',
    ]);
    // A late notification of an earlier status never takes it back.
    expect(await handleCdekWebhook(handle.db, ready)).toMatchObject({ outcome: 'ignored' });
    expect((await selectOrderById(handle.db, placed.id))!.status).toBe('done');
  });

  test('the notification’s word is not taken: the order moves as far as СДЭК’s API says', async () => {
    const parcel = '1106207300';
    const placed = await shippedOrder(parcel, cheap[7]);
    mock.parcels.set(parcel, [{ code: 'SENT_TO_RECIPIENT_CITY', date_time: at(27) }]);
    // A forged 'DELIVERED' for a parcel СДЭК has still on the road.
    const forged = cdekStatusNotification(parcel, 'DELIVERED');
    expect(await handleCdekWebhook(handle.db, forged)).toMatchObject({ outcome: 'ignored' });
    expect((await selectOrderById(handle.db, placed.id))!.status).toBe('shipped');
    // A parcel the shop never shipped.
    expect(await handleCdekWebhook(handle.db, cdekStatusNotification('9999999999', 'DELIVERED'))).toEqual({
      outcome: 'ignored',
      reason: 'unknown parcel',
    });
  });

  test('without a notification, the periodic poll asks СДЭК and moves the order; СДЭК down fails the run for a retry', async () => {
    const parcel = '1106207302';
    const placed = await shippedOrder(parcel, cheap[9]);
    const queue = createInProcessQueue(handle.db);
    const poll = cdekStatusPollJob(handle.db);
    await queue.work(poll.queue, { ...poll.rules, retryDelaySeconds: 3_600 }, poll.handler);
    const runPoll = async () => {
      await queue.send(poll.queue, {}, { key: 'kick' });
      await queue.idle();
    };
    try {
      // On the road: asked for, nothing moves.
      mock.parcels.set(parcel, [{ code: 'SENT_TO_RECIPIENT_CITY', date_time: at(27) }]);
      const asked = () => mock.requests.filter((request) => request.path.includes(parcel)).length;
      const before = asked();
      await runPoll();
      expect(asked()).toBe(before + 1);
      expect((await selectOrderById(handle.db, placed.id))!.status).toBe('shipped');

      // At the point: the poll moves the order and the shopper gets the «ready» SMS once.
      mock.parcels.get(parcel)!.push({ code: 'ACCEPTED_AT_PICK_UP_POINT', date_time: at(28) });
      await runPoll();
      expect((await selectOrderById(handle.db, placed.id))!.status).toBe('ready_for_pickup');
      expect(
        await smsTo(placed.contacts.phone, `заказ ${placed.number} ждёт тебя в пункте выдачи СДЭК`),
      ).toHaveLength(1);

      // СДЭК down: the run fails and waits for its retry; the order stays where it is.
      mock.parcels.get(parcel)!.push({ code: 'DELIVERED', date_time: at(29) });
      mock.failWith = 502;
      await runPoll();
      expect((await selectOrderById(handle.db, placed.id))!.status).toBe('ready_for_pickup');
      expect(await queue.backlog()).toContainEqual({ queue: poll.queue, waiting: 1, failed: 0 });
      mock.failWith = null;
      await runPoll();
      expect((await selectOrderById(handle.db, placed.id))!).toMatchObject({
        status: 'done',
        paymentStatus: 'paid',
      });
    } finally {
      await queue.stop();
    }
  });

  test('СДЭК down is a 503 (it sends again), a body that is no notification a 400, no keys a 404', async () => {
    const parcel = '1106207301';
    const placed = await shippedOrder(parcel, cheap[8]);
    mock.parcels.set(parcel, [{ code: 'DELIVERED', date_time: at(29) }]);
    mock.failWith = 502;
    expect(
      await refusal(handleCdekWebhook(handle.db, cdekStatusNotification(parcel, 'DELIVERED'))),
    ).toMatchObject({ status: 503 });
    expect((await selectOrderById(handle.db, placed.id))!.status).toBe('shipped');
    mock.failWith = null;
    expect(await refusal(handleCdekWebhook(handle.db, 'hello'))).toMatchObject({ status: 400 });
    for (const key of Object.keys(keys)) delete process.env[key];
    expect(
      await refusal(handleCdekWebhook(handle.db, cdekStatusNotification(parcel, 'DELIVERED'))),
    ).toMatchObject({ status: 404 });
    // Over HTTP on the test server (no СДЭК keys there): the route exists and is off.
    const answer = await fetch(`${baseUrl}/api/delivery/cdek/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(cdekStatusNotification(parcel, 'DELIVERED')),
    });
    expect(answer.status).toBe(404);
  });
});
