// The shops page in a browser. The Playwright server has no maps key: the list, in every
// project. With a key the page also draws a Yandex map: for that a second server is started
// with YANDEX_MAPS_API_KEY set, and the Yandex script is answered by a stand-in (page.route),
// so no request leaves the machine.
import type { Page } from '@playwright/test';
import { ShopsResponseSchema } from '~/commerce/contract/shops';
import { type RunningServer, startServer } from '../setup/server';
import { MAPS_KEY, recordedMaps, routeMapsScript, settledVisitor } from './fake-ymaps.kit';
import { expect, test } from './fixtures';

test('without a maps key: the city’s shops as a list with phones and map links', async ({
  page,
  request,
  checkA11y,
}) => {
  await settledVisitor(page);
  const { shops, city } = ShopsResponseSchema.parse(
    await (await request.get('/api/shops/?cityId=216')).json(),
  );
  await page.goto('/about/shops');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${city.name}`) })).toBeVisible();
  const list = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(list).toHaveCount(shops.length);
  const first = list.filter({ hasText: shops[0].name });
  await expect(first.getByRole('link', { name: shops[0].phone })).toHaveAttribute('href', shops[0].phoneHref);
  await expect(first.getByRole('link', { name: /Открыть в Яндекс Картах/ })).toHaveAttribute(
    'href',
    shops[0].mapUrl,
  );
  await expect(page.locator('[data-shops-map]')).toHaveCount(0);
  await checkA11y(page);

  // Another city's shops, and the city modal from the page.
  await page.getByRole('link', { name: /^Санкт-Петербург/ }).click();
  await expect(page).toHaveURL(/\/about\/shops\?cityId=787$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Санкт-Петербург/ })).toBeVisible();
  await page.getByRole('link', { name: 'Изменить город' }).click();
  await expect(page.getByRole('heading', { name: 'Твой город' })).toBeVisible();
});

test.describe('with a maps key', () => {
  test.describe.configure({ mode: 'serial' });
  let keyed: RunningServer | undefined;

  // Playwright hands hooks their fixtures destructured; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(150_000);
    // The server reads its environment once, at start: the key goes in for this one only.
    process.env.YANDEX_MAPS_API_KEY = MAPS_KEY;
    try {
      keyed = await startServer({ dataDir: `${process.env.E2E_DATA_DIR}-maps-${process.pid}` });
    } finally {
      delete process.env.YANDEX_MAPS_API_KEY;
    }
  });
  test.afterAll(async () => keyed?.stop());

  async function openShops(page: Page, script: 'stand-in' | 'unreachable'): Promise<string[]> {
    const asked = await routeMapsScript(page, script);
    await settledVisitor(page, keyed!.baseUrl);
    await page.goto(`${keyed!.baseUrl}/about/shops`);
    return asked;
  }

  test('the map: v3 script with the key and ru_RU, a marker per shop, list and map in step', async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    const { shops } = ShopsResponseSchema.parse(
      await (await request.get(`${keyed!.baseUrl}/api/shops/?cityId=216`)).json(),
    );
    const asked = await openShops(page, 'stand-in');
    const map = page.locator('[data-shops-map]');
    if (testInfo.project.use.javaScriptEnabled === false) {
      // Without JavaScript no script runs: the list is the page, and nothing was asked of Yandex.
      await expect(map).toBeHidden();
      await expect(page.getByRole('link', { name: /Открыть в Яндекс Картах/ })).toHaveCount(shops.length);
      expect(asked).toEqual([]);
      return;
    }
    await expect(map).toHaveAttribute('data-status', 'loaded');
    expect(asked).toHaveLength(1);
    const script = new URL(asked[0]);
    expect(script.pathname).toBe('/v3/');
    expect(script.searchParams.get('apikey')).toBe(MAPS_KEY);
    expect(script.searchParams.get('lang')).toBe('ru_RU');
    await expect(map.locator('[data-shop-marker]')).toHaveCount(shops.length);
    const { markers } = await recordedMaps(page);
    expect(markers.map((m) => m.coordinates)).toEqual(shops.map((s) => [s.lon, s.lat]));
    await checkA11y(page);

    // 'Показать на карте' flies the map to the shop; a marker marks its shop in the list.
    const second = shops[1];
    await page.getByRole('button', { name: `Показать на карте: ${second.name}` }).click();
    await expect
      .poll(async () => (await recordedMaps(page)).updates.at(-1))
      .toMatchObject({ center: [second.lon, second.lat], zoom: 16 });
    const third = shops[2];
    await map.locator(`[data-shop-marker="${third.code}"]`).click();
    await expect(page.locator(`#shop-${third.code}`)).toHaveAttribute('data-highlighted', 'true');
  });

  test(
    'the script cannot be had: the map gives way to a line, the list stays',
    { tag: '@js-only' },
    async ({ page }) => {
      await openShops(page, 'unreachable');
      const map = page.locator('[data-shops-map]');
      await expect(map).toHaveAttribute('data-status', 'error');
      await expect(map).toHaveText(/Карта сейчас не загрузилась/);
      // The list stays whole, its map buttons go (there is no map to show on), the outside links stay.
      await expect(page.getByRole('button', { name: /Показать на карте/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Открыть в Яндекс Картах/ }).first()).toBeVisible();
    },
  );
});
