// docs/product.md#page-weight, "share work between shoppers": a page asked for without any cookie (a crawler, most
// first hits) answers what everyone at that URL gets, sets no cookie and may be kept by a shared
// cache; anything with a cookie stays personal. The guest token is made by the first basket
// action, with JavaScript and without. docs/decisions/0059-shared-first-hits.md says why.
import { describe, expect, inject, test } from 'vitest';
import { randomIp } from '../mocks/sms-sign-in';
import { stockedSizes } from './basket.kit';
import { basketLineIds, Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const YANDEX_BOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
/** A Novosibirsk address (the trusted proxy of the test server passes it on). */
const NOVOSIBIRSK = '212.164.0.1';

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    headers: { 'User-Agent': DESKTOP, Accept: 'text/html', 'X-Forwarded-For': randomIp(), ...headers },
    redirect: 'manual',
  });
}

/** Cache-Control's directives as a map: 'public' → '', 's-maxage' → '60'. */
function directives(response: Response): Map<string, string> {
  const header = response.headers.get('Cache-Control') ?? '';
  return new Map(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split('='))
      .filter(([name]) => name)
      .map(([name, value]) => [name, value ?? ''] as [string, string]),
  );
}

const varyOf = (response: Response) =>
  (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

/** The one thing two renders of a shared page may differ in: the CSP nonce (a cached copy repeats its own). */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

function expectShared(response: Response, what: string) {
  expect(response.status, what).toBe(200);
  expect(response.headers.getSetCookie(), `${what} sets no cookie`).toEqual([]);
  const cache = directives(response);
  expect(cache.has('public'), `${what}: public`).toBe(true);
  expect(Number(cache.get('s-maxage')), `${what}: a shared cache may keep it`).toBeGreaterThan(0);
  expect(Number(cache.get('stale-while-revalidate')), `${what}: and serve it stale a while`).toBeGreaterThan(
    0,
  );
  // Browsers keep no copy of their own: the next page they ask for may already be personal.
  expect(cache.get('max-age'), what).toBe('0');
  expect(varyOf(response), `${what}: varies on cookies and the device hint`).toEqual(
    expect.arrayContaining(['cookie', 'sec-ch-ua-mobile']),
  );
}

function expectPersonal(response: Response, what: string) {
  const cache = directives(response);
  expect(cache.has('private') && cache.has('no-store'), `${what}: private, no-store`).toBe(true);
  expect(cache.has('public'), what).toBe(false);
}

const [product] = await stockedSizes(baseUrl, 7, { count: 1, minQuantity: 3 });
const PAGES = {
  home: '/',
  catalogue: '/catalog/man/obuv/krossovki/',
  product: `/product/${product.code}/`,
};

describe('a page asked for without cookies', () => {
  test.each(Object.entries(PAGES))(
    'the %s page is the same for everyone, sets no cookie and may be shared',
    async (what, path) => {
      // Two visitors who have nothing in common: browser, phone, address, a crawler.
      const desktop = await get(path, { 'X-Forwarded-For': NOVOSIBIRSK });
      const phone = await get(path, { 'User-Agent': IPHONE });
      const crawler = await get(path, { 'User-Agent': YANDEX_BOT });
      for (const response of [desktop, phone, crawler]) expectShared(response, what);
      const [a, b, c] = await Promise.all([desktop, phone, crawler].map((r) => r.text()));
      expect(withoutNonce(b), `${what}: the phone gets the desktop's page`).toBe(withoutNonce(a));
      expect(withoutNonce(c), `${what}: the crawler gets the same page`).toBe(withoutNonce(a));
      // The default city (docs/product.md#constants-and-limits), not Novosibirsk: nothing of the visitor is in it.
      expect(a).toContain('Твой город Москва?');
      expect(a).not.toContain('Новосибирск');
    },
  );

  test('the device hint picks the device the banner links are for, and the answer says it varies on it', async () => {
    const onPhone = await get('/', { 'Sec-CH-UA-Mobile': '?1', 'User-Agent': IPHONE });
    const onDesktop = await get('/', { 'Sec-CH-UA-Mobile': '?0' });
    expectShared(onPhone, 'the phone hint');
    expectShared(onDesktop, 'the desktop hint');
    // The page's data tells the banner strip which of each line's two links to use (the demo's
    // first line links the same page for both, so its markup alone cannot tell).
    expect(await onPhone.text()).toContain('\\"device\\",\\"mobile\\"');
    expect(await onDesktop.text()).toContain('\\"device\\",\\"desktop\\"');
  });

  test('any cookie makes the answer personal', async () => {
    for (const cookie of ['_ym_uid=1700000000123456789', 'accept_cookie=anything']) {
      for (const path of Object.values(PAGES)) {
        expectPersonal(await get(path, { Cookie: cookie }), `${path} with ${cookie}`);
      }
    }
  });

  test('personal pages and errors are never shared, cookies or not', async () => {
    expectPersonal(await get('/cart/'), 'the cart');
    expectPersonal(await get('/order/make'), 'checkout');
    const missing = await get('/product/no-such-product/');
    expect(missing.status).toBe(404);
    expectPersonal(missing, 'a missing product');
  });

  test('the cart without cookies is empty, and mints no guest token', async () => {
    const cart = await get('/cart/');
    expect(cart.status).toBe(200);
    expect(cart.headers.getSetCookie()).toEqual([]);
    expect(basketLineIds(await cart.text())).toEqual([]);
  });
});

describe('the city of a page served to everyone', () => {
  test('the browser asks for the detected city; it is saved unconfirmed and the next page asks about it', async () => {
    const detected = await get('/resources/city-detect', {
      Accept: 'application/json',
      'X-Forwarded-For': NOVOSIBIRSK,
    });
    expect(detected.status).toBe(200);
    expectPersonal(detected, 'the detection');
    const { city } = (await detected.json()) as { city: { id: number; name: string } | null };
    expect(city?.name).toBe('Новосибирск');
    const cookie = detected.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/^city=/);

    const next = await get('/catalog/', { Cookie: cookie, 'X-Forwarded-For': NOVOSIBIRSK });
    expectPersonal(next, 'a page with the city cookie');
    expect(await next.text()).toContain('Твой город Новосибирск?');

    // A city already saved stays: detection answers nothing and saves nothing.
    const again = await get('/resources/city-detect', { Accept: 'application/json', Cookie: cookie });
    expect(await again.json()).toEqual({ city: null });
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});

describe('the first add to the basket makes the guest token', () => {
  test('without JavaScript: a form post, 303 back, and the basket holds the size', async () => {
    const shopper = new Shopper(baseUrl);
    const landing = await shopper.get(PAGES.product);
    expect(landing.headers.getSetCookie()).toEqual([]);
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(product.sizeId),
      returnTo: PAGES.product,
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('Location')).toBe(PAGES.product);
    expect(shopper.has('fuser')).toBe(true);
    const cart = await shopper.visit('/cart/');
    expect(cart.html).toContain(product.name);
    expect(basketLineIds(cart.html)).toHaveLength(1);
  });

  test('with JavaScript: a fetcher post answers in place, and the basket holds the size', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get(PAGES.product);
    const added = await shopper.post('/resources/cart.data', {
      intent: 'add',
      productId: String(product.sizeId),
      returnTo: PAGES.product,
      via: 'fetcher',
    });
    expect(added.status).toBe(200);
    expect(shopper.has('fuser')).toBe(true);
    const cart = await shopper.visit('/cart/');
    expect(cart.html).toContain(product.name);
    expect(basketLineIds(cart.html)).toHaveLength(1);
  });
});
