// A product a journey can buy, and the way to checkout with it: each journey file passes a
// catalogue page of its own, so no two journeys running side by side buy the same sizes.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect } from './fixtures';
import { hydrated } from './sign-in.kit';

/** The journeys that use these run long (test.slow()); a busy machine needs the margin. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A product with a size of at least two pairs in stock, from catalogue page `catalogPage`. */
export async function productInStock(request: APIRequestContext, catalogPage: number) {
  let products: { code: string }[] = [];
  await expect(async () => {
    const answer = await request.post('/api/catalog/', { data: { path: '/catalog/', page: catalogPage } });
    expect(answer.status()).toBe(200);
    products = (await answer.json()).catalogBody.products;
  }).toPass({ timeout: 60_000 });
  for (const card of products) {
    const { product } = await (await request.get(`/api/products/${card.code}/`)).json();
    const size = (product.sizes as { ru: string; quantity: number }[]).find((s) => s.quantity >= 2);
    if (size) return { code: product.code as string, size: size.ru };
  }
  throw new Error(`no product on catalogue page ${catalogPage} has a size in stock`);
}

/**
 * The shopper adds `pick`'s size on its product page (already open), goes to the cart and on to
 * checkout, as the spec's buttons lead; `js` waits for hydration where a click needs it.
 */
export async function addAndCheckOut(page: Page, pick: { size: string }, js: boolean): Promise<void> {
  if (js) await hydrated(page);
  const radio = page.getByRole('radio', { name: new RegExp(`^${pick.size.replace('.', '\\.')}( мало)?$`) });
  await page.locator('[data-add-to-cart] label').filter({ has: radio }).click();
  await page.getByRole('button', { name: 'В корзину' }).click();
  const added = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Товар в корзине' }) });
  await added
    .getByRole('button', { name: 'Перейти в корзину', exact: true })
    .or(added.getByRole('link', { name: 'Перейти в корзину', exact: true }))
    .click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await page
    .getByRole('complementary', { name: 'Сумма заказа' })
    .getByRole('link', { name: 'Оформить заказ' })
    .click();
  await expect(page).toHaveURL(/\/order\/make$/);
  if (js) await hydrated(page);
}
