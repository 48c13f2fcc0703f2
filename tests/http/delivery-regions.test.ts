// docs/product.md#payments-and-delivery: courier delivery priced and dated by the shopper's region (delivery_regions,
// migration 0010): the estimate, the basket's fee and free-delivery sum, the order's fee, and
// the promise on the product page.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { addUnits, call, contacts, guest, placeOrder, type StockedSize, stockedSizes } from './basket.kit';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

let novosibirsk: number;
let cheap: StockedSize;
beforeAll(async () => {
  const found = await call(
    baseUrl,
    'GET',
    `/api/location/cities/by-name/?city=${encodeURIComponent('Новосибирск')}`,
  );
  novosibirsk = (found.body as { id: number; name: string }[]).find(
    (city) => city.name === 'Новосибирск',
  )!.id;
  // Catalogue page 36 belongs to this file; goods under 7 000 ₽ pay for delivery everywhere.
  [cheap] = await stockedSizes(baseUrl, 36, { count: 1, minQuantity: 2, maxPrice: 6_000 });
});

/** '27 ноября' of the Moscow day `days` after now, written without the code under test. */
function moscowDay(days: number): { day: number; month: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', ...options }).format(date);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(date);
  return {
    day: Number(part({ day: 'numeric' })),
    month: part({ day: 'numeric', month: 'long' }).split(' ')[1],
    iso,
  };
}

describe('courier delivery by region', () => {
  test('Novosibirsk: its own fee, free-delivery sum and dates, in the issue’s words', async () => {
    const answer = await call(baseUrl, 'GET', `/api/delivery/estimate?cityId=${novosibirsk}`);
    expect(answer.status).toBe(200);
    const from = moscowDay(3);
    const to = moscowDay(5);
    const dates =
      from.month === to.month
        ? `${from.day}–${to.day} ${to.month}`
        : `${from.day} ${from.month} – ${to.day} ${to.month}`;
    expect(answer.body).toEqual({
      cityId: novosibirsk,
      cityName: 'Новосибирск',
      courierFee: 590,
      freeFrom: 10_000,
      daysMin: 3,
      daysMax: 5,
      dateFrom: from.iso,
      dateTo: to.iso,
      text: `Доставим в Новосибирск ${dates}`,
    });
  });

  test('Moscow by default (no city given), said the Russian way; bad and unknown cities are refused', async () => {
    const moscow = await call(baseUrl, 'GET', '/api/delivery/estimate');
    expect(moscow.body).toMatchObject({
      cityId: 216,
      courierFee: 390,
      freeFrom: 7_000,
      daysMin: 1,
      daysMax: 2,
    });
    expect(moscow.body.text).toMatch(/^Доставим в Москву \d/);
    expect((await call(baseUrl, 'GET', '/api/delivery/estimate?cityId=abc')).status).toBe(400);
    const unknown = await call(baseUrl, 'GET', '/api/delivery/estimate?cityId=99999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Город не найден');
  });

  test('the basket and the order take the fee of the shopper’s region', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, cheap.sizeId, 1);
    const inMoscow = await call(baseUrl, 'GET', '/api/basket/full', { auth });
    expect(inMoscow.body.summary.delivery).toBe(390);
    expect(inMoscow.body.delivery).toEqual({ courierFee: 390, freeFrom: 7_000 });
    const located = { 'User-Location-Id': String(novosibirsk) };
    const inNovosibirsk = await call(baseUrl, 'GET', '/api/basket/full', { auth, headers: located });
    expect(inNovosibirsk.body.summary.delivery).toBe(590);
    expect(inNovosibirsk.body.delivery).toEqual({ courierFee: 590, freeFrom: 10_000 });
    expect(inNovosibirsk.body.summary.leftToFreeDelivery).toBe(10_000 - inNovosibirsk.body.summary.items);

    const placed = await placeOrder(baseUrl, auth, {
      ...contacts(),
      cityId: novosibirsk,
      deliveryType: 'courier',
      address: 'Новосибирск, Красный проспект, д. 1',
      paymentMethod: 'on_receipt',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.sums.delivery).toBe(590);
  });

  test('the product and cart pages promise the date of delivery to the shopper’s city', async () => {
    const shopper = new Shopper(baseUrl);
    const product = shownText(await (await shopper.get(`/product/${cheap.code}`)).text());
    expect(product).toMatch(/Доставим в Москву \d+/);
    await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(cheap.sizeId),
      returnTo: '/cart/',
    });
    const cart = shownText(await (await shopper.get('/cart/')).text());
    expect(cart).toMatch(/Доставим в Москву \d+/);
    expect(cart).toContain('курьером 390');
  });
});
