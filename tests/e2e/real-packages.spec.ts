// Rows real 1С packages bring in a browser, on a server of this file's own
// (tests/http/real-packages.kit.ts). Sizes priced apart: without script every size option prints
// its price and the page reads «от» the lowest; with script the price follows the chosen size.
// A colourless article: no «Цвет» on its page, in the cart-added modal or on the cart page.
import { startServerWithRealPackageRows, type RealPackageRows, CHEAP, DEAR } from '../http/real-packages.kit';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../setup/server';
import { settledVisitor } from './fake-ymaps.kit';
import { expect, test } from './fixtures';

/** '4 321 ₽' as the shop writes it (no-break spaces). */
const rub = (value: number) => `${value.toLocaleString('ru-RU')} ₽`.replace(/\s/g, '\u00a0');

test.describe('rows of real 1С packages', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: RunningServer | undefined;
  let rows: RealPackageRows;

  // Playwright hands hooks their fixtures destructured; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    ({ server: shop, rows } = await startServerWithRealPackageRows());
  });
  test.afterAll(async () => shop?.stop());

  const open = async (page: Page) => {
    await settledVisitor(page, shop!.baseUrl);
    await page.goto(`${shop!.baseUrl}/product/${rows.priced.code}`);
  };

  test('without script: «от» the lowest price, each size with its own @no-js-only', async ({ page }) => {
    await open(page);
    await expect(page.locator('.product-price .price-now')).toHaveText(new RegExp(`от ${rub(CHEAP.price)}$`));
    const printed = page.locator('[data-size-price]');
    await expect(printed).toHaveText([
      rub(CHEAP.price),
      ...rows.priced.sizeIds.slice(1).map(() => rub(DEAR.price)),
    ]);
  });

  test('with script: the price, old price and bonus follow the chosen size @js-only', async ({ page }) => {
    await open(page);
    const price = page.locator('.product-price');
    await expect(price.locator('.price-now')).toHaveText(new RegExp(`от ${rub(CHEAP.price)}$`));
    const options = page.locator('label').filter({ has: page.getByRole('radio') });
    await options.nth(1).click();
    await expect(price.locator('.price-now')).toHaveText(rub(DEAR.price));
    await expect(price.locator('.price-old')).toHaveCount(0);
    await expect(page.getByText('305 бонусов за покупку')).toBeVisible();
    await options.nth(0).click();
    await expect(price.locator('.price-now')).toHaveText(new RegExp(`${rub(CHEAP.price)}$`));
    await expect(price.locator('.price-old')).toHaveText(new RegExp(`${rub(CHEAP.oldPrice)}$`));
    await expect(price).toContainText('−14%');
  });

  test('a colourless article shows no colour on its page, in the added modal and the cart', async ({
    page,
  }) => {
    await settledVisitor(page, shop!.baseUrl);
    await page.goto(`${shop!.baseUrl}/product/${rows.colourless.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Цвет:')).toHaveCount(0);
    await page.locator('label', { has: page.locator(`input[value="${rows.colourless.sizeId}"]`) }).click();
    await page.getByRole('button', { name: 'В корзину' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText('1 шт. ×')).toBeVisible();
    await expect(modal.getByText('Размер RUS')).toBeVisible();
    await expect(modal.getByText('Цвет', { exact: true })).toHaveCount(0);
    await page.goto(`${shop!.baseUrl}/cart/`);
    await expect(page.getByText('Размер RUS')).toBeVisible();
    await expect(page.getByRole('main').getByText('Цвет', { exact: true })).toHaveCount(0);
  });
});
