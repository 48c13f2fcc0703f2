// docs/product.md#payments-and-delivery: with the maps key set, checkout's СДЭК pickup points are also on a Yandex map beside
// their list. A second server is started with the СДЭК stand-in (Novosibirsk's two points) and
// YANDEX_MAPS_API_KEY, and the Yandex script is answered by the stand-in of fake-ymaps.kit.ts.
// The list stays what the form posts: a marker chooses its point there.
import type { APIRequestContext, Page } from '@playwright/test';
import { type CdekStandIn, startCdekStandIn } from '../mocks/cdek';
import { type RunningServer, startServer } from '../setup/server';
import { MAPS_KEY, recordedMaps, routeMapsScript, settledVisitor } from './fake-ymaps.kit';
import { expect as baseExpect, test } from './fixtures';
import { moveToNovosibirsk } from './pickup-point.kit';
import { hydrated } from './sign-in.kit';

const expect = baseExpect.configure({ timeout: 15_000 });

// The stand-in's points (tests/mocks/cdek.ts), longitude first as the map takes them.
const KRASNY = { code: 'NSK12', at: [82.9204, 55.0302], hours: 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00' };
const POSTAMAT = { code: 'NSK40', at: [82.91, 55.03], hours: 'Круглосуточно' };

// One worker runs this file's tests in order, so one keyed server serves them all.
test.describe.configure({ mode: 'default' });

let cdek: CdekStandIn | undefined;
let keyed: RunningServer | undefined;

// Playwright hands hooks their fixtures destructured; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  cdek = await startCdekStandIn();
  keyed = await startServer({
    dataDir: `${process.env.E2E_DATA_DIR}-point-map-${process.pid}`,
    env: { ...cdek.env, YANDEX_MAPS_API_KEY: MAPS_KEY },
  });
});
test.afterAll(async () => {
  await keyed?.stop();
  await cdek?.stop();
});

/** One size in stock in the page's basket, put there as a product page's fetcher does. */
async function fillBasket(page: Page, request: APIRequestContext, base: string) {
  const answer = await request.post(`${base}/api/catalog/`, { data: { path: '/catalog/', page: 1 } });
  for (const card of (await answer.json()).catalogBody.products as { code: string }[]) {
    const { product } = await (await request.get(`${base}/api/products/${card.code}/`)).json();
    const size = (product.sizes as { id: number; quantity: number }[]).find((s) => s.quantity >= 1);
    if (!size) continue;
    const posted = await page.request.post(`${base}/resources/cart`, {
      form: { intent: 'add', productId: String(size.id), returnTo: '/cart/', via: 'fetcher' },
    });
    expect(posted.status()).toBe(200);
    return;
  }
  throw new Error('no product on the first catalogue page has a size in stock');
}

/** Checkout in Novosibirsk with a basket, the maps script answered as asked; the script requests made. */
async function openCheckout(
  page: Page,
  request: APIRequestContext,
  script: 'stand-in' | 'unreachable',
  js: boolean,
): Promise<string[]> {
  const base = keyed!.baseUrl;
  const asked = await routeMapsScript(page, script);
  await settledVisitor(page, base);
  await moveToNovosibirsk(page, base);
  await fillBasket(page, request, base);
  await page.goto(`${base}/order/make`);
  if (js) await hydrated(page);
  return asked;
}

const chooseWay = (page: Page, id: string) =>
  page
    .locator('label')
    .filter({ has: page.locator(`#${id}`) })
    .click();

test(
  'the points on a map once the way is chosen: a marker chooses its point, the list flies the map',
  { tag: ['@js-only', '@desktop-only'] },
  async ({ page, request, checkA11y }) => {
    const asked = await openCheckout(page, request, 'stand-in', true);

    // Courier is the way at first: no map, and nothing asked of Yandex yet.
    const map = page.locator('[data-points-map]');
    await expect(map).toHaveCount(0);
    expect(asked).toEqual([]);

    await chooseWay(page, 'delivery-pickup-point');
    await expect(map).toHaveAttribute('data-status', 'loaded');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]).searchParams.get('apikey')).toBe(MAPS_KEY);
    const markers = map.locator('[data-point-marker]');
    await expect(markers).toHaveCount(2);
    expect((await recordedMaps(page)).markers.map((m) => m.coordinates)).toEqual([KRASNY.at, POSTAMAT.at]);
    await checkA11y(page);

    // A marker chooses its point in the list, and the point's address and hours show under it.
    const list = page.getByLabel('Пункт выдачи СДЭК', { exact: true });
    await map.locator(`[data-point-marker="${POSTAMAT.code}"]`).click();
    await expect(list).toHaveValue(POSTAMAT.code);
    await expect(page.locator(`[data-chosen-point="${POSTAMAT.code}"]`)).toContainText(POSTAMAT.hours);
    await expect(map.locator(`[data-point-marker="${POSTAMAT.code}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A point chosen in the list is marked on the map, which flies to it.
    await list.selectOption(KRASNY.code);
    await expect(page.locator(`[data-chosen-point="${KRASNY.code}"]`)).toContainText(KRASNY.hours);
    await expect(map.locator(`[data-point-marker="${KRASNY.code}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(map.locator(`[data-point-marker="${POSTAMAT.code}"]`)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect
      .poll(async () => (await recordedMaps(page)).updates.at(-1))
      .toMatchObject({ center: KRASNY.at, zoom: 16 });

    // Away to the courier and back: the map is drawn again from the script already fetched.
    await chooseWay(page, 'delivery-courier');
    await expect(map).toHaveCount(0);
    await chooseWay(page, 'delivery-pickup-point');
    await expect(map).toHaveAttribute('data-status', 'loaded');
    await expect(map.locator(`[data-point-marker="${KRASNY.code}"]`)).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toHaveLength(1);
  },
);

test(
  'without JavaScript the list alone: no map, nothing asked of Yandex',
  { tag: ['@no-js-only', '@desktop-only'] },
  async ({ page, request }) => {
    const asked = await openCheckout(page, request, 'stand-in', false);
    await chooseWay(page, 'delivery-pickup-point');
    const list = page.getByLabel('Пункт выдачи СДЭК', { exact: true });
    await expect(list).toBeVisible();
    await list.selectOption(POSTAMAT.code);
    await expect(page.locator('[data-points-map]')).toHaveCount(0);
    expect(asked).toEqual([]);
  },
);

test(
  'the script cannot be had: a line in place of the map, the list still chooses',
  { tag: ['@js-only', '@desktop-only'] },
  async ({ page, request }) => {
    await openCheckout(page, request, 'unreachable', true);
    await chooseWay(page, 'delivery-pickup-point');
    const map = page.locator('[data-points-map]');
    await expect(map).toHaveAttribute('data-status', 'error');
    await expect(map).toHaveText('Карта сейчас не загрузилась — выбери пункт из списка.');
    await page.getByLabel('Пункт выдачи СДЭК', { exact: true }).selectOption(POSTAMAT.code);
    await expect(page.locator(`[data-chosen-point="${POSTAMAT.code}"]`)).toContainText(POSTAMAT.hours);
  },
);
