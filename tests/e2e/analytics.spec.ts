// The analytics layer of docs/product.md#attribution-and-analytics in the browser: the ecommerce objects the shop pushes onto
// window.dataLayer (impressions, click, detail, add/remove with their deltas, purchase once),
// no Metrica script without YANDEX_METRIKA_ID, and, on a server of its own with the counter and
// the beacon configured, the counter's init and SPA hits (tag.js routed to a stand-in) and the
// beacons' bodies (the beacon URL routed here). No request leaves the machine.
import type { APIRequestContext, Page } from '@playwright/test';
import { ProductResponseSchema } from '~/commerce/contract/product';
import { type RunningServer, startServer } from '../setup/server';
import { apiCatalog, openPage } from './catalog.kit';
import { expect as baseExpect, test } from './fixtures';
import { hydrated, randomIp, signInThroughForms } from './sign-in.kit';

const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

type Layer = Record<string, unknown>[];
type Ecommerce = Record<string, { products?: Record<string, unknown>[] } | unknown> & {
  currencyCode: string;
};

/** Everything the page pushed so far. */
async function dataLayer(page: Page): Promise<Layer> {
  return page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
}

/** The `action` objects of the ecommerce pushes, oldest first. */
async function pushed(page: Page, action: string): Promise<Record<string, unknown>[]> {
  const layer = await dataLayer(page);
  return layer
    .map((entry) => entry.ecommerce as Ecommerce | undefined)
    .filter((e): e is Ecommerce => e !== undefined && action in e)
    .map((e) => ({ currencyCode: e.currencyCode, ...(e[action] as Record<string, unknown>) }));
}

/** Third-party requests the page makes; each is refused (none may reach the internet). */
async function outsideRequests(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

/** A product of a catalogue page with a size of at least `units` in stock: its code, name and that size. */
async function stockedProduct(request: APIRequestContext, catalogPage: number, units: number) {
  const catalog = await apiCatalog(request, { path: '/catalog/', page: catalogPage });
  for (const card of catalog.catalogBody.products) {
    const answer = ProductResponseSchema.parse(
      await (await request.get(`/api/products/${card.code}/`)).json(),
    );
    const size = answer.product.sizes.find((s) => s.inStock && s.quantity >= units);
    if (size) return { product: answer.product, size: size.ru };
  }
  throw new Error(`no product on catalogue page ${catalogPage} holds ${units} of one size`);
}

type Line = { id: string; quantity: number };

async function goToCart(page: Page) {
  await page
    .getByRole('link', { name: 'Перейти в корзину' })
    .or(page.getByRole('button', { name: 'Перейти в корзину' }))
    .click();
  await expect(page).toHaveURL(/\/cart\/$/);
}

async function addSize(page: Page, size: string) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${size.replace('.', '\\.')}( мало)?$`) });
  await page.locator('[data-add-to-cart] label').filter({ has: radio }).click();
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByRole('heading', { name: 'Товар в корзине' })).toBeVisible();
}

test('catalogue impressions, a card click, the product detail, adds and removals with their deltas @js-only', async ({
  page,
  request,
}) => {
  const outside = await outsideRequests(page);
  const catalog = await apiCatalog(request, { path: '/catalog/' });
  const cards = catalog.catalogBody.products;

  await openPage(page, '/catalog/');
  await hydrated(page);
  // One impressions push for the grid: every card in order, in the main catalogue, from 1.
  await expect.poll(async () => (await pushed(page, 'impressions')).length).toBeGreaterThan(0);
  const layer = await dataLayer(page);
  const impressions = layer.flatMap(
    (e) => ((e.ecommerce as Ecommerce | undefined)?.impressions as Record<string, unknown>[]) ?? [],
  );
  expect(impressions.map((p) => p.id)).toEqual(cards.map((c) => c.code));
  expect(impressions[0]).toEqual({
    id: cards[0].code,
    name: cards[0].name,
    price: cards[0].price.value,
    brand: cards[0].brand,
    category: cards[0].category,
    variant: cards[0].color,
    list: 'Каталог',
    position: 1,
  });
  expect(impressions.map((p) => p.position)).toEqual(cards.map((_, i) => i + 1));

  // The second card: a click in its list, then the product page's detail.
  await page.locator('[data-product-grid] article').nth(1).locator('a[href^="/product/"]').click();
  await expect(page).toHaveURL(new RegExp(`/product/${cards[1].code}`));
  await expect.poll(async () => (await pushed(page, 'detail')).length).toBe(1);
  const [click] = await pushed(page, 'click');
  expect(click).toEqual({
    currencyCode: 'RUB',
    products: [expect.objectContaining({ id: cards[1].code, list: 'Каталог', position: 2 })],
  });
  const [detail] = await pushed(page, 'detail');
  expect(detail.products).toEqual([
    expect.objectContaining({ id: cards[1].code, name: cards[1].name, variant: cards[1].color }),
  ]);

  // 'В корзину': one unit of a size that has three.
  const { product, size } = await stockedProduct(request, 30, 3);
  await openPage(page, `/product/${product.code}`);
  await hydrated(page);
  await addSize(page, size);
  await expect.poll(async () => (await pushed(page, 'add')).length).toBe(1);
  expect((await pushed(page, 'add'))[0].products).toEqual([
    {
      id: product.code,
      name: product.name,
      price: product.price.value,
      brand: product.brand.name,
      category: product.type.name,
      variant: product.color.name,
      quantity: 1,
    },
  ]);

  // The cart: + twice adds two units (one change, or two if the presses fall apart), 'Удалить'
  // takes the three units out.
  await goToCart(page);
  const line = page.locator('[data-basket-line]');
  await expect(line).toHaveCount(1);
  const plus = line.getByRole('button', { name: /^Увеличить количество/ });
  await plus.click();
  await plus.click();
  const cartAdds = async () => (await pushed(page, 'add')).slice(1).flatMap((a) => a.products as Line[]);
  await expect.poll(async () => (await cartAdds()).reduce((sum, p) => sum + p.quantity, 0)).toBe(2);
  for (const added of await cartAdds())
    expect(added).toMatchObject({
      id: product.code,
      category: product.type.name,
      variant: product.color.name,
    });
  await line.getByRole('button', { name: /^Удалить/ }).click();
  await expect(line).toHaveCount(0);
  await expect.poll(async () => (await pushed(page, 'remove')).length).toBe(1);
  expect((await pushed(page, 'remove'))[0]).toEqual({
    currencyCode: 'RUB',
    products: [expect.objectContaining({ id: product.code, variant: product.color.name, quantity: 3 })],
  });

  // Without YANDEX_METRIKA_ID nothing of Metrica is asked for (nor anything else outside).
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
  expect(outside.filter((url) => url.includes('mc.yandex.ru'))).toEqual([]);
});

test('the order-done page pushes the purchase once; a reload pushes nothing @js-only', async ({
  page,
  request,
  outbox,
}) => {
  await outsideRequests(page);
  const { product, size } = await stockedProduct(request, 32, 1);
  await signInThroughForms(page, outbox);
  await openPage(page, `/product/${product.code}`);
  await hydrated(page);
  await addSize(page, size);
  await goToCart(page);
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/order\/make$/);
  await hydrated(page);
  await page.getByLabel('Имя', { exact: true }).fill('Анна');
  await page.getByLabel('Фамилия', { exact: true }).fill('Смирнова');
  await page.getByLabel('Email', { exact: true }).fill('anna@example.ru');
  await page.locator('label').filter({ hasText: 'Курьером' }).click();
  await page.getByLabel('Улица, дом, корпус').fill('Тверская, 7');
  await page.locator('label').filter({ hasText: 'При получении' }).click();
  await page.getByRole('checkbox', { name: /Соглашаюсь с условиями/ }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  await expect(page).toHaveURL(/\/order\/done\/\d+$/);
  const number = (await page.locator('[data-order-number]').textContent())?.trim() ?? '';
  await expect.poll(async () => (await pushed(page, 'purchase')).length).toBe(1);
  const [purchase] = await pushed(page, 'purchase');
  // One unit, no promo code, courier: the fee unless the goods reach free delivery (docs/configuration.md defaults).
  const revenue = product.price.value + (product.price.value >= 7000 ? 0 : 390);
  expect(purchase).toEqual({
    currencyCode: 'RUB',
    actionField: { id: number, revenue },
    products: [
      {
        id: product.code,
        name: product.name,
        price: product.price.value,
        brand: product.brand.name,
        variant: product.color.name,
        quantity: 1,
      },
    ],
  });

  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-order-number]')).toHaveText(number);
  // Give the page's effects their turn, then: a fresh layer with no purchase in it.
  await page.waitForLoadState('networkidle');
  expect(await pushed(page, 'purchase')).toEqual([]);
});

test.describe('with the Metrica counter and the statistics beacon configured', () => {
  test.describe.configure({ mode: 'serial' });
  const COUNTER = '98765432';
  const BEACON_URL = 'https://stats.example.test/collect';
  let server: RunningServer | undefined;

  // Playwright hands hooks their fixtures destructured; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(150_000);
    server = await startServer({
      dataDir: `${process.env.E2E_DATA_DIR}-analytics-${process.pid}`,
      env: { YANDEX_METRIKA_ID: COUNTER, STATS_BEACON_URL: BEACON_URL, STATS_BEACON_KEY: 'public-test-key' },
    });
  });
  test.afterAll(async () => server?.stop());

  // A stand-in for tag.js: it takes over the queue the page made and records every call.
  const STAND_IN_TAG = `
    window.__ymCalls = ((window.ym && window.ym.a) || []).map(function (a) { return Array.from(a); });
    window.ym = function () { window.__ymCalls.push(Array.from(arguments)); };
  `;

  test('the counter starts with ecommerce from dataLayer, a client navigation is a hit, beacons go out @js-only', async ({
    page,
    isMobile,
  }) => {
    const tags: string[] = [];
    const beacons: Record<string, unknown>[] = [];
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      if (url === 'https://mc.yandex.ru/metrika/tag.js') {
        tags.push(url);
        return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_TAG });
      }
      if (url === BEACON_URL) {
        beacons.push(JSON.parse(route.request().postData() ?? 'null') as Record<string, unknown>);
        return route.fulfill({ status: 204 });
      }
      return route.abort();
    });
    const base = server!.baseUrl;
    await page.goto(`${base}/catalog/`);
    await hydrated(page);
    await expect.poll(() => tags.length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __ymCalls?: unknown[] }).__ymCalls?.length))
      .toBe(1);
    const calls = () => page.evaluate(() => (window as unknown as { __ymCalls: unknown[][] }).__ymCalls);
    expect((await calls())[0]).toEqual([
      Number(COUNTER),
      'init',
      expect.objectContaining({ ecommerce: 'dataLayer', accurateTrackBounce: true, webvisor: false }),
    ]);
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]).toEqual({
      event_name: 'page_view',
      fetch_id: '/catalog/',
      fetch_field: 'path',
      user_id: null,
      version: 7,
      session_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // The desktop project's 1280 px window, or the mobile project's 375 px phone.
      device_type: isMobile ? 'Mobile' : 'Desktop',
      key: 'public-test-key',
    });

    // A card opens its product page in place: one hit with the catalogue as referer, two beacons.
    const firstCard = page.locator('[data-product-grid] article').first().locator('a[href^="/product/"]');
    const href = (await firstCard.getAttribute('href'))!;
    await firstCard.click();
    await expect(page).toHaveURL(new RegExp(href));
    await expect.poll(async () => (await calls()).length).toBe(2);
    expect((await calls())[1]).toEqual([
      Number(COUNTER),
      'hit',
      `${base}${href}`,
      { referer: `${base}/catalog/` },
    ]);
    await expect.poll(() => beacons.length).toBe(3);
    expect(beacons.map((b) => b.event_name).sort()).toEqual(['page_view', 'page_view', 'product_view']);
    const view = beacons.find((b) => b.event_name === 'product_view')!;
    expect(view).toMatchObject({ fetch_field: 'product_code', fetch_id: href.split('/')[2] });
    // One tab, one session key.
    expect(new Set(beacons.map((b) => b.session_key)).size).toBe(1);
    expect(tags).toHaveLength(1);
  });

  test('a beacon the browser refuses is logged as not sent @js-only', async ({ page }) => {
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
        route.request().url().endsWith('/tag.js')
          ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN_TAG })
          : route.abort(),
      );
    await page.addInitScript(() => {
      navigator.sendBeacon = () => false;
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${server!.baseUrl}/`);
    await hydrated(page);
    await expect.poll(() => errors.filter((e) => e.startsWith('Data was not sent')).length).toBe(1);
  });
});
