// The fuzzer's findings (issue "trust"), each over HTTP as its request was sent: the order
// pages' actions, NUL bytes on their way to PostgreSQL, JSON nested thousands deep, an
// overlong catalogue section and posts from another site. Every one answers 4xx with a clear
// message: the API's JSON error body, or the shop's error page with the right status.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { type StockedSize, stockedSizes } from './basket.kit';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

const NOT_A_FORM = 'Не получилось прочитать форму. Обнови страницу и попробуй ещё раз.';
const NOT_FOUND_H1 = 'Страница удалена или перемещена';
const CROSS_SITE = 'Запрос с другого сайта отклонён';

let sizes: StockedSize[];
beforeAll(async () => {
  // Catalogue page 21 belongs to this file (see stockedSizes).
  sizes = await stockedSizes(baseUrl, 21, { count: 3, minQuantity: 2 });
});

const courier = {
  name: 'Анна',
  lastName: 'Смирнова',
  phone: '+7 (999) 000-44-55',
  email: 'anna@example.ru',
  deliveryType: 'courier',
  address: 'ул. Тверская, д. 7',
  paymentMethod: 'on_receipt',
  agreement: 'on',
};

/** A guest who ordered one size; answers the shopper and where the order form sent them. */
async function orderOf(size: StockedSize, paymentMethod: 'on_receipt' | 'card') {
  const shopper = new Shopper(baseUrl);
  await shopper.get('/');
  await shopper.post('/resources/cart', {
    intent: 'add',
    productId: String(size.sizeId),
    returnTo: '/cart/',
  });
  const html = await (await shopper.get('/order/make')).text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const placed = await shopper.post('/order/make', { ...courier, paymentMethod, idempotencyKey: key });
  expect(placed.status).toBe(303);
  return { shopper, location: placed.headers.get('location')! };
}

/** A request as a browser page would send it, with the shopper's cookies when given. */
function send(path: string, init: RequestInit & { shopper?: Shopper } = {}) {
  const { shopper, headers, ...rest } = init;
  return fetch(`${baseUrl}${path}`, {
    redirect: 'manual',
    ...rest,
    headers: { Origin: baseUrl, ...(shopper ? { Cookie: shopper.cookieHeader() } : {}), ...headers },
  });
}

/** The shop's error page: its frame, the refusal's own message. */
async function expectErrorPage(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  const html = await response.text();
  expect(html).toContain('<html lang="ru"');
  expect(shownText(html)).toContain(message);
}

describe('the order pages refuse what no form of theirs sends', () => {
  test('/order/make: a post without a form or with JSON is 415, another method 405', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    await expectErrorPage(await send('/order/make', { method: 'POST', shopper }), 415, NOT_A_FORM);
    const json = await send('/order/make', {
      method: 'POST',
      shopper,
      body: JSON.stringify({ name: 'Анна' }),
      headers: { 'Content-Type': 'application/json' },
    });
    await expectErrorPage(json, 415, NOT_A_FORM);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await send('/order/make', { method, shopper, body: 'name=x' });
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      await expectErrorPage(response, 405, 'Эта страница принимает только отправку формы');
    }
  });

  test('/order/pay/{id}: no form is 415, another method 405, a stranger 404, paying twice leads to the paid order', async () => {
    const { shopper, location: payPath } = await orderOf(sizes[0], 'card');
    expect(payPath).toMatch(/^\/order\/pay\/\d+$/);
    await expectErrorPage(await send(payPath, { method: 'POST', shopper }), 415, NOT_A_FORM);
    expect((await send(payPath, { method: 'DELETE', shopper })).status).toBe(405);
    // An outcome no button of the page sends: invalid input, 422 like every storefront form.
    expect((await shopper.post(payPath, { outcome: 'maybe' })).status).toBe(422);

    const stranger = new Shopper(baseUrl);
    await stranger.get('/');
    const foreign = await stranger.post(payPath, { outcome: 'succeeded' });
    expect(foreign.status).toBe(404);
    expect(shownText(await foreign.text())).toContain(NOT_FOUND_H1);

    const paid = await shopper.post(payPath, { outcome: 'succeeded' });
    expect(paid.status).toBe(303);
    const donePath = paid.headers.get('location')!;
    // 'Оплатить' once more (a second tab, the Back button): the order's page, which says it is paid.
    const again = await shopper.post(payPath, { outcome: 'succeeded' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(donePath);
    expect(shownText(await (await shopper.get(donePath)).text())).toContain('Заказ оплачен');
  });

  test('/order/done/{id}: "Оплатить" on a paid order or one paid on delivery leads back to the order; a stranger gets 404', async () => {
    const { shopper, location: donePath } = await orderOf(sizes[1], 'on_receipt');
    expect(donePath).toMatch(/^\/order\/done\/\d+$/);
    const onDelivery = await shopper.post(donePath, {});
    expect(onDelivery.status).toBe(303);
    expect(onDelivery.headers.get('location')).toBe(donePath);
    const page = await shopper.get(donePath);
    expect(page.status).toBe(200);
    const text = shownText(await page.text());
    expect(text).toContain('Этот заказ не ждёт оплаты');
    expect(text).toContain('При получении');

    const card = await orderOf(sizes[2], 'card');
    const paid = await card.shopper.post(card.location, { outcome: 'succeeded' });
    const paidPath = paid.headers.get('location')!;
    const again = await card.shopper.post(paidPath, {});
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(paidPath);
    expect(shownText(await (await card.shopper.get(paidPath)).text())).toContain('Заказ оплачен');

    const stranger = new Shopper(baseUrl);
    await stranger.get('/');
    expect((await stranger.post(donePath, {})).status).toBe(404);
    expect((await send(donePath, { method: 'POST' })).status).toBe(404);
    expect((await send(donePath, { method: 'PUT', shopper })).status).toBe(405);
  });
});

describe('a NUL byte never reaches PostgreSQL', () => {
  test.each(['/api/products/nike%00/', '/api/content/page/?path=%2Fdelivery%2500', '/api/news/a%00b'])(
    '%s is not found (404, the error body)',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json()).message).not.toBe('');
    },
  );

  test('/product/nike%00 is the 404 page', async () => {
    const response = await fetch(`${baseUrl}/product/nike%00`);
    expect(response.status).toBe(404);
    expect(shownText(await response.text())).toContain(NOT_FOUND_H1);
  });

  test('SEO data of /x%00 is simply none', async () => {
    const response = await send('/api/seo/page/', {
      method: 'POST',
      body: JSON.stringify({ url: '/x%00' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectTo: null, h1: null, seoText: null });
  });
});

describe('JSON nested thousands deep', () => {
  const deep = `${'['.repeat(3_500)}${']'.repeat(3_500)}`;
  test.each(['/api/seo/page/', '/api/auth/code/', '/api/catalog/', '/api/order/track', '/api/token/refresh'])(
    '%s refuses it with 400 and says why',
    async (path) => {
      const response = await send(path, {
        method: 'POST',
        body: deep,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(ErrorBodySchema.parse(await response.json()).message).toBe(
        'Слишком глубокая вложенность JSON: не больше 32 уровней',
      );
    },
  );
});

test('a catalogue section named by 600 characters is the 404 page', async () => {
  const response = await fetch(`${baseUrl}/catalog/${'a'.repeat(600)}/`);
  expect(response.status).toBe(404);
  expect(shownText(await response.text())).toContain(NOT_FOUND_H1);
});

describe('a post from another site is the shop’s 403', () => {
  const evil = { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' };

  test.each(['/cart', '/order/make', '/personal/profile', '/order/done/1'])(
    'a page: %s shows the error page with 403',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: evil, body: 'a=1' });
      await expectErrorPage(response, 403, CROSS_SITE);
    },
  );

  test.each(['/order/make.data', '/cart.data', '/personal/profile.data'])(
    'a single-fetch post: %s answers 403',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: evil, body: 'a=1' });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(CROSS_SITE);
    },
  );

  test.each(['/resources/cart', '/api/fuser'])('a resource route: %s answers the JSON 403', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: evil, body: 'a=1' });
    expect(response.status).toBe(403);
    expect(ErrorBodySchema.parse(await response.json()).message).toBe(CROSS_SITE);
  });

  test('an Origin that is no URL at all is refused the same way', async () => {
    const response = await fetch(`${baseUrl}/order/make`, {
      method: 'POST',
      headers: { ...evil, Origin: 'not a url' },
      body: 'a=1',
    });
    expect(response.status).toBe(403);
  });
});
