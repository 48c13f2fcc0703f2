// docs/product.md#payments-and-delivery: a guest in Novosibirsk orders to a СДЭК pickup point, in the desktop projects with
// JavaScript and without it. The e2e server runs with a СДЭК stand-in (tests/setup/e2e-server.ts):
// the checkout offers 'Пункт выдачи СДЭК' with its price and dates, the shopper picks a point
// from the list (with JavaScript its address and hours show as it is picked), and the order
// page says where to collect it.
import type { APIRequestContext, Page } from '@playwright/test';
import { openPage } from './catalog.kit';
import { expect as baseExpect, test } from './fixtures';
import { moveToNovosibirsk } from './pickup-point.kit';
import { randomIp } from './sign-in.kit';
import { addAndCheckOut, productInStock } from './stock.kit';

const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

async function orderToPoint(page: Page, request: APIRequestContext, catalogPage: number, js: boolean) {
  const pick = await productInStock(request, catalogPage);
  await openPage(page, `/product/${pick.code}`);
  await moveToNovosibirsk(page);
  await openPage(page, `/product/${pick.code}`);
  await addAndCheckOut(page, pick, js);
  await page.getByLabel('Имя', { exact: true }).fill('Ирина');
  await page.getByLabel('Фамилия', { exact: true }).fill('Волкова');
  await page.getByLabel('Телефон', { exact: true }).fill('+7 (913) 123-45-67');
  await page.getByLabel('Email', { exact: true }).fill('irina@example.ru');

  // The point's way shows СДЭК's price (or that it is free from Novosibirsk's 10 000 ₽) and the
  // dates; its list shows only once it is chosen.
  const pointWay = page.locator('label').filter({ has: page.locator('#delivery-pickup-point') });
  await expect(pointWay).toContainText(/Пункт выдачи СДЭК(421\s₽|Бесплатно)/);
  await expect(pointWay).toContainText(/Привезём в пункт \d{1,2}/);
  const list = page.getByLabel('Пункт выдачи СДЭК', { exact: true });
  await expect(list).toBeHidden();
  await pointWay.click();
  await expect(list).toBeVisible();
  await expect(page.getByLabel('Улица, дом, корпус')).toBeHidden();
  await expect(page.getByText('Доставка в пункт выдачи')).toBeVisible();
  await list.selectOption('NSK12');
  // With JavaScript the chosen point's address and hours show in place.
  if (js) await expect(page.getByText('Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00')).toBeVisible();
  await page
    .getByRole('group', { name: 'Оплата' })
    .locator('label')
    .filter({ hasText: 'При получении' })
    .click();
  await page.getByRole('checkbox', { name: /Соглашаюсь с условиями/ }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  await expect(page).toHaveURL(/\/order\/done\/\d+$/);
  const point = page.locator('[data-pickup-point="NSK12"]');
  await expect(point).toContainText('СДЭК, На Красном проспекте, Россия, Новосибирск, Красный проспект, 25');
  await expect(point).toContainText(/Привезём в пункт \d{1,2}/);
}

/** Catalogue pages each project buys from, so the two runs never take the same stock. */
const CATALOGUE_PAGE: Record<string, number> = { desktop: 39, 'desktop-nojs': 41 };

// Desktop with JavaScript (in place) and desktop without it (form posts, 303s).
test('a guest in Novosibirsk orders to a СДЭК pickup point @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await orderToPoint(page, request, CATALOGUE_PAGE[testInfo.project.name] ?? 45, js);
});
