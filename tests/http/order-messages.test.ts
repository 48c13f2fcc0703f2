// The messages an order sends (the done page promises 'Мы пришлём смс, когда он будет готов'):
// an SMS and a letter with the lines and sums when it is placed, an SMS when it is ready for
// pickup or handed to delivery. Read from the server's SMS and mail outboxes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { signIn } from '../mocks/sms-sign-in';
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import { messagesTo } from '../setup/outbox';
import { TEST_ADMIN_PHONES } from '../setup/server';
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

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue page 18 belongs to this file (see stockedSizes).
let sizes: StockedSize[];
let admin: Auth;

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 22, { count: 4, minQuantity: 3, minMoscowShops: 1 });
  admin = (await signIn({ baseUrl, dataDir }, TEST_ADMIN_PHONES.orderMessages)).auth;
});

/** '12 990 ₽' with plain spaces, written here rather than taken from the shop's formatter. */
const rub = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;
/** Text with the no-break spaces of prices made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A phone and an e-mail no other test uses, so the outboxes can be read per order. */
function freshContacts() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { ...contacts(`+7998${digits}`), email: `order.${randomUUID().slice(0, 8)}@example.ru` };
}

async function moveTo(orderId: number, statuses: string[]) {
  for (const status of statuses) {
    const moved = await call(baseUrl, 'POST', `/api/order/${orderId}/status`, {
      auth: admin,
      body: { status, note: '' },
    });
    expect(moved.status, status).toBe(200);
  }
}

describe('messages of an order', () => {
  test('placing it sends an SMS with the number and link, and a letter with every line and the sums', async () => {
    const auth = await guest(baseUrl);
    const [a, b] = sizes;
    await addUnits(baseUrl, auth, a.sizeId, 2);
    await addUnits(baseUrl, auth, b.sizeId, 1);
    const who = freshContacts();
    const key = randomUUID();
    const placed = await placeOrder(
      baseUrl,
      auth,
      { ...who, deliveryType: 'courier', address: 'Москва, ул. Арбат, д. 1', paymentMethod: 'on_receipt' },
      key,
    );
    expect(placed.status).toBe(201);
    const { number } = placed.body.order;

    const [sms] = await waitForMessages(() => messagesTo(dataDir, who.phone), 1);
    expect(sms.to).toBe(who.phone);
    expect(sms.text).toContain(`заказ ${number} оформлен`);
    const link = /(https?:\/\/\S+)/.exec(String(sms.text))![1];
    const tracking = new URL(link);
    expect(tracking.pathname).toBe('/delivery/order-tracking');
    expect(tracking.searchParams.get('number')).toBe(number);
    const page = await fetch(`${baseUrl}${tracking.pathname}${tracking.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Оформлен');

    const [letter] = await waitForMessages(() => lettersTo(dataDir, who.email), 1);
    expect(letter.subject).toBe(`Заказ ${number} оформлен`);
    const text = plain(letter.text);
    expect(text).toContain('Анна, спасибо за заказ!');
    const items = a.price * 2 + b.price;
    const fee = items >= 7000 ? 0 : 390;
    expect(text).toContain(`2 × ${rub(a.price)} = ${rub(a.price * 2)}`);
    expect(text).toContain(`— ${rub(b.price)}`);
    expect(text).toContain(`Товары: ${rub(items)}`);
    expect(text).toContain(`Доставка: ${fee ? rub(fee) : 'бесплатно'}`);
    expect(text).toContain(`Итого: ${rub(items + fee)}`);
    expect(text).toContain('Москва, ул. Арбат, д. 1');
    expect(text).toContain(link);
    expect(plain(letter.html)).toContain(rub(items + fee));

    // The same order again (a retried submit) sends nothing more.
    const replay = await placeOrder(
      baseUrl,
      auth,
      { ...who, deliveryType: 'courier', address: 'Москва, ул. Арбат, д. 1', paymentMethod: 'on_receipt' },
      key,
    );
    expect(replay.body.order.number).toBe(number);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messagesTo(dataDir, who.phone)).toHaveLength(1);
    expect(lettersTo(dataDir, who.email)).toHaveLength(1);
  });

  test('ready for pickup sends the second SMS, naming the shop; the steps before it send none', async () => {
    const auth = await guest(baseUrl);
    const size = sizes[2];
    await addUnits(baseUrl, auth, size.sizeId, 1);
    const who = freshContacts();
    const placed = await placeOrder(baseUrl, auth, {
      ...who,
      deliveryType: 'pickup',
      shopId: size.moscowShops[0].shopId,
      paymentMethod: 'on_receipt',
    });
    expect(placed.status).toBe(201);
    const { id, number } = placed.body.order;
    await waitForMessages(() => messagesTo(dataDir, who.phone), 1);

    await moveTo(id, ['confirmed', 'assembling']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messagesTo(dataDir, who.phone)).toHaveLength(1);

    await moveTo(id, ['ready_for_pickup']);
    const [, ready] = await waitForMessages(() => messagesTo(dataDir, who.phone), 2);
    expect(ready.text).toContain(`заказ ${number} готов, забирай в магазине`);
    expect(ready.text).toContain(placed.body.order.delivery.shop.address);
    expect(ready.text).toContain(`number=${number}`);
    // It says until when the order waits: 3 days after it became ready, in Moscow time.
    const order = (await call(baseUrl, 'GET', `/api/order/${id}`, { auth })).body;
    const readyAt = order.history.find((h: { status: string }) => h.status === 'ready_for_pickup').createdAt;
    const ends = new Date(Date.parse(readyAt) + 3 * 24 * 60 * 60 * 1000 + 3 * 60 * 60 * 1000);
    const months = [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ];
    const hhmm = `${String(ends.getUTCHours()).padStart(2, '0')}:${String(ends.getUTCMinutes()).padStart(2, '0')}`;
    expect(ready.text).toContain(`до ${ends.getUTCDate()} ${months[ends.getUTCMonth()]}, ${hhmm} мск`);
  });

  test('handed to delivery sends the second SMS', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, sizes[3].sizeId, 1);
    const who = freshContacts();
    const placed = await placeOrder(baseUrl, auth, {
      ...who,
      deliveryType: 'courier',
      address: 'Москва, ул. Тверская, д. 3',
      paymentMethod: 'on_receipt',
    });
    const { id, number } = placed.body.order;
    await moveTo(id, ['confirmed', 'assembling', 'shipped']);
    const [, shipped] = await waitForMessages(() => messagesTo(dataDir, who.phone), 2);
    expect(shipped.text).toContain(`заказ ${number} уже едет к тебе!`);
    expect(shipped.text).toContain(`number=${number}`);
  });
});
