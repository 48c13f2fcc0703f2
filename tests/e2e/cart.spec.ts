// The cart page with JavaScript (docs/product.md#overlays-and-other-screens, docs/product.md#basket, docs/product.md#constants-and-limits): quantity buttons and select update in place,
// a quantity above stock is refused with the API's words, the choose boxes are sent once after
// 300 ms of quiet, removing and clearing work without a page load. (Without JavaScript the same
// forms are covered by tests/http/cart-pages.test.ts and the order journey.)
import type { APIRequestContext, Page } from '@playwright/test';
import { openPage } from './catalog.kit';
import { expect as baseExpect, test } from './fixtures';
import { hydrated, randomIp } from './sign-in.kit';

const expect = baseExpect.configure({ timeout: 10_000 });
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
// JavaScript only (@js-only): the no-JS cart is tested over HTTP.

/** Catalogue pages each project takes its sizes from, apart from the order journey's. */
const CATALOGUE_PAGE: Record<string, number> = { desktop: 30, mobile: 32 };

type Size = { sizeId: number; quantity: number; name: string; code: string; ru: string };

/** Two sizes in stock (2–9 units) of different products. */
async function twoSizes(request: APIRequestContext, page: number): Promise<[Size, Size]> {
  const found: Size[] = [];
  await expect(async () => {
    const answer = await request.post('/api/catalog/', { data: { path: '/catalog/', page } });
    expect(answer.status()).toBe(200);
    for (const card of (await answer.json()).catalogBody.products as { code: string }[]) {
      if (found.length === 2) break;
      const { product } = await (await request.get(`/api/products/${card.code}/`)).json();
      const size = (product.sizes as { id: number; quantity: number; ru: string }[]).find(
        (s) => s.quantity >= 2 && s.quantity <= 9,
      );
      if (size)
        found.push({
          sizeId: size.id,
          quantity: size.quantity,
          name: product.name,
          code: product.code,
          ru: size.ru,
        });
    }
    expect(found).toHaveLength(2);
  }).toPass({ timeout: 60_000 });
  return [found[0], found[1]];
}

/** Puts sizes in the page's basket through the post a product page's fetcher makes (no flash modal). */
async function addToBasket(page: Page, sizes: Size[]) {
  for (const size of sizes) {
    const posted = await page.request.post('/resources/cart', {
      form: { intent: 'add', productId: String(size.sizeId), returnTo: '/cart/', via: 'fetcher' },
    });
    expect(posted.status()).toBe(200);
  }
}

const line = (page: Page, name: string) => page.locator('[data-basket-line]').filter({ hasText: name });
const side = (page: Page) => page.getByRole('complementary', { name: 'Сумма заказа' });

test(
  'quantity, stock limit, debounced choice, removal and clearing, in place',
  { tag: '@js-only' },
  async ({ page, request, checkA11y }, testInfo) => {
    const [first, second] = await twoSizes(request, CATALOGUE_PAGE[testInfo.project.name] ?? 34);
    await openPage(page, '/');
    await addToBasket(page, [first, second]);
    await page.goto('/cart/');
    await hydrated(page);
    await expect(page.locator('[data-basket-line]')).toHaveCount(2);
    await checkA11y(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));

    // + and the select.
    const row = line(page, first.name);
    await row.getByRole('button', { name: /^Увеличить количество/ }).click();
    await expect(row.getByRole('combobox', { name: /^Количество/ })).toHaveValue('2');
    await expect(row.getByText('2 шт. ×')).toBeVisible();
    await row.getByRole('combobox', { name: /^Количество/ }).selectOption('1');
    await expect(row.getByText('2 шт. ×')).toBeHidden();

    // Stock is the limit: the + stops there (a refusal past it is tested over HTTP).
    // One press at a time, each answered (the number shown) before the next, as a shopper taps.
    for (let n = 1; n < first.quantity; n++) {
      await row.getByRole('button', { name: /^Увеличить количество/ }).click();
      await expect(row.getByRole('combobox', { name: /^Количество/ })).toHaveValue(String(n + 1));
    }
    await expect(row.getByRole('button', { name: /^Увеличить количество/ })).toBeDisabled();

    // Choice: two clicks within 300 ms make one request, with the final state.
    const chooseCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.postData()?.includes('intent=choose'))
        chooseCalls.push(r.postData() ?? '');
    });
    const chosen = page.waitForResponse((r) => r.request().postData()?.includes('intent=choose') ?? false);
    const box = line(page, second.name).getByRole('checkbox');
    await expect(box).toBeChecked();
    // Three clicks as quick as a shopper's, in one task: without Playwright's per-action checks
    // between them (on a busy machine those alone can pass 300 ms), and on the box itself even if
    // something above it moves while they happen (mouse clicks at a measured point once missed).
    await box.evaluate((input) => {
      for (let i = 0; i < 3; i += 1) (input as HTMLInputElement).click();
    });
    await expect(box).not.toBeChecked();
    await expect(side(page).getByText(/^Товары, \d+ (штука|штуки|штук)$/)).toHaveText(
      `Товары, ${first.quantity} ${first.quantity < 5 ? 'штуки' : 'штук'}`,
    );
    // The sums change at once; the request leaves 300 ms after the last click. Once it is
    // answered, a second one could only follow within another 300 ms: wait that out, doubled.
    await chosen;
    await page.waitForTimeout(600);
    expect(chooseCalls).toHaveLength(1);

    // Removal and clearing, with no document load.
    await line(page, second.name)
      .getByRole('button', { name: /^Удалить/ })
      .click();
    await expect(page.locator('[data-basket-line]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await expect(page.getByText('В корзине пока пусто')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog/');
    expect(documents).toEqual([]);
  },
);

/** A size with at least `least` units in stock. */
async function sizeWithStock(request: APIRequestContext, page: number, least: number): Promise<Size> {
  const answer = await request.post('/api/catalog/', { data: { path: '/catalog/', page } });
  expect(answer.status()).toBe(200);
  for (const card of (await answer.json()).catalogBody.products as { code: string }[]) {
    const { product } = await (await request.get(`/api/products/${card.code}/`)).json();
    const size = (product.sizes as { id: number; quantity: number; ru: string }[]).find(
      (s) => s.quantity >= least,
    );
    if (size)
      return {
        sizeId: size.id,
        quantity: size.quantity,
        name: product.name,
        code: product.code,
        ru: size.ru,
      };
  }
  throw new Error(`no size with ${least} units on catalogue page ${page}`);
}

test(
  'five quick presses of + add five, on screen and in the basket',
  { tag: '@js-only' },
  async ({ page, request }, testInfo) => {
    const size = await sizeWithStock(request, CATALOGUE_PAGE[testInfo.project.name] ?? 34, 6);
    await openPage(page, '/');
    await addToBasket(page, [size]);
    await page.goto('/cart/');
    await hydrated(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (r.method() === 'POST' && body.includes('intent=change'))
        sent.push(new URLSearchParams(body).get('set') ?? '');
    });

    const row = line(page, size.name);
    const plus = row.getByRole('button', { name: /^Увеличить количество/ });
    // As quick as fingers: no waiting for the button between presses (force skips Playwright's
    // wait for an enabled button, which would hide presses a busy control ignores).
    for (let i = 0; i < 5; i++) await plus.click({ force: true });
    await expect(row.getByRole('combobox', { name: /^Количество/ })).toHaveValue('6');
    // The sums follow once the basket has the six.
    await expect(row.getByText('6 шт. ×')).toBeVisible();
    await expect(side(page).getByText(/^Товары, \d+ (штука|штуки|штук)$/)).toHaveText('Товары, 6 штук');
    // Absolute quantities, in order, ending at six.
    expect(sent.at(-1)).toBe('6');
    expect(sent.map(Number)).toEqual([...sent.map(Number)].sort((a, b) => a - b));

    await page.reload();
    await expect(line(page, size.name).getByRole('combobox', { name: /^Количество/ })).toHaveValue('6');
  },
);

test(
  '«Отложить» and «Вернуть в заказ» move a line in place',
  { tag: '@js-only' },
  async ({ page, request, checkA11y }, testInfo) => {
    const [first, second] = await twoSizes(request, CATALOGUE_PAGE[testInfo.project.name] ?? 34);
    await openPage(page, '/');
    await addToBasket(page, [first, second]);
    await page.goto('/cart/');
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    const units = side(page).getByText(/^Товары, \d+ (штука|штуки|штук)$/);
    await expect(units).toHaveText('Товары, 2 штуки');

    await line(page, first.name)
      .getByRole('button', { name: /^Отложить/ })
      .click();
    const shelf = page.locator('section', { has: page.getByRole('heading', { name: 'Отложено' }) });
    await expect(shelf.locator('[data-basket-line]')).toHaveCount(1);
    await expect(shelf).toContainText(first.name);
    await expect(units).toHaveText('Товары, 1 штука');
    await checkA11y(page);

    await shelf.getByRole('button', { name: /^Вернуть в заказ/ }).click();
    await expect(page.getByRole('heading', { name: 'Отложено' })).toHaveCount(0);
    await expect(units).toHaveText('Товары, 2 штуки');
    expect(documents).toEqual([]);

    // Postponed again, then 'В корзину' on its product page: one more unit, back in the order
    // (a postponed size does not count as already in the basket).
    await line(page, first.name)
      .getByRole('button', { name: /^Отложить/ })
      .click();
    await expect(units).toHaveText('Товары, 1 штука');
    await openPage(page, `/product/${first.code}`);
    await hydrated(page);
    const radio = page.getByRole('radio', { name: new RegExp(`^${first.ru.replace('.', '\\.')}( мало)?$`) });
    await page.locator('[data-add-to-cart] label').filter({ has: radio }).click();
    await page.getByRole('button', { name: 'В корзину' }).click();
    await expect(page.getByRole('dialog').getByText('2 шт. ×')).toBeVisible();
    await page.goto('/cart/');
    await expect(page.getByRole('heading', { name: 'Отложено' })).toHaveCount(0);
    await expect(units).toHaveText('Товары, 3 штуки');
  },
);
