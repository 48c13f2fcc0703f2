// The product page as a browser without JavaScript receives it: the API's article drawn with
// its gallery, colours, sizes with stock, the add-to-cart form, shops of the city and 404s.
import { beforeAll, describe, expect, test } from 'vitest';
import { productApiPath, type ProductResponse, ProductResponseSchema } from '~/commerce/contract/product';
import { formatRub } from '~/utils/money';
import { apiCatalog, attr, baseUrl, getPage, h1s, hrefs, tags, textOf } from './catalog-pages.kit';

async function apiProduct(code: string): Promise<ProductResponse> {
  const response = await fetch(new URL(productApiPath(code), baseUrl));
  expect(response.status).toBe(200);
  return ProductResponseSchema.parse(await response.json());
}

/** A model with several colours and a sold-out size, found through the catalogue. */
let sample: ProductResponse;

beforeAll(async () => {
  const list = await apiCatalog({ path: '/catalog/man/obuv/krossovki/', sort: 'new', order: 'desc' });
  for (const card of list.catalogBody.products) {
    const answer = await apiProduct(card.code);
    if (answer.product.colors.length > 1) {
      sample = answer;
      if (answer.product.sizes.some((s) => !s.inStock) && answer.stores.items.length > 0) break;
    }
  }
  expect(sample, 'a sneaker with several colours in the first page').toBeDefined();
});

describe('product page', () => {
  test('shows the article: h1, price, breadcrumbs, description and attributes', async () => {
    const { product, breadcrumbs } = sample;
    const page = await getPage(product.url);
    expect(page.status).toBe(200);
    expect(h1s(page.html)).toEqual([product.name]);
    const text = textOf(page.html);
    expect(text).toContain(formatRub(product.price.value).replace(/\s/g, ' '));
    expect(text).toContain(product.description);
    for (const attribute of product.attributes) expect(text).toContain(attribute.value);
    for (const crumb of breadcrumbs.slice(0, -1)) expect(hrefs(page.html)).toContain(crumb.url);
  });

  test('the gallery draws every view with webp and 2x sources', async () => {
    const page = await getPage(sample.product.url);
    const webp = tags(page.html, 'source', /type="image\/webp"/).map((t) => attr(t, 'srcset'));
    for (const image of sample.product.images) {
      expect(webp).toContain(`${image.desktop.webp} 1x, ${image.desktop.webpX2} 2x`);
      expect(webp).toContain(`${image.mobile.webp} 1x, ${image.mobile.webpX2} 2x`);
    }
    expect(hrefs(page.html).filter((h) => h.startsWith('#product-view-'))).toHaveLength(
      sample.product.images.length,
    );
  });

  test('the colour switch links every colour of the model, the current one marked', async () => {
    const page = await getPage(sample.product.url);
    const colourLinks = tags(page.html, 'a', /href="\/product\//).filter((t) => /h-16 w-16/.test(t));
    expect(colourLinks.map((t) => attr(t, 'href'))).toEqual(sample.product.colors.map((c) => c.url));
    const current = colourLinks.filter((t) => attr(t, 'aria-current') === 'page');
    expect(current.map((t) => attr(t, 'href'))).toEqual([sample.product.url]);
  });

  test('sizes are radios named productId in an add-to-cart form; sold-out sizes are disabled', async () => {
    const page = await getPage(sample.product.url);
    const [form] = tags(page.html, 'form', /data-add-to-cart/);
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/resources/cart');
    expect(tags(page.html, 'input', /name="intent" value="add"/)).toHaveLength(1);
    const radios = tags(page.html, 'input', /type="radio" name="productId"/);
    expect(radios.map((r) => Number(attr(r, 'value')))).toEqual(sample.product.sizes.map((s) => s.id));
    const disabled = radios.filter((r) => /\sdisabled=""/.test(r)).map((r) => Number(attr(r, 'value')));
    expect(disabled).toEqual(sample.product.sizes.filter((s) => !s.inStock).map((s) => s.id));
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>(<!-- -->)?В корзину/);
    expect(hrefs(page.html)).toContain('/support/size-table');
  });

  test("lists the shops of the shopper's city with their sizes", async () => {
    const page = await getPage(sample.product.url);
    const text = textOf(page.html);
    expect(text).toContain(`${sample.stores.cityName}: `);
    for (const shop of sample.stores.items) {
      expect(text).toContain(shop.name);
      expect(text).toContain(shop.address);
    }
  });

  test('related products are cards linking to their pages', async () => {
    const page = await getPage(sample.product.url);
    const related = page.html.slice(page.html.indexOf('id="related-products"'));
    for (const card of sample.related) expect(hrefs(related)).toContain(card.url);
  });

  test.each(['/product/no-such-article', '/product/%3Cscript%3E'])(
    '%s answers 404 with the 404 page',
    async (path) => {
      const page = await getPage(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain('Страница удалена или перемещена');
    },
  );
});
