// The catalogue API over HTTP: the answer's shape (docs/product.md#entities), every filter type, sort,
// paging, 404 and bad input. Facet arithmetic is checked in catalog-facets.test.ts.
import { describe, expect, inject, test } from 'vitest';
import { CatalogResponseSchema, type CatalogFilter, type CatalogResponse } from '~/commerce/contract/catalog';
import { PRICE_MESSAGES } from '~/commerce/contract/catalog-filters';
import { SORT_MESSAGES } from '~/commerce/contract/catalog-request';
import { ErrorBodySchema } from '~/commerce/contract/common';

const baseUrl = inject('baseUrl');

async function getCatalog(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/catalog/?path=${encodeURIComponent(path)}`, { headers });
}

async function postCatalog(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/catalog/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function catalog(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<CatalogResponse> {
  const response = await postCatalog({ path: '/catalog/', ...body }, headers);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return CatalogResponseSchema.parse(await response.json());
}

function facet<T extends CatalogFilter['type']>(answer: CatalogResponse, code: string, type: T) {
  const found = answer.catalogBody.filter.find((f) => f.code === code);
  expect(found?.type, code).toBe(type);
  return found as Extract<CatalogFilter, { type: T }>;
}

/** The option with the most articles that is not the only one (so choosing it narrows). */
function busiest<T extends { count: number }>(items: T[]): T {
  return [...items].sort((a, b) => b.count - a.count)[0];
}

describe('GET /api/catalog/?path=', () => {
  test('answers a section with the whole catalogue response of spec §3', async () => {
    const response = await getCatalog('/catalog/man/obuv/');
    expect(response.status).toBe(200);
    const answer = CatalogResponseSchema.parse(await response.json());
    const body = answer.catalogBody;
    expect(answer.seo).toMatchObject({ h1: 'Мужская обувь', url: '/catalog/man/obuv/' });
    expect(answer.breadcrumbs.map((b) => b.url)).toEqual([
      '/',
      '/catalog/',
      '/catalog/man/',
      '/catalog/man/obuv/',
    ]);
    expect(answer.genderLinks.map((g) => [g.url, g.selected])).toEqual([
      ['/catalog/man/obuv/', true],
      ['/catalog/woman/obuv/', false],
      ['/catalog/kids/obuv/', false],
    ]);
    expect(body.tags.map((t) => t.url)).toContain('/catalog/man/obuv/krossovki/');
    expect(body.pagination).toMatchObject({ current: 1, pageSize: 24 });
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.totalItems / 24));
    expect(body.products).toHaveLength(24);
    expect(body.sort.filter((s) => s.selected).map((s) => [s.sort, s.order])).toEqual([['popular', 'desc']]);
    expect(body.catalogBanners.banner1x1?.headText).toBeTruthy();
    expect(body.catalogBanners.banner2x1?.headText).toBeTruthy();
    const types = new Set(body.filter.map((f) => f.type));
    for (const type of ['list', 'colors', 'checkbox', 'range', 'bubbles', 'switch', 'store', 'hidden']) {
      expect(types, type).toContain(type);
    }
    for (const f of body.filter) expect(f.additionalInfo).toHaveProperty('alwaysOpen');
  });

  test('gives reduced cards with a product URL, an image set, prices in roubles and the variant id', async () => {
    const [card] = (await catalog({})).catalogBody.products;
    expect(card.url).toBe(`/product/${card.code}`);
    expect(card.id).toBeGreaterThan(0);
    expect(card.images[0]).toMatchObject({
      src: expect.stringMatching(/\.jpg$/),
      webpX2: expect.stringMatching(/@2x\.webp$/),
    });
    expect(card.images[0].mobile.src).toMatch(/mobile\.jpg$/);
    expect(card.price.currency).toBe('RUB');
    if (card.oldPrice) expect(card.oldPrice.value).toBeGreaterThan(card.price.value);
    expect(card).toMatchObject({
      name: expect.any(String),
      category: expect.any(String),
      brand: expect.any(String),
    });
  });

  test('offers depth-1 groups with their depth-2 types as the category filter', async () => {
    const answer = CatalogResponseSchema.parse(await (await getCatalog('/catalog/man/')).json());
    const items = facet(answer, 'category', 'list').items as {
      value: string;
      depth_level?: number;
      parent?: string | null;
    }[];
    expect(items.find((i) => i.value === 'obuv')).toMatchObject({ depth_level: 1, parent: null });
    expect(items.find((i) => i.value === 'krossovki')).toMatchObject({ depth_level: 2, parent: 'obuv' });
  });

  test('answers the root for /catalog/ and a missing path', async () => {
    for (const response of [await getCatalog('/catalog/'), await fetch(`${baseUrl}/api/catalog/`)]) {
      const answer = CatalogResponseSchema.parse(await response.json());
      expect(answer.seo.url).toBe('/catalog/');
      expect(answer.genderLinks.map((g) => g.url)).toEqual([
        '/catalog/man/',
        '/catalog/woman/',
        '/catalog/kids/',
      ]);
    }
  });

  test.each(['/catalog/no-such-section/', '/catalog/man/obuv/krossovki/extra/', '/catalog/%00', '/other/'])(
    'answers %s with 404 and the error body',
    async (path) => {
      const response = await getCatalog(path);
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json()).message).toBe('Раздел каталога не найден');
    },
  );

  test('reads a full storefront URL as its section (query and fragment dropped)', async () => {
    const answer = CatalogResponseSchema.parse(
      await (await getCatalog('/catalog/man/?brand=nike#top')).json(),
    );
    expect(answer.seo.url).toBe('/catalog/man/');
  });

  test('POST answers 404 for an unknown section too', async () => {
    const response = await postCatalog({ path: '/catalog/nope/' });
    expect(response.status).toBe(404);
  });
});

describe('filters of every type narrow the list', () => {
  test('list (brand): every card is of the chosen brand, and the total is the option count', async () => {
    const brand = busiest(facet(await catalog({}), 'brand', 'list').items);
    const answer = await catalog({ filter: { brand: [brand.value] } });
    expect(answer.catalogBody.pagination.totalItems).toBe(brand.count);
    for (const card of answer.catalogBody.products) expect(card.brand).toBe(brand.title);
    const again = facet(answer, 'brand', 'list').items.find((i) => i.value === brand.value);
    expect(again).toMatchObject({ checked: true, count: brand.count });
  });

  test('colors: cards have the chosen colour, items carry hex', async () => {
    const colors = facet(await catalog({}), 'color', 'colors');
    const color = busiest(colors.items);
    expect(color.hex).toMatch(/^#[0-9a-f]{6}$/i);
    const answer = await catalog({ filter: { color: [color.value] } });
    expect(answer.catalogBody.pagination.totalItems).toBe(color.count);
    for (const card of answer.catalogBody.products) expect(card.color).toBe(color.title);
  });

  test('bubbles (size), checkbox (season), switch and store: totals equal the option counts', async () => {
    const first = await catalog({});
    const size = busiest(facet(first, 'size', 'bubbles').items);
    expect((await catalog({ filter: { size: [size.value] } })).catalogBody.pagination.totalItems).toBe(
      size.count,
    );
    const season = busiest(facet(first, 'season', 'checkbox').items);
    expect(season.title).toMatch(/^(Лето|Демисезон|Зима)$/);
    expect((await catalog({ filter: { season: [season.value] } })).catalogBody.pagination.totalItems).toBe(
      season.count,
    );
    const waterproof = facet(first, 'waterproof', 'switch');
    expect(waterproof.name).toBe('Водонепроницаемые');
    const onlyWaterproof = await catalog({ filter: { waterproof: true } });
    expect(onlyWaterproof.catalogBody.pagination.totalItems).toBe(waterproof.item.count);
    expect(facet(onlyWaterproof, 'waterproof', 'switch').item.checked).toBe(true);
    const shop = busiest(facet(first, 'store', 'store').cities.flatMap((c) => c.items));
    expect((await catalog({ filter: { store: [shop.value] } })).catalogBody.pagination.totalItems).toBe(
      shop.count,
    );
  });

  test('range (price): every card is within, min and max stay, from and to echo the choice', async () => {
    const price = facet(await catalog({}), 'price', 'range');
    expect(price).toMatchObject({ from: price.min, to: price.max });
    const from = Math.round(price.min + (price.max - price.min) / 4);
    const to = Math.round(price.min + (price.max - price.min) / 2);
    const answer = await catalog({ filter: { price: { from, to } }, sort: 'price', order: 'asc' });
    expect(facet(answer, 'price', 'range')).toMatchObject({ min: price.min, max: price.max, from, to });
    expect(answer.catalogBody.products.length).toBeGreaterThan(0);
    for (const card of answer.catalogBody.products) {
      expect(card.price.value).toBeGreaterThanOrEqual(from);
      expect(card.price.value).toBeLessThanOrEqual(to);
    }
    const textual = await catalog({ filter: { price: { from: String(from), to: '' } } });
    expect(facet(textual, 'price', 'range')).toMatchObject({ from, to: price.max });
  });

  test('store: shops are grouped per city with the User-Location-Id city first', async () => {
    const cities = facet(await catalog({}), 'store', 'store').cities;
    expect(cities[0].cityId).toBe(216);
    const other = cities[cities.length - 1];
    const moved = facet(
      await catalog({}, { 'User-Location-Id': String(other.cityId) }),
      'store',
      'store',
    ).cities;
    expect(moved[0]).toMatchObject({ cityId: other.cityId, name: other.name });
  });

  test('hidden: the section path, and the query on a search', async () => {
    expect(facet(await catalog({ path: '/catalog/man/' }), 'section', 'hidden').values).toEqual([
      '/catalog/man/',
    ]);
    const search = await catalog({ path: '/search/', q: '  кроссовки  ' });
    expect(facet(search, 'q', 'hidden').values).toEqual(['кроссовки']);
    expect(search.seo.h1).toContain('кроссовки');
    const overlay = await (await fetch(`${baseUrl}/api/search/?q=${encodeURIComponent('кроссовки')}`)).json();
    expect(search.catalogBody.pagination.totalItems).toBe(overlay.count);
  });

  test('a chosen option emptied by another filter stays listed, checked, and options at 0 are disabled', async () => {
    const answer = await catalog({ filter: { brand: ['nike'], size: ['XS', '28'] } });
    for (const item of facet(answer, 'brand', 'list').items)
      expect(item.disabled).toBe(item.count === 0 && !item.checked);
  });
});

describe('sort and paging', () => {
  const orders: [
    string,
    string,
    (a: CatalogResponse['catalogBody']['products'][number]) => number,
    'up' | 'down',
  ][] = [
    ['price', 'asc', (p) => p.price.value, 'up'],
    ['price', 'desc', (p) => p.price.value, 'down'],
    ['discount', 'desc', (p) => p.discount, 'down'],
    ['new', 'desc', (p) => (p.isNew ? 1 : 0), 'down'],
  ];

  test.each(orders)('%s %s holds across the first three pages', async (sort, order, key, direction) => {
    const values: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await catalog({ sort, order, page });
      expect(answer.catalogBody.sort.find((s) => s.selected)).toMatchObject({ sort, order });
      values.push(...answer.catalogBody.products.map(key));
    }
    const sorted = [...values].sort((a, b) => (direction === 'up' ? a - b : b - a));
    expect(values).toEqual(sorted);
  });

  test('pages do not overlap and a page past the end is empty with correct pagination', async () => {
    const first = await catalog({ path: '/catalog/kids/' });
    const second = await catalog({ path: '/catalog/kids/', page: 2 });
    const ids = new Set(first.catalogBody.products.map((p) => p.id));
    expect(second.catalogBody.products.some((p) => ids.has(p.id))).toBe(false);
    const { totalPages, totalItems } = first.catalogBody.pagination;
    const last = await catalog({ path: '/catalog/kids/', page: totalPages });
    expect(last.catalogBody.products).toHaveLength(totalItems - (totalPages - 1) * 24);
    const beyond = await catalog({ path: '/catalog/kids/', page: totalPages + 5 });
    expect(beyond.catalogBody.products).toEqual([]);
    expect(beyond.catalogBody.pagination).toEqual({
      current: totalPages + 5,
      totalPages,
      totalItems,
      pageSize: 24,
    });
  });
});

describe('bad input', () => {
  const refused: [string, unknown, string][] = [
    ['a price range from above to', { filter: { price: { from: 5000, to: 1000 } } }, PRICE_MESSAGES.reversed],
    ['a negative price', { filter: { price: { from: -1 } } }, PRICE_MESSAGES.negative],
    ['a price that is not a number', { filter: { price: { to: 'дорого' } } }, PRICE_MESSAGES.notNumber],
    ['a price that is not a range', { filter: { price: 500 } }, PRICE_MESSAGES.shape],
    ['an unknown sort', { sort: 'cheap' }, SORT_MESSAGES.sort],
    ['an unknown order', { sort: 'price', order: 'up' }, SORT_MESSAGES.order],
    ['a sort and order that are not an option', { sort: 'popular', order: 'asc' }, SORT_MESSAGES.combination],
    ['page 0', { page: 0 }, 'Номер страницы начинается с 1'],
    ['a page that is not a number', { page: 'два' }, 'Номер страницы должен быть числом'],
    ['a filter that is not an object', { filter: ['brand'] }, 'Фильтр должен быть объектом'],
  ];

  test.each(refused)('%s → 400 with a Russian message', async (_name, body, message) => {
    const response = await postCatalog({ path: '/catalog/', ...(body as object) });
    expect(response.status).toBe(400);
    const error = ErrorBodySchema.parse(await response.json());
    expect(error.message).toBe(message);
    expect(error.errors.length).toBeGreaterThan(0);
  });

  test('malformed JSON → 400, another content type → 415', async () => {
    expect((await postCatalog('{"path":')).status).toBe(400);
    const form = await fetch(`${baseUrl}/api/catalog/`, {
      method: 'POST',
      body: new URLSearchParams({ path: '/' }),
    });
    expect(form.status).toBe(415);
  });

  test('unknown filter codes and values are ignored', async () => {
    const plain = await catalog({});
    const noisy = await catalog({
      filter: {
        colour: ['red'],
        brand: ['no-such-brand', 42, { a: 1 }],
        size: 'XXXXL',
        store: ['abc', '99999'],
        recycled: 'maybe',
      },
    });
    expect(noisy.catalogBody.pagination).toEqual(plain.catalogBody.pagination);
    expect(noisy.catalogBody.products.map((p) => p.id)).toEqual(plain.catalogBody.products.map((p) => p.id));
  });

  test('hostile and very long search text is trimmed and safe', async () => {
    for (const q of [`'; DROP TABLE products; --`, '%_\\', 'я'.repeat(5000), '<script>alert(1)</script>']) {
      const answer = await catalog({ path: '/search/', q });
      expect(answer.catalogBody.pagination.totalItems).toBeGreaterThanOrEqual(0);
      const hidden = facet(answer, 'q', 'hidden').values[0];
      expect(hidden.length).toBeLessThanOrEqual(100);
    }
    expect((await catalog({})).catalogBody.pagination.totalItems).toBeGreaterThan(0);
  });
});
