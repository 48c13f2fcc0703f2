// docs/product.md#payments-and-delivery: a guest pays an order by СБП through the built-in test provider, in the desktop
// projects with JavaScript and without it: the checkout offers СБП with its mark, the payment page names it,
// paying confirms the order, and the order says how it was paid.
import type { APIRequestContext, Page } from '@playwright/test';
import { openPage } from './catalog.kit';
import { expect as baseExpect, test } from './fixtures';
import { randomIp } from './sign-in.kit';
import { addAndCheckOut, productInStock } from './stock.kit';

const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

async function payBySbp(page: Page, request: APIRequestContext, catalogPage: number, js: boolean) {
  const pick = await productInStock(request, catalogPage);
  await openPage(page, `/product/${pick.code}`);
  await addAndCheckOut(page, pick, js);
  const payment = page.getByRole('group', { name: 'Оплата' });
  for (const name of ['Картой онлайн', 'СБП', 'SberPay', 'T-Pay', 'При получении']) {
    await expect(payment.getByRole('radio', { name })).toBeAttached();
  }
  await page.getByLabel('Имя', { exact: true }).fill('Ольга');
  await page.getByLabel('Фамилия', { exact: true }).fill('Соколова');
  await page.getByLabel('Телефон', { exact: true }).fill('+7 (913) 555-12-34');
  await page.getByLabel('Email', { exact: true }).fill('olga@example.ru');
  await page.locator('label').filter({ hasText: 'Курьером' }).click();
  await page.getByLabel('Улица, дом, корпус').fill('Красный проспект, д. 1');
  await page.getByLabel('Квартира или офис').fill('12');
  await payment.locator('label').filter({ hasText: 'СБП' }).click();
  await expect(payment.getByRole('radio', { name: 'СБП' })).toBeChecked();
  await page.getByRole('checkbox', { name: /Соглашаюсь с условиями/ }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  // The test provider's page names the way to pay, then the order is paid.
  await expect(page).toHaveURL(/\/order\/pay\/\d+$/);
  await expect(page.getByText('Способ оплаты: СБП')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/done\/\d+$/);
  await expect(page.locator('[data-payment-status]')).toHaveText('Оплачен');
  await expect(page.getByText(/Оплата: СБП/)).toBeVisible();
}

/** Catalogue pages each project buys from, so the two runs never take the same stock. */
const CATALOGUE_PAGE: Record<string, number> = { desktop: 34, 'desktop-nojs': 35 };

// Desktop with JavaScript (fetchers, in place) and desktop without it (form posts, 303s).
test('a guest pays an order by СБП through the test provider @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await payBySbp(page, request, CATALOGUE_PAGE[testInfo.project.name] ?? 36, js);
});
