// docs/product.md#payments-and-delivery: the shop hands an order to a carrier with its tracking number; the shopper sees it
// on the order page and on order tracking, and the order follows shipped → delivered (done).
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { signIn } from '../mocks/sms-sign-in';
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
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue page 37 belongs to this file (see stockedSizes).
let sizes: StockedSize[];
let admin: Auth;
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 37, { count: 2, minQuantity: 2 });
  admin = (await signIn({ baseUrl, dataDir }, TEST_ADMIN_PHONES.shipment)).auth;
});

const move = (id: number, body: Record<string, unknown>) =>
  call(baseUrl, 'POST', `/api/order/${id}/status`, { auth: admin, body: { note: '', ...body } });

async function courierOrder(size: StockedSize, phone: string) {
  const auth = await guest(baseUrl);
  await addUnits(baseUrl, auth, size.sizeId, 1);
  const placed = await placeOrder(baseUrl, auth, {
    ...contacts(phone),
    deliveryType: 'courier',
    address: 'Новосибирск, ул. Ленина, д. 5',
    paymentMethod: 'on_receipt',
  });
  expect(placed.status).toBe(201);
  return { auth, order: placed.body.order as { id: number; number: string } };
}

describe('tracking number', () => {
  test('shipped with a СДЭК number: the order, tracking and its page show it; delivered ends it', async () => {
    const phone = '+79995551234';
    const { auth, order } = await courierOrder(sizes[0], phone);
    for (const status of ['confirmed', 'assembling'])
      expect((await move(order.id, { status })).status).toBe(200);
    const early = await move(order.id, { status: 'done', trackingNumber: '1234567890' });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Трек-номер указывают, когда заказ передают в доставку');

    const shipped = await move(order.id, {
      status: 'shipped',
      trackingNumber: ' 1234567890 ',
      carrier: 'cdek',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      statusName: 'Передан в доставку',
      delivery: { shipment: { carrier: 'cdek', carrierName: 'СДЭК', trackingNumber: '1234567890' } },
    });
    const own = await call(baseUrl, 'GET', `/api/order/${order.id}`, { auth });
    expect(own.body.delivery.shipment.trackingNumber).toBe('1234567890');

    const tracked = await call(baseUrl, 'POST', '/api/order/track', {
      body: { number: order.number, phone },
    });
    expect(tracked.body.shipment).toEqual({
      carrier: 'cdek',
      carrierName: 'СДЭК',
      trackingNumber: '1234567890',
    });
    const page = await new Shopper(baseUrl).get(
      `/delivery/order-tracking?number=${order.number}&phone=${encodeURIComponent(phone)}`,
    );
    expect(shownText(await page.text())).toContain('Трек-номер: СДЭК 1234567890');

    const delivered = await move(order.id, { status: 'done' });
    expect(delivered.body).toMatchObject({ status: 'done', paymentStatus: 'paid' });
    expect(delivered.body.delivery.shipment.trackingNumber).toBe('1234567890');
  });

  test('an order not yet shipped has no number; a malformed number or carrier is refused', async () => {
    const { order } = await courierOrder(sizes[1], '+79995551235');
    const fresh = await call(baseUrl, 'POST', '/api/order/track', {
      body: { number: order.number, phone: '+79995551235' },
    });
    expect(fresh.body.shipment).toBeNull();
    for (const body of [
      { status: 'confirmed', trackingNumber: 'ab' },
      { status: 'confirmed', trackingNumber: 'трек-123456' },
      { status: 'confirmed', trackingNumber: '12345678', carrier: 'dhl' },
    ]) {
      const refused = await move(order.id, body);
      expect(refused.status).toBe(400);
    }
  });
});
