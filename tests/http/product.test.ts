// GET /api/products/{code}/: one colour article for the product page — colours to switch,
// sizes with stock, shops of the selected city, images, breadcrumbs, related cards, 404.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { CatalogResponseSchema } from '~/commerce/contract/catalog';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { ProductResponseSchema, productApiPath, type ProductResponse } from '~/commerce/contract/product';

const baseUrl = inject('baseUrl');

async function product(code: string, headers: Record<string, string> = {}): Promise<ProductResponse> {
  const response = await fetch(`${baseUrl}${productApiPath(code)}`, { headers });
  expect(response.status, code).toBe(200);
  return ProductResponseSchema.parse(await response.json());
}

/** Codes of sneaker cards in stock in Moscow and in St Petersburg, from the catalogue. */
let codes: string[] = [];
let otherCityId = 0;

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/catalog/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/catalog/man/obuv/krossovki/' }),
  });
  const answer = CatalogResponseSchema.parse(await response.json());
  codes = answer.catalogBody.products.map((p) => p.code);
  const store = answer.catalogBody.filter.find((f) => f.type === 'store');
  otherCityId = store?.type === 'store' ? store.cities[1].cityId : 0;
});

describe('GET /api/products/{code}/', () => {
  test('answers the article with its model, colours, sizes, images and breadcrumbs', async () => {
    const { product: p, breadcrumbs, seo } = await product(codes[0]);
    expect(p.code).toBe(codes[0]);
    expect(p.url).toBe(`/product/${codes[0]}`);
    expect(p.type).toEqual({ code: 'krossovki', name: 'Кроссовки' });
    expect(p.description.length).toBeGreaterThan(20);
    expect(p.attributes.map((a) => a.name)).toContain('Материал');
    expect(p.images.length).toBeGreaterThanOrEqual(2);
    expect(new Set(p.images.map((i) => i.src)).size).toBe(p.images.length);
    expect(p.colors.filter((c) => c.selected).map((c) => c.code)).toEqual([p.code]);
    expect(p.colors.find((c) => c.selected)?.hex).toBe(p.color.hex);
    expect(breadcrumbs[0]).toEqual({ name: 'Главная', url: '/' });
    expect(breadcrumbs.at(-1)).toEqual({ name: p.name, url: p.url });
    expect(breadcrumbs.map((b) => b.url)).toContain('/catalog/man/obuv/krossovki/');
    expect(seo.h1).toBe(p.name);
  });

  test('lists sizes with their stock; the article is in stock when a size is', async () => {
    const { product: p } = await product(codes[1]);
    expect(p.sizes.length).toBeGreaterThan(0);
    for (const size of p.sizes) expect(size.inStock).toBe(size.quantity > 0);
    expect(p.inStock).toBe(p.sizes.some((s) => s.inStock));
    expect(p.inStock).toBe(true);
    const numeric = p.sizes.map((s) => Number(s.ru));
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
  });

  test('shows the shops of the selected city (Moscow by default) with pieces per size', async () => {
    for (const code of codes.slice(0, 6)) {
      const { product: p, stores } = await product(code);
      expect(stores).toMatchObject({ cityId: 216, cityName: 'Москва' });
      for (const shop of stores.items) {
        expect(shop.quantity).toBe(shop.sizes.reduce((sum, s) => sum + s.quantity, 0));
        for (const line of shop.sizes) {
          const size = p.sizes.find((s) => s.id === line.sizeId);
          expect(size?.ru).toBe(line.ru);
          expect(line.quantity).toBeGreaterThan(0);
          expect(line.quantity).toBeLessThanOrEqual(size!.quantity);
        }
      }
    }
    const elsewhere = await product(codes[0], { 'User-Location-Id': String(otherCityId) });
    expect(elsewhere.stores.cityId).toBe(otherCityId);
    expect(elsewhere.stores.cityName).not.toBe('Москва');
    const unknown = await product(codes[0], { 'User-Location-Id': '99999999' });
    expect(unknown.stores.cityId).toBe(216);
  });

  test('switching colour answers the same colour list with another one selected', async () => {
    const withColours = await Promise.all(codes.map((c) => product(c)));
    const first = withColours.find((r) => r.product.colors.length > 1)!;
    expect(first).toBeDefined();
    const other = first.product.colors.find((c) => !c.selected)!;
    const switched = await product(other.code);
    expect(switched.product.productCode).toBe(first.product.productCode);
    expect(switched.product.colors.map((c) => c.code)).toEqual(first.product.colors.map((c) => c.code));
    expect(switched.product.colors.find((c) => c.selected)?.code).toBe(other.code);
    expect(switched.product.price).toEqual(other.price);
  });

  test('relates 4 cards of the same type and gender from other models', async () => {
    const { product: p, related } = await product(codes[0]);
    expect(related.length).toBe(4);
    for (const card of related) {
      expect(card.category).toBe('Кроссовки');
      expect(card.code.startsWith(p.productCode)).toBe(false);
    }
  });

  test.each(['no-such-product', 'x'.repeat(300), "'; DROP TABLE products; --", '%D0%BA'])(
    'answers an unknown code (%s) with 404 and the error body',
    async (code) => {
      const response = await fetch(`${baseUrl}${productApiPath(code)}`);
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json()).message).toBe('Товар не найден');
    },
  );
});
