// Errors inside a route group (catalogue, product, personal, checkout, content) are shown by the
// group's boundary within the site's frame: the header and footer stay, the page says docs/product.md#screens-and-routes's
// 'Страница удалена или перемещена' under the title 'Страница не найдена — Шаг', status 404.
import { describe, expect, inject, test } from 'vitest';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

async function expectNotFoundInFrame(response: Response): Promise<void> {
  const html = await response.text();
  expect(response.status).toBe(404);
  expect(html).toContain('<title>Страница не найдена — Шаг</title>');
  expect(html).toContain('Страница удалена или перемещена');
  expect(html).toMatch(/<header\b/);
  expect(html).toMatch(/<footer\b/);
}

describe('a missing page inside a route group keeps the site around it', () => {
  test.each([
    ['a product that does not exist', '/product/no-such-product-000/'],
    ['an unknown catalogue section', '/catalog/no-such-section-at-all/'],
    ['an unknown news article', '/about/news/no-such-article-at-all/'],
    ['a placed order that is not yours (checkout)', '/order/done/999999999/'],
  ])('%s answers 404 within the layout', async (_what, path) => {
    const shopper = new Shopper(baseUrl);
    await expectNotFoundInFrame(await shopper.get(path));
  });

  test('an order that is not yours answers 404 within the layout', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    await shopper.signIn(dataDir);
    await expectNotFoundInFrame(await shopper.get('/personal/orders/999999999/'));
  });
});
