// Sizes, colours, gender and brand written into a search text become the catalogue's own
// filters (docs/product.md#search-spellings): 'кроссовки 42', 'черные кроссовки', 'женские кеды', 'кроссовки найк 43'.
import { describe, expect, test } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '~/commerce/contract/search';
import { apiCatalog, baseUrl, getPage, productLinks, textOf } from './catalog-pages.kit';

async function search(q: string): Promise<SearchResponse> {
  const response = await fetch(new URL(`/api/search/?q=${encodeURIComponent(q)}`, baseUrl));
  expect(response.status, q).toBe(200);
  return SearchResponseSchema.parse(await response.json());
}

const total = async (body: Record<string, unknown>) =>
  (await apiCatalog({ path: '/catalog/', ...body })).catalogBody.pagination.totalItems;

describe('filters named in the search text', () => {
  test('the catalogue reads size, brand, colour and gender out of q and says what it read', async () => {
    const cases: [string, string, Record<string, string[]>][] = [
      ['кроссовки 42', 'кроссовки', { size: ['42'] }],
      ['кроссовки найк 43', 'кроссовки', { brand: ['nike'], size: ['43'] }],
      ['черные кроссовки', 'кроссовки', { color: ['black'] }],
      ['женские кеды', 'кеды', { gender: ['woman', 'unisex'] }],
      ['белые кеды 38 размер', 'кеды', { color: ['white'], size: ['38'] }],
    ];
    for (const [q, text, filter] of cases) {
      const answer = await apiCatalog({ path: '/search/', q });
      expect(answer.queryFilter, q).toEqual({ q: text, filter });
      // The same as asking for the text with those filters chosen.
      expect(answer.catalogBody.pagination.totalItems, q).toBe(await total({ q: text, filter }));
      expect(answer.catalogBody.pagination.totalItems, q).toBeGreaterThan(0);
    }
  });

  test('a number that belongs to a model name stays text; a brand alone stays text', async () => {
    expect((await apiCatalog({ path: '/search/', q: 'nike pegasus 41' })).queryFilter).toEqual({
      q: 'pegasus 41',
      filter: { brand: ['nike'] },
    });
    expect((await apiCatalog({ path: '/search/', q: 'пегасус 41' })).queryFilter).toBeUndefined();
    expect((await apiCatalog({ path: '/search/', q: 'найк' })).queryFilter).toBeUndefined();
    expect((await apiCatalog({ path: '/search/', q: 'найк 43' })).queryFilter).toEqual({
      q: 'найк',
      filter: { size: ['43'] },
    });
  });

  test('the overlay finds sneakers in stock in the size, and links the filtered page', async () => {
    const answer = await search('кроссовки 42');
    expect(answer.count).toBe(await total({ q: 'кроссовки', filter: { size: ['42'] } }));
    expect(answer.count).toBeLessThan((await search('кроссовки')).count);
    for (const card of answer.elements) expect(card.category).toBe('Кроссовки');
    expect(answer.page?.url).toMatch(/^\/catalog\/(man|woman|kids)\/obuv\/krossovki\/\?size=42$/);
    const women = await search('женские кеды');
    expect(women.page?.url).toBe('/catalog/woman/obuv/kedy/');
    const nike = await search('кроссовки найк 43');
    for (const card of nike.elements) expect([card.brand, card.category]).toEqual(['Nike', 'Кроссовки']);
    expect(nike.page?.url).toMatch(/\/obuv\/krossovki\/\?brand=nike&size=43$/);
  });

  test('the search page moves them into its filters, shown as chips that remove them (no JavaScript)', async () => {
    const typed = await getPage(`/search/?q=${encodeURIComponent('кроссовки найк 43')}`);
    expect(typed.status).toBe(302);
    const target = new URL(typed.headers.get('location')!, baseUrl);
    expect(target.pathname).toBe('/search/');
    expect(target.searchParams.get('q')).toBe('кроссовки');
    expect(target.searchParams.getAll('brand')).toEqual(['nike']);
    expect(target.searchParams.getAll('size')).toEqual(['43']);

    const page = await getPage(target.pathname + target.search);
    expect(page.status).toBe(200);
    const expected = await apiCatalog({
      path: '/search/',
      q: 'кроссовки',
      filter: { brand: ['nike'], size: ['43'] },
    });
    expect(productLinks(page.html)).toEqual(expected.catalogBody.products.map((p) => p.url));
    const chip =
      /<a\b[^>]*aria-label="Убрать фильтр «Размер: 43»"[^>]*href="([^"]*)"|<a\b[^>]*href="([^"]*)"[^>]*aria-label="Убрать фильтр «Размер: 43»"/.exec(
        page.html,
      );
    expect(chip).not.toBeNull();
    const without = new URL((chip![1] ?? chip![2]).replace(/&amp;/g, '&'), baseUrl);
    expect(without.searchParams.getAll('size')).toEqual([]);
    expect(without.searchParams.getAll('brand')).toEqual(['nike']);
    expect(textOf(page.html)).toContain('По запросу «кроссовки» найдено');
  });

  test('the search page offers the popular queries when it has no text or finds nothing (no JavaScript)', async () => {
    for (const path of ['/search/', '/search/?q=zzqqxxww']) {
      const page = await getPage(path);
      expect(page.status, path).toBe(200);
      expect(textOf(page.html), path).toContain('Популярные запросы');
      expect(page.html, path).toContain(`href="/search/?q=${encodeURIComponent('кроссовки')}"`);
    }
    expect(textOf((await getPage('/search/?q=nike')).html)).not.toContain('Популярные запросы');
    // The overlay, just opened, asks its resource route with no text.
    const overlay = (await (await fetch(new URL('/resources/search?q=', baseUrl))).json()) as {
      popular?: string[];
    };
    expect(overlay.popular?.[0]).toBe('кроссовки');
  });
});
