// 'Сообщить о поступлении' (docs/product.md#sizes-and-my-size): a sold-out size → subscribe by phone on the product page
// → the shop's staff put the size back in stock → the SMS holds the link to that colour with
// the size chosen. Desktop with JavaScript; the no-JS posts are covered over HTTP
// (tests/http/stock-alerts.test.ts).
import { ProductResponseSchema } from '~/commerce/contract/product';
import { signIn } from '../mocks/sms-sign-in';
import { TEST_ADMIN_PHONES } from '../setup/server';
import { expect, test } from './fixtures';

test('a sold-out size: subscribe by phone, the stock arrives, the SMS links that size @js-only @desktop-only', async ({
  page,
  request,
  outbox,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  // A colour in stock with one sold-out size, and a Moscow shop that holds the colour.
  let found: { code: string; sizeId: number; ru: string; shopId: number } | null = null;
  for (const pageNo of [11, 13, 9]) {
    const catalog = await (
      await request.post('/api/catalog/', { data: { path: '/catalog/', page: pageNo } })
    ).json();
    for (const card of catalog.catalogBody.products as { code: string }[]) {
      const { product, stores } = ProductResponseSchema.parse(
        await (await request.get(`/api/products/${card.code}/`)).json(),
      );
      const soldOut = product.sizes.find((s) => s.quantity === 0);
      if (product.inStock && soldOut && stores.items.length > 0) {
        found = { code: product.code, sizeId: soldOut.id, ru: soldOut.ru, shopId: stores.items[0].id };
        break;
      }
    }
    if (found) break;
  }
  if (!found) throw new Error('a colour with a sold-out size on catalogue pages 9, 11, 13');

  await page.goto(`/product/${found.code}`);
  const form = page.locator('#back-in-stock');
  await form.getByText('Нет твоего размера? Сообщить о поступлении').click();
  await form.getByText(found.ru, { exact: true }).click();
  const phone = `+7996${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await form.getByLabel('Телефон или e-mail').fill(phone);
  await form.getByRole('button', { name: 'Сообщить о поступлении', exact: true }).click();
  await expect(form.getByText(`Готово! Сообщим, когда размер ${found.ru} появится.`)).toBeVisible();
  await expect(page).toHaveURL(`/product/${found.code}`);
  await checkA11y(page);

  const baseUrl = testInfo.project.use.baseURL!;
  const admin = await signIn(
    { baseUrl, dataDir: process.env.E2E_DATA_DIR! },
    TEST_ADMIN_PHONES.stockAlertsJourney,
  );
  const written = await request.put('/api/admin/stock', {
    headers: admin.auth,
    data: { items: [{ sizeId: found.sizeId, shopId: found.shopId, quantity: 1 }] },
  });
  expect(written.status()).toBe(200);

  await expect.poll(() => outbox.to(phone).length, { timeout: 10_000 }).toBe(1);
  const link = new URL(/https?:\/\/\S+/.exec(String(outbox.to(phone)[0].text))![0]);
  expect(`${link.pathname}${link.search}`).toBe(`/product/${found.code}?size=${found.sizeId}`);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator(`input[name="productId"][value="${found.sizeId}"]`)).toBeChecked();
  await expect(page.getByRole('button', { name: 'В корзину' })).toBeEnabled();
});
