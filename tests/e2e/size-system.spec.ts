// The size picker's system (docs/product.md#sizes-and-my-size): a tap on 'EU' above a sneaker's picker turns its sizes
// into EU sizes (in place with JavaScript; without it, a form post and a redirect back to the
// page), and the next product page opens in EU. Desktop and mobile, with and without JavaScript.
import { ProductResponseSchema } from '~/commerce/contract/product';
import { expect, test } from './fixtures';

const SNEAKERS = '/catalog/man/obuv/krossovki/';

test('the picker shows the size system the shopper chose, and keeps it', async ({ page, request }) => {
  const catalog = await (await request.post('/api/catalog/', { data: { path: SNEAKERS, page: 1 } })).json();
  const [first, second] = (catalog.catalogBody.products as { code: string }[]).map((card) => card.code);
  const productOf = async (code: string) =>
    ProductResponseSchema.parse(await (await request.get(`/api/products/${code}/`)).json()).product;
  const euOf = (size: { conversions?: { system: string; value: string }[] }) =>
    size.conversions!.find((c) => c.system === 'EU')!.value;
  const one = await productOf(first);

  // The add-to-cart form's size group: its heading and its first size.
  const picker = page.locator('fieldset', { has: page.locator('input[name="productId"]') });
  const heading = picker.locator('legend');
  const firstSize = picker.locator('.size-option').first();

  await page.goto(`/product/${first}`);
  await expect(heading).toHaveText('Размер RUS');
  await expect(firstSize).toHaveText(new RegExp(`^${one.sizes[0].ru}`));

  await page.getByRole('button', { name: 'EU', exact: true }).click();
  await expect(heading).toHaveText('Размер EU');
  await expect(firstSize).toHaveText(new RegExp(`^${euOf(one.sizes[0])}`));
  await expect(page.getByRole('button', { name: 'EU', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const two = await productOf(second);
  await page.goto(`/product/${second}`);
  await expect(heading).toHaveText('Размер EU');
  await expect(firstSize).toHaveText(new RegExp(`^${euOf(two.sizes[0])}`));
});
