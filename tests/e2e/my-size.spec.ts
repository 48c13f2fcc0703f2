// 'Мой размер' (docs/product.md#sizes-and-my-size): a sneaker size put in the basket → the sneaker listing shows that
// size with a chip → the chip's × shows the whole list again, in place. Desktop with
// JavaScript; the rules without it are covered over HTTP (tests/http/my-size.test.ts).
import { ProductResponseSchema } from '~/commerce/contract/product';
import { expect, test } from './fixtures';

const SNEAKERS = '/catalog/man/obuv/krossovki/';

test('a sneaker size in the basket filters the sneaker listing until the chip is removed @js-only @desktop-only', async ({
  page,
  request,
}) => {
  const catalog = await (await request.post('/api/catalog/', { data: { path: SNEAKERS, page: 1 } })).json();
  const all = catalog.catalogBody.pagination.totalItems as number;
  const code = catalog.catalogBody.products[0].code as string;
  const { product } = ProductResponseSchema.parse(await (await request.get(`/api/products/${code}/`)).json());
  const size = product.sizes.find((s) => s.inStock)!;
  const mine = await (
    await request.post('/api/catalog/', { data: { path: SNEAKERS, page: 1, filter: { size: [size.ru] } } })
  ).json();

  await page.goto(SNEAKERS);
  await expect(page.getByText(`${all} товар`).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /Мой размер/ })).toHaveCount(0);

  await page.goto(`/product/${code}`);
  await page.locator('label', { has: page.locator(`input[value="${size.id}"]`) }).click();
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByRole('dialog').getByText('1 шт. ×')).toBeVisible();

  await page.goto(SNEAKERS);
  const chip = page.getByRole('button', { name: `Убрать «Мой размер ${size.ru}»` });
  await expect(chip).toBeVisible();
  await expect(
    page.getByText(`${mine.catalogBody.pagination.totalItems as number} товар`).first(),
  ).toBeAttached();

  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(page.getByText(`${all} товар`).first()).toBeAttached();
  await expect(page).toHaveURL(SNEAKERS);
});
