// The marketing integrations with JavaScript (docs/product.md#flows, docs/product.md#api-calls, docs/product.md#errors, docs/product.md#constants-and-limits), against a server of this
// file's own with MINDBOX_ENDPOINT_ID, UX_TOOL_ID and the styling widget's variables set. The
// vendors' scripts are local stand-ins routed in place of the real addresses: each records what
// the shop asked of it in window.__vendors, and no request leaves the machine.
import type { APIRequestContext, Page } from '@playwright/test';
import { type RunningServer, startServer } from '../setup/server';
import { expect as baseExpect, test } from './fixtures';
import { waitForCode } from '../setup/outbox';
import { hydrated, masked, randomIp, randomPhone } from './sign-in.kit';

const expect = baseExpect.configure({ timeout: 10_000 });
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

const ENV = {
  MINDBOX_ENDPOINT_ID: 'shag-e2e',
  MINDBOX_CART_OPERATION: 'Shag.SetCart',
  UX_TOOL_ID: '1234567',
  STYLING_WIDGET_SCRIPT_URL: 'https://widget.stylist.test/v1/widget.js',
  STYLING_WIDGET_KEY: 'widget-public-key',
};

// Mindbox's tracker: takes over `mindbox`, replaying what the page queued before it came.
const TRACKER = `(() => {
  const v = (window.__vendors ??= { mindbox: [], hj: [], widget: [] });
  const queued = (window.mindbox && window.mindbox.queue) || [];
  window.mindbox = (...args) => v.mindbox.push(JSON.parse(JSON.stringify(args)));
  for (const args of queued) window.mindbox(...args);
})();`;
// Hotjar's tag script: the same with hj's queue q.
const HOTJAR = `(() => {
  const v = (window.__vendors ??= { mindbox: [], hj: [], widget: [] });
  const queued = (window.hj && window.hj.q) || [];
  window.hj = (...args) => v.hj.push(args);
  for (const args of queued) window.hj(...args);
})();`;
// The styling widget as docs/decisions/0028-styling-widget.md describes it.
const WIDGET = `(() => {
  const v = (window.__vendors ??= { mindbox: [], hj: [], widget: [] });
  window.StylingWidget = {
    init(options) {
      v.widget.push(['init', { key: options.key, lang: options.lang, userId: options.userId, cart: options.cart }]);
      v.widgetCallbacks = options;
      const p = document.createElement('p');
      p.textContent = 'Образы от стилиста';
      options.container.append(p);
    },
    setCart(ids) { v.widget.push(['setCart', ids]); },
    destroy() { v.widget.push(['destroy']); },
  };
})();`;

type Vendors = { mindbox: unknown[][]; hj: unknown[][]; widget: unknown[][] };
const vendors = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __vendors?: Vendors }).__vendors ?? { mindbox: [], hj: [], widget: [] },
  );

let server: RunningServer | undefined;
const asked: string[] = [];

test.describe('with Mindbox, the UX tool and the styling widget switched on', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    const saved = { ...process.env };
    // The server reads its environment once, at start: the variables go in for this one only.
    Object.assign(process.env, ENV);
    try {
      server = await startServer({ dataDir: `${process.env.E2E_DATA_DIR}-marketing-${process.pid}` });
    } finally {
      for (const name of Object.keys(ENV)) if (!(name in saved)) delete process.env[name];
    }
  });
  test.afterAll(async () => server?.stop());

  async function visit(page: Page, path: string) {
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      asked.push(url);
      const body =
        url === 'https://api.mindbox.ru/scripts/v1/tracker.js'
          ? TRACKER
          : url.startsWith('https://static.hotjar.com/c/hotjar-1234567.js')
            ? HOTJAR
            : url === ENV.STYLING_WIDGET_SCRIPT_URL
              ? WIDGET
              : null;
      return body ? route.fulfill({ contentType: 'text/javascript', body }) : route.abort();
    });
    const base = server!.baseUrl;
    await page.request.post(`${base}/resources/cookie-consent`, { form: { returnTo: '/' }, maxRedirects: 0 });
    await page.request.post(`${base}/resources/city`, {
      form: { intent: 'confirm', returnTo: '/' },
      maxRedirects: 0,
    });
    await page.goto(`${base}${path}`);
    await hydrated(page);
  }

  /** Two sizes in stock of one product, by its code. */
  async function product(
    request: APIRequestContext,
  ): Promise<{ id: number; code: string; sizes: { id: number; ru: string }[] }> {
    const base = server!.baseUrl;
    const answer = await request.post(`${base}/api/catalog/`, { data: { path: '/catalog/', page: 12 } });
    for (const card of (await answer.json()).catalogBody.products as { code: string }[]) {
      const { product: p } = await (await request.get(`${base}/api/products/${card.code}/`)).json();
      const sizes = (p.sizes as { id: number; ru: string; quantity: number }[]).filter(
        (s) => s.quantity >= 2,
      );
      if (sizes.length >= 2) return { id: p.id, code: p.code, sizes };
    }
    throw new Error('no product with two sizes in stock');
  }

  async function addOnProductPage(page: Page, size: string) {
    const radio = page.getByRole('radio', { name: new RegExp(`^${size.replace('.', '\\.')}( мало)?$`) });
    await page.locator('[data-add-to-cart] label').filter({ has: radio }).click();
    await page.getByRole('button', { name: 'В корзину' }).click();
    await expect(page.getByRole('heading', { name: 'Товар в корзине' })).toBeVisible();
  }

  test(
    'an add: Mindbox gets the product list, the UX tool the abandoned-cart event 3 s later',
    { tag: ['@js-only', '@desktop-only'] },
    async ({ page, request }) => {
      const target = await product(request);
      await visit(page, `/product/${target.code}`);
      await expect
        .poll(async () => (await vendors(page)).mindbox[0])
        .toEqual(['create', { endpointId: 'shag-e2e' }]);
      // The shop's device id is the tracker's.
      const cookies = await page.context().cookies(server!.baseUrl);
      const tracker = cookies.find((c) => c.name === 'mindboxDeviceUUID');
      expect(tracker?.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(tracker?.httpOnly).toBe(false);
      // The first page was shared and minted no id; the tracker waited for the shop's own
      // (signed cookie: base64 of the JSON value, a dot, the signature).
      const shop = decodeURIComponent(cookies.find((c) => c.name === 'mbDeviceUUID')?.value ?? '');
      expect(JSON.parse(Buffer.from(shop.slice(0, shop.lastIndexOf('.')), 'base64').toString('utf8'))).toBe(
        tracker?.value,
      );

      // Taken before the add, so the page's 3 s timer (started by the add) cannot have begun
      // earlier; taken after it, a slow add would eat into the 3 s and the check would flake.
      const beforeAdd = Date.now();
      await addOnProductPage(page, target.sizes[0].ru);
      await expect
        .poll(async () => (await vendors(page)).mindbox.filter((c) => c[0] === 'async'))
        .toEqual([
          [
            'async',
            {
              operation: 'Shag.SetCart',
              data: {
                productList: [{ product: { ids: { website: String(target.sizes[0].id) } }, count: 1 }],
              },
            },
          ],
        ]);
      await expect
        .poll(async () => (await vendors(page)).hj, { timeout: 8_000 })
        .toEqual([['event', 'abandoned_cart']]);
      // Not before its 3 s (50 ms for the two clocks' rounding).
      expect(Date.now() - beforeAdd).toBeGreaterThanOrEqual(2_950);
    },
  );

  test(
    'on the cart page no abandoned-cart event',
    { tag: ['@js-only', '@desktop-only'] },
    async ({ page, request }) => {
      const target = await product(request);
      await visit(page, `/product/${target.code}`);
      await addOnProductPage(page, target.sizes[1].ru);
      // Straight to the cart: the timer stops there.
      await page.getByRole('link', { name: 'Перейти в корзину' }).click();
      await expect(page).toHaveURL(/\/cart\/?$/);
      await page.waitForTimeout(4_000);
      expect((await vendors(page)).hj).toEqual([]);
    },
  );

  test(
    'the widget: key, ru and the user id; its add goes into the basket without the modal',
    { tag: ['@js-only', '@desktop-only'] },
    async ({ page, request }) => {
      const target = await product(request);
      await visit(page, `/product/${target.code}`);
      await expect(page.getByText('Образы от стилиста')).toBeVisible();
      const [init] = (await vendors(page)).widget;
      expect(init).toEqual(['init', { key: 'widget-public-key', lang: 'ru', userId: null, cart: [] }]);

      const size = target.sizes[1];
      await page.evaluate((id) => {
        const v = (
          window as unknown as { __vendors: { widgetCallbacks: { onAddToCart: (n: number) => void } } }
        ).__vendors;
        // A double tap in the widget: one add (docs/product.md#constants-and-limits, 300 ms debounce).
        v.widgetCallbacks.onAddToCart(id);
        v.widgetCallbacks.onAddToCart(id);
      }, size.id);
      await expect.poll(async () => (await vendors(page)).widget.at(-1)).toEqual(['setCart', [size.id]]);
      await expect(page.getByRole('heading', { name: 'Товар в корзине' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Корзина: 1 товар' })).toBeVisible();
      // The add counts for the abandoned-cart event too.
      await expect
        .poll(async () => (await vendors(page)).hj, { timeout: 8_000 })
        .toEqual([['event', 'abandoned_cart']]);
    },
  );

  test(
    "signed in: the widget gets the user's id, and its heart goes through the shop's favourites",
    { tag: ['@js-only', '@desktop-only'] },
    async ({ page, request }) => {
      const base = server!.baseUrl;
      const target = await product(request);
      await visit(page, '/');
      // Sign-in as the dialog's forms post it, against this file's server and its SMS outbox.
      const phone = randomPhone();
      const headers = { 'X-Forwarded-For': randomIp() };
      const asked = await page.request.post(`${base}/resources/auth/login`, {
        form: { intent: 'phone', phone: masked(phone), returnTo: '/' },
        headers,
        maxRedirects: 0,
      });
      expect(asked.status()).toBe(303);
      const code = await waitForCode(server!.dataDir, phone, 0);
      const checked = await page.request.post(`${base}/resources/auth/login`, {
        form: { intent: 'code', phone, code, returnTo: '/' },
        headers,
        maxRedirects: 0,
      });
      expect(checked.status()).toBe(303);

      await page.goto(`${base}/product/${target.code}`);
      await hydrated(page);
      await expect(page.getByText('Образы от стилиста')).toBeVisible();
      const init = (await vendors(page)).widget.find((call) => call[0] === 'init');
      const userId = (init?.[1] as { userId: unknown }).userId;
      expect(Number.isInteger(userId) && (userId as number) > 0).toBe(true);

      const heart = page.getByRole('main').getByRole('button', { name: 'Убрать из избранного' });
      await expect(heart).toHaveCount(0);
      await page.evaluate((colorId) => {
        const v = (
          window as unknown as { __vendors: { widgetCallbacks: { onFavoriteToggle: (n: number) => void } } }
        ).__vendors;
        v.widgetCallbacks.onFavoriteToggle(colorId);
      }, target.id);
      // The product's own heart shows what the widget did: it is a favourite now.
      await expect(heart).toBeVisible();
    },
  );

  test('the 404 page carries the widget', { tag: ['@js-only', '@desktop-only'] }, async ({ page }) => {
    await visit(page, '/no-such-page-here');
    await expect(page.getByRole('heading', { name: 'Страница удалена или перемещена' })).toBeVisible();
    await expect(page.getByText('Образы от стилиста')).toBeVisible();
    expect(asked).toContain(ENV.STYLING_WIDGET_SCRIPT_URL);
  });
});

test(
  'switched off (the shared server has none of the variables): nothing of theirs is asked for',
  { tag: ['@js-only', '@desktop-only'] },
  async ({ page }) => {
    const outside: string[] = [];
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto('/no-such-page-here');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Страница удалена или перемещена' })).toBeVisible();
    const globals = await page.evaluate(() =>
      ['mindbox', 'hj', 'StylingWidget'].filter((name) => name in window),
    );
    expect(globals).toEqual([]);
    expect(outside.filter((url) => /mindbox|hotjar|stylist/.test(url))).toEqual([]);
    await expect(page.locator('[data-styling-widget]')).toHaveCount(0);
  },
);
