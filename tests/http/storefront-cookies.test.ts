// The storefront's cookies as a browser keeps them (the trust issue): with a 2-second access
// token every storefront request that asks the API anything as the shopper rotates the
// refresh token, so every such answer — a page, a single-fetch .data request of a found or a
// missing thing, a resource route, a form post, a fetcher post, a 404 — must hand the browser
// the new one, once. A browser that kept a spent refresh token would be signed out on its
// next use. And a first visit makes one device id (on its first personal answer) and one guest
// token (on its first add), however many loaders the page runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomIp, randomPhone } from '../mocks/sms-sign-in';
import { messagesTo, waitForCode } from '../setup/outbox';
import { type RunningServer, startServer } from '../setup/server';
import { stockedSizes } from './basket.kit';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cookies-')),
    env: { ACCESS_TOKEN_TTL: '2' },
  });
}, 180_000);
afterAll(() => server?.stop());

const nameOf = (line: string) => line.slice(0, line.indexOf('='));

/**
 * The value of a cookie the shop signed (Remix: base64 JSON, '.', signature), read WITHOUT
 * checking the signature: the test only looks at what the browser holds.
 */
function unsignedValue(cookieValue: string): unknown {
  const signed = decodeURIComponent(cookieValue);
  const payload = signed.slice(0, signed.lastIndexOf('.'));
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

/** A browser: one cookie jar, updated from every answer exactly as Chromium does (in order, the last line wins). */
class Browser {
  readonly cookies = new Map<string, string>();
  private readonly ip = randomIp();

  constructor(private readonly baseUrl: string) {}

  /** Sends a request with the jar's cookies; checks and keeps what the answer sets. */
  async send(
    target: string,
    init: { method?: string; body?: URLSearchParams; accept?: string } = {},
  ): Promise<{ response: Response; setNames: string[] }> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${target}`, {
      method: init.method ?? 'GET',
      body: init.body,
      redirect: 'manual',
      headers: {
        'User-Agent': BROWSER,
        'X-Forwarded-For': this.ip,
        Accept: init.accept ?? 'text/html',
        ...(init.method === 'POST' ? { Origin: this.baseUrl } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    const lines = response.headers.getSetCookie();
    const setNames = lines.map(nameOf);
    const doubled = setNames.filter((name, index) => setNames.indexOf(name) !== index);
    expect(doubled, `${init.method ?? 'GET'} ${target} sets a cookie twice`).toEqual([]);
    for (const line of lines) {
      const [pair, ...attrs] = line.split(/;\s*/);
      const name = nameOf(pair);
      if (attrs.some((a) => a.toLowerCase() === 'max-age=0')) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return { response, setNames };
  }

  /** A page as a browser without JavaScript asks for it. */
  page(target: string) {
    return this.send(target);
  }

  /** What Remix's client asks on an in-app navigation (single fetch): /x/y.data, /_root.data for /. */
  data(pathname: string, search = '') {
    const base = pathname === '/' ? '/_root' : pathname.replace(/\/$/, '');
    return this.send(`${base}.data${search}`, { accept: '*/*' });
  }

  /** A form post without JavaScript. */
  post(target: string, fields: Record<string, string>) {
    return this.send(target, { method: 'POST', body: new URLSearchParams(fields) });
  }

  /** A fetcher's post with JavaScript: the action's .data address, via=fetcher. */
  fetcherPost(target: string, fields: Record<string, string>) {
    return this.send(`${target}.data`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, via: 'fetcher' }),
      accept: '*/*',
    });
  }

  /** The refresh token the browser holds now (inside its signed auth cookie). */
  refreshToken(): string | null {
    const auth = this.cookies.get('auth');
    return auth ? (unsignedValue(auth) as { refreshToken: string }).refreshToken : null;
  }
}

async function signIn(browser: Browser): Promise<void> {
  const phone = randomPhone();
  await browser.page('/');
  const before = messagesTo(server.dataDir, phone).length;
  const asked = await browser.post('/resources/auth/login', { intent: 'phone', phone, returnTo: '/' });
  expect(asked.response.status).toBe(303);
  const code = await waitForCode(server.dataDir, phone, before);
  const checked = await browser.post('/resources/auth/login', { intent: 'code', phone, code, returnTo: '/' });
  expect(checked.response.status).toBe(303);
  expect(browser.refreshToken()).not.toBeNull();
}

describe('a signed-in shopper whose access token lives 2 seconds', () => {
  test('stays signed in through every kind of storefront request, each setting one auth cookie', async () => {
    const browser = new Browser(server.baseUrl);
    await signIn(browser);
    // Let the access token of the sign-in really expire.
    await sleep(2_200);

    const [size] = await stockedSizes(server.baseUrl, 2, { count: 1, minQuantity: 2 });
    const news = (await (await fetch(`${server.baseUrl}/api/news/`)).json()) as { items: { code: string }[] };
    const article = news.items[0].code;

    /** Runs one request; `rotates`: it asks the API as the shopper, so it must hand over new tokens. */
    const step = async (
      what: string,
      run: () => Promise<{ response: Response; setNames: string[] }>,
      rotates = true,
    ) => {
      const held = browser.refreshToken();
      const { response, setNames } = await run();
      if (rotates) {
        expect(setNames, `${what}: hands over the rotated tokens`).toContain('auth');
        expect(browser.refreshToken(), `${what}: a new refresh token`).not.toBe(held);
      }
      // Still signed in: the profile answers its page, not a redirect home (itself a request that rotates).
      const profile = await browser.page('/personal/profile');
      expect(profile.response.status, `${what}: still signed in`).toBe(200);
      expect(await profile.response.text()).toContain('Выйти');
      expect(profile.setNames, `${what}: the profile hands over the rotated tokens`).toContain('auth');
      return response;
    };

    expect((await step('the home page', () => browser.page('/'))).status).toBe(200);
    expect((await step('a catalogue page', () => browser.page('/catalog/'))).status).toBe(200);
    expect((await step('a product .data', () => browser.data(`/product/${size.code}/`))).status).toBe(200);
    expect(
      (await step('a missing product .data', () => browser.data('/product/no-such-thing/'))).status,
    ).toBe(404);
    expect((await step('a news .data', () => browser.data(`/about/news/${article}/`))).status).toBe(200);
    expect((await step('a missing news .data', () => browser.data('/about/news/no-such-news/'))).status).toBe(
      404,
    );
    expect((await step('a missing order .data', () => browser.data('/order/done/999999/'))).status).toBe(404);
    expect(
      (await step('a missing section .data', () => browser.data('/catalog/no-such-section/'))).status,
    ).toBe(404);
    expect(
      (await step('shops of an unknown city', () => browser.data('/about/shops/', '?cityId=99999999')))
        .status,
    ).toBe(404);
    expect((await step('the size table', () => browser.page('/support/size-table'))).status).toBe(200);
    expect((await step('a 404 page', () => browser.page('/no-such-page/at-all'))).status).toBe(404);
    // The city list may come from the storefront's cache without a call: it need not rotate.
    const cities = await step(
      'the city search',
      () =>
        browser.send(`/resources/city-search?q=${encodeURIComponent('Мос')}`, { accept: 'application/json' }),
      false,
    );
    expect(cities.status).toBe(200);
    expect(
      (
        await step('the search overlay', () =>
          browser.send(`/resources/search?q=${encodeURIComponent('кроссовки')}`, {
            accept: 'application/json',
          }),
        )
      ).status,
    ).toBe(200);

    const added = await step('a fetcher add to the basket', () =>
      browser.fetcherPost('/resources/cart', { intent: 'add', productId: String(size.sizeId) }),
    );
    expect(added.status).toBe(200);
    expect((await step('the cart page', () => browser.page('/cart/'))).status).toBe(200);
    expect((await step('the cart .data', () => browser.data('/cart/'))).status).toBe(200);

    const checkout = await browser.page('/order/make');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await checkout.response.text())?.[1] ?? '';
    const ordered = await step('the checkout form post', () =>
      browser.post('/order/make', {
        idempotencyKey: key,
        name: 'Анна',
        lastName: 'Смирнова',
        phone: '+7 (999) 000-11-22',
        email: 'anna@example.ru',
        deliveryType: 'courier',
        address: 'ул. Тверская, д. 7',
        flat: '12',
        paymentMethod: 'on_receipt',
        agreement: 'on',
      }),
    );
    expect(ordered.status).toBe(303);
    const done = ordered.headers.get('location') ?? '';
    expect(done).toMatch(/^\/order\/done\/\d+$/);
    expect((await step('the order page', () => browser.page(done))).status).toBe(200);
    expect((await step('the order .data', () => browser.data(done))).status).toBe(200);
    expect((await step('the orders list', () => browser.page('/personal/orders'))).status).toBe(200);
    expect((await step('the orders list .data', () => browser.data('/personal/orders'))).status).toBe(200);
    const favorite = await step('a heart without JavaScript', () =>
      browser.post('/resources/favorites', { intent: 'add', colorId: '1', returnTo: '/catalog/' }),
    );
    expect(favorite.status).toBe(303);

    // The refresh token the browser ended with is the live one: the API itself takes it.
    const refreshed = await fetch(`${server.baseUrl}/api/token/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: browser.refreshToken() }),
    });
    expect(refreshed.status).toBe(200);
  }, 120_000);
});

describe('a first visit', () => {
  const first = () => new Browser(server.baseUrl);

  test('a first page without cookies sets none: no device id, no guest token', async () => {
    const { response, setNames } = await first().page('/');
    expect(response.status).toBe(200);
    expect(setNames).toEqual([]);
  });

  test('the first personal page sets one device id, the one the page itself uses, and no guest token', async () => {
    const browser = first();
    await browser.post('/resources/viewport', { breakpoint: 'desktop' });
    const { response, setNames } = await browser.page('/');
    expect(response.status).toBe(200);
    expect(setNames.filter((n) => n === 'mbDeviceUUID')).toHaveLength(1);
    expect(setNames).not.toContain('fuser');
    // The root loader's data names the same device id the cookie carries.
    const deviceId = unsignedValue(browser.cookies.get('mbDeviceUUID') ?? '') as string;
    expect(await response.text()).toContain(deviceId);
  });

  test('the first add to the basket (root and action both see it) mints one guest token', async () => {
    const [size] = await stockedSizes(server.baseUrl, 3, { count: 1, minQuantity: 2 });
    for (const add of [
      (b: Browser) => b.post('/resources/cart', { intent: 'add', productId: String(size.sizeId) }),
      (b: Browser) => b.fetcherPost('/resources/cart', { intent: 'add', productId: String(size.sizeId) }),
    ]) {
      const browser = first();
      const { response, setNames } = await add(browser);
      expect(response.status).toBeLessThan(400);
      expect(setNames.filter((n) => n === 'fuser')).toHaveLength(1);
      expect(setNames.filter((n) => n === 'mbDeviceUUID')).toHaveLength(1);
      // The browser's next page finds the same basket: nothing is minted again.
      const again = await browser.page('/cart/');
      expect(again.setNames).not.toContain('fuser');
      expect(again.setNames).not.toContain('mbDeviceUUID');
    }
  });

  test('a request that needs no identity mints none', async () => {
    const { response, setNames } = await first().post('/resources/viewport', { breakpoint: 'desktop' });
    expect(response.status).toBe(200);
    expect(setNames).toEqual(['viewport']);
  });
});
