// From a catalogue card to the product page, then to another colour of the same model, in every
// project (desktop, mobile, desktop without JavaScript).
import { ProductResponseSchema } from '~/commerce/contract/product';
import { apiCatalog, openPage } from './catalog.kit';
import { expect, test } from './fixtures';

// This journey loads the server's real pictures (the others get a stand-in, see fixtures.ts).
test.use({ realProductImages: true });

test('open a product from the catalogue and switch its colour', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const list = await apiCatalog(request, { path: '/catalog/man/obuv/krossovki/' });
  // The first card of the list whose model comes in several colours.
  let target: ReturnType<typeof ProductResponseSchema.parse> | null = null;
  let position = 0;
  for (const [index, card] of list.catalogBody.products.entries()) {
    const answer = ProductResponseSchema.parse(
      await (await request.get(`/api/products/${card.code}/`)).json(),
    );
    if (answer.product.colors.length > 1) {
      target = answer;
      position = index;
      break;
    }
  }
  if (!target) throw new Error('a sneaker with several colours on the first page');
  const other = target.product.colors.find((c) => !c.selected)!;

  await openPage(page, '/catalog/man/obuv/krossovki/');
  await page.locator('[data-product-grid] article').nth(position).getByRole('link').first().click();
  await expect(page).toHaveURL(target.product.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.product.name);
  await expect(page.getByText(`Цвет: ${target.product.color.name}`)).toBeVisible();
  if (testInfo.project.use.javaScriptEnabled !== false) {
    // The gallery's first picture arrives and decodes (drawn by the server on this request or before).
    const picture = page
      .getByRole('img', { name: `${target.product.name}, фото 1 из`, exact: false })
      .first();
    await expect
      .poll(() =>
        picture.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(1);
  }
  const sizes = page.getByRole('radio');
  await expect(sizes).toHaveCount(target.product.sizes.length);
  await expect(page.getByRole('radio', { disabled: true })).toHaveCount(
    target.product.sizes.filter((s) => !s.inStock).length,
  );
  await expect(page.getByRole('button', { name: 'В корзину' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Таблица размеров' })).toHaveAttribute(
    'href',
    '/support/size-table',
  );
  await checkA11y(page);

  await page.getByRole('link', { name: new RegExp(`^${other.colorName}`) }).click();
  await expect(page).toHaveURL(other.url);
  await expect(page.getByText(`Цвет: ${other.colorName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${other.colorName}`) })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The shops of the city open and list where this colour is.
  const stock = ProductResponseSchema.parse(await (await request.get(`/api/products/${other.code}/`)).json());
  await page.getByText('Наличие в магазинах').click();
  for (const shop of stock.stores.items) await expect(page.getByText(shop.address)).toBeVisible();
  await checkA11y(page);
});
