// docs/product.md#payments-and-delivery: 'Пункт выдачи СДЭК' at checkout as a browser without JavaScript uses it. A server of
// its own runs with СДЭК's keys against a local stand-in of СДЭК (tests/mocks/cdek.ts): the
// Novosibirsk shopper picks a point from the plain list, sees its price and dates, gets the
// spec's-voice errors for no point or a forged one, and the order page shows the point. The
// shared test server has no keys and runs as the demo: its demo carrier's points are offered
// (production without keys offers none: pickup-points.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type CdekStandIn, startCdekStandIn } from '../mocks/cdek';
import { type RunningServer, startServer } from '../setup/server';
import { call, type StockedSize, stockedSizes } from './basket.kit';
import { Shopper, shownRub, shownText } from './cart-pages.kit';

const sharedUrl = inject('baseUrl');
let cdek: CdekStandIn;
let server: RunningServer;
let novosibirsk: number;
let sizes: StockedSize[];

/** The stand-in's tariff: 420.50 ₽ rounded up. */
const CDEK_PRICE = 421;

beforeAll(async () => {
  cdek = await startCdekStandIn();
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-pickup-point-')),
    env: cdek.env,
  });
  const found = await call(
    server.baseUrl,
    'GET',
    `/api/location/cities/by-name/?city=${encodeURIComponent('Новосибирск')}`,
  );
  novosibirsk = (found.body as { id: number; name: string }[]).find(
    (city) => city.name === 'Новосибирск',
  )!.id;
  // Under Novosibirsk's free-delivery sum (10 000 ₽), so the point is not free.
  sizes = await stockedSizes(server.baseUrl, [30, 31], { count: 4, minQuantity: 2, maxPrice: 6_000 });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await cdek?.stop();
});

const CONTACTS = {
  name: 'Ирина',
  lastName: 'Волкова',
  phone: '+7 (913) 123-45-67',
  email: 'irina@example.ru',
  paymentMethod: 'on_receipt',
  agreement: 'on',
};

/** A guest in `cityId` with one unit of `size` in the basket, on the checkout page. */
async function shopperAt(baseUrl: string, cityId: number, size: StockedSize) {
  const shopper = new Shopper(baseUrl);
  await shopper.get('/');
  expect((await shopper.post('/resources/city', { intent: 'select', cityId: String(cityId) })).status).toBe(
    303,
  );
  const added = await shopper.post('/resources/cart', {
    intent: 'add',
    productId: String(size.sizeId),
    returnTo: '/cart/',
  });
  expect(added.status).toBe(303);
  const page = await shopper.get('/order/make');
  expect(page.status).toBe(200);
  const html = await page.text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { shopper, html, key };
}

/** Posts the checkout for delivery to `pickupPointCode` (none when undefined). */
function postPoint(shopper: Shopper, key: string, pickupPointCode?: string) {
  return shopper.post('/order/make', {
    ...CONTACTS,
    idempotencyKey: key,
    deliveryType: 'pickup_point',
    ...(pickupPointCode === undefined ? {} : { pickupPointCode }),
  });
}

/** Orders to `pickupPointCode`, expecting the 303 to the order's page; that page's shown text. */
async function orderTo(shopper: Shopper, key: string, pickupPointCode: string): Promise<string> {
  const placed = await postPoint(shopper, key, pickupPointCode);
  expect(placed.status).toBe(303);
  const location = placed.headers.get('location') ?? '';
  expect(location).toMatch(/^\/order\/done\/\d+$/);
  return shownText(await (await shopper.get(location)).text());
}

describe('with СДЭК on', () => {
  test('the Novosibirsk checkout offers СДЭК’s points as a plain list, with the price and the dates', async () => {
    const { html } = await shopperAt(server.baseUrl, novosibirsk, sizes[0]);
    const text = shownText(html);
    expect(html).toContain('id="delivery-pickup-point"');
    expect(text).toContain('Пункт выдачи СДЭК');
    expect(text).toMatch(/Привезём в пункт \d{1,2}/);
    expect(html).toMatch(/<select[^>]*name="pickupPointCode"/);
    expect(html).toContain(
      '<option value="NSK12">На Красном проспекте — Россия, Новосибирск, Красный проспект, 25</option>',
    );
    expect(html).toContain('<option value="NSK40">Постамат у метро — ул. Ленина, 1</option>');
    // The summary for a point: the goods and СДЭК's price.
    expect(text).toContain(`Доставка в пункт выдачи ${shownRub(CDEK_PRICE)}`);
    expect(text).toContain(shownRub(sizes[0].price + CDEK_PRICE));
  });

  test('no point, or one not on the list, is refused beside the list; a listed one places the order', async () => {
    const { shopper, key } = await shopperAt(server.baseUrl, novosibirsk, sizes[1]);
    const none = await postPoint(shopper, key);
    expect(none.status).toBe(422);
    expect(shownText(await none.text())).toContain('Выбери пункт выдачи');

    const forged = await postPoint(shopper, key, 'MSK99');
    expect(forged.status).toBe(422);
    const forgedHtml = await forged.text();
    expect(shownText(forgedHtml)).toContain(
      'Такого пункта выдачи нет в твоём городе — выбери пункт из списка',
    );
    // The list stays, with the shopper's other answers kept.
    expect(forgedHtml).toContain('value="Волкова"');

    const done = await orderTo(shopper, key, 'NSK40');
    expect(done).toContain('Пункт выдачи СДЭК, Постамат у метро, ул. Ленина, 1');
    expect(done).toMatch(/Привезём в пункт \d{1,2}/);
    expect(done).toContain(`Пункт выдачи ${shownRub(CDEK_PRICE)}`);
  });

  test('with СДЭК down the checkout still opens, says so, and the points can be asked for again', async () => {
    cdek.mock.failWith = 500;
    let shopper: Shopper;
    try {
      const opened = await shopperAt(server.baseUrl, novosibirsk, sizes[2]);
      shopper = opened.shopper;
      expect(opened.html).not.toContain('id="delivery-pickup-point"');
      expect(opened.html).toContain('id="delivery-courier"');
      expect(shownText(opened.html)).toContain(
        'Пункты выдачи СДЭК сейчас не загрузились. Попробовать ещё раз',
      );
      // The fetcher's call while СДЭК is still down.
      const still = await shopper.get('/resources/pickup-points?units=1');
      expect(still.status).toBe(503);
      expect(await still.json()).toEqual({ points: null });
    } finally {
      cdek.mock.failWith = null;
    }
    const again = await shopper.get('/resources/pickup-points?units=2');
    expect(again.status).toBe(200);
    const { points } = (await again.json()) as { points: { enabled: boolean; points: { code: string }[] } };
    expect(points.enabled).toBe(true);
    expect(points.points.map((point) => point.code)).toEqual(['NSK12', 'NSK40']);
    expect((await shopper.get('/resources/pickup-points?units=abc')).status).toBe(400);
  });
});

describe('the demo carrier (SHOP_MODE=demo, no СДЭК keys: the shared server)', () => {
  test('Moscow’s checkout offers its points with a price and dates; a forged code is refused, a listed one ordered', async () => {
    const [size] = await stockedSizes(sharedUrl, 32, { count: 1, minQuantity: 2, maxPrice: 6_000 });
    const { shopper, html, key } = await shopperAt(sharedUrl, 216, size);
    expect(html).toContain('id="delivery-pickup-point"');
    expect(shownText(html)).toMatch(/Привезём в пункт \d{1,2}/);
    expect(html).toContain(
      '<option value="DEMO-1-2">Демо-пункт выдачи №2 — Москва, ул. Большая Полянка, д. 30</option>',
    );
    // СДЭК's stand-in's point is no demo point of Moscow.
    const forged = await postPoint(shopper, key, 'NSK12');
    expect(forged.status).toBe(422);
    expect(shownText(await forged.text())).toContain(
      'Такого пункта выдачи нет в твоём городе — выбери пункт из списка',
    );
    const done = await orderTo(shopper, key, 'DEMO-1-2');
    expect(done).toContain('Демо-пункт выдачи №2, Москва, ул. Большая Полянка, д. 30');
    expect(done).toMatch(/Привезём в пункт \d{1,2}/);
  });
});
