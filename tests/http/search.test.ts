// GET /api/search/: Russian morphology, prefixes while typing, one typo, short and hostile
// queries, the page link and the sections (docs/product.md#overlays-and-other-screens search overlay, docs/product.md#entities search result).
import { describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { ProductResponseSchema } from '~/commerce/contract/product';
import { SearchResponseSchema, type SearchResponse } from '~/commerce/contract/search';

const baseUrl = inject('baseUrl');

async function search(q: string, extra = ''): Promise<SearchResponse> {
  const response = await fetch(`${baseUrl}/api/search/?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status, q).toBe(200);
  return SearchResponseSchema.parse(await response.json());
}

describe('GET /api/search/', () => {
  test('finds sneakers by their type, with a page link and busiest sections first', async () => {
    const answer = await search('кроссовки');
    expect(answer.count).toBeGreaterThan(6);
    expect(answer.elements.length).toBe(8);
    for (const card of answer.elements) expect(card.category).toBe('Кроссовки');
    expect(answer.page?.url).toMatch(/^\/catalog\/(man|woman|kids)\/obuv\/krossovki\/$/);
    expect(answer.sections[0].url).toBe(answer.page?.url);
    const counts = answer.sections.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(answer.count);
    // Each page once, even when several kinds of product live on it (unisex on the men's page).
    const urls = answer.sections.map((s) => s.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('understands Russian word forms: кроссовка finds what кроссовки finds', async () => {
    expect((await search('кроссовка')).count).toBe((await search('кроссовки')).count);
    expect((await search('Кроссовок')).count).toBe((await search('кроссовки')).count);
  });

  test('matches the start of a word while typing', async () => {
    const typing = await search('крос');
    expect(typing.count).toBeGreaterThanOrEqual((await search('кроссовки')).count);
    expect(typing.elements.some((c) => c.category === 'Кроссовки')).toBe(true);
  });

  test('forgives one typo', async () => {
    expect((await search('кросовки')).count).toBe((await search('кроссовки')).count);
    const nike = await search('nike');
    expect(nike.count).toBeGreaterThan(0);
    const typo = await search('nkie');
    expect(typo.count).toBe(nike.count);
    expect(typo.page).toEqual({ name: 'Nike', url: '/catalog/?brand=nike' });
    for (const card of typo.elements) expect(card.brand).toBe('Nike');
  });

  test('narrows with every word: brand and type together give that brand’s page of the type', async () => {
    const answer = await search('nike кроссовки');
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.count).toBeLessThan((await search('nike')).count);
    for (const card of answer.elements) expect([card.brand, card.category]).toEqual(['Nike', 'Кроссовки']);
    expect(answer.page?.url).toMatch(/^\/catalog\/(man|woman|kids)\/obuv\/krossovki\/\?brand=nike$/);
    const women = await search('женские кроссовки');
    expect(women.page?.url).toBe('/catalog/woman/obuv/krossovki/');
  });

  test('names a group page for a group word', async () => {
    const answer = await search('обувь');
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.page?.url).toMatch(/^\/catalog\/(man|woman|kids)\/obuv\/$/);
  });

  test('queries under two characters find nothing', async () => {
    for (const q of ['', ' ', 'к', ' a ']) {
      expect(await search(q)).toMatchObject({ elements: [], page: null, sections: [], count: 0 });
    }
  });

  test('special characters are safe', async () => {
    for (const q of [
      `'; DROP TABLE products; --`,
      '%',
      '%%',
      '\\',
      '()|&!:*',
      '<b>',
      'кроссовки:*|',
      'я'.repeat(500),
    ]) {
      const answer = await search(q);
      expect(answer.count).toBeGreaterThanOrEqual(0);
    }
    expect((await search('кроссовки:*|')).count).toBe((await search('кроссовки')).count);
    expect((await search('кроссовки')).count).toBeGreaterThan(0);
  });

  test('reads a query typed on the other keyboard layout and says what it searched', async () => {
    const typed = await search('rhjccjdrb');
    expect(typed.correctedQuery).toBe('кроссовки');
    expect(typed.count).toBe((await search('кроссовки')).count);
    for (const card of typed.elements) expect(card.category).toBe('Кроссовки');
    const latin = await search('тшлу');
    expect(latin.correctedQuery).toBe('nike');
    for (const card of latin.elements) expect(card.brand).toBe('Nike');
    // A query that finds something as typed is searched as typed.
    expect((await search('nike')).correctedQuery).toBeUndefined();
  });

  test('finds brands written in Russian letters, by alias or transliteration', async () => {
    const cases: [string, string, string][] = [
      ['найк', 'Nike', '/catalog/?brand=nike'],
      ['найки', 'Nike', '/catalog/?brand=nike'],
      ['адидас', 'adidas', '/catalog/?brand=adidas'],
      ['нью баланс', 'New Balance', '/catalog/?brand=new-balance'],
      ['пума', 'Puma', '/catalog/?brand=puma'],
      ['конверс', 'Converse', '/catalog/?brand=converse'],
    ];
    for (const [q, brand, url] of cases) {
      const answer = await search(q);
      expect(answer.count, q).toBeGreaterThan(0);
      for (const card of answer.elements) expect(card.brand, q).toBe(brand);
      expect(answer.page?.url, q).toBe(url);
    }
    expect((await search('найк')).count).toBe((await search('nike')).count);
    const sneakers = await search('найк кроссовки');
    expect(sneakers.count).toBeGreaterThan(0);
    for (const card of sneakers.elements) expect([card.brand, card.category]).toEqual(['Nike', 'Кроссовки']);
  });

  test('yfqr (найк on the English layout) finds Nike', async () => {
    const answer = await search('yfqr');
    expect(answer.correctedQuery).toBe('найк');
    expect(answer.count).toBe((await search('nike')).count);
    for (const card of answer.elements) expect(card.brand).toBe('Nike');
  });

  test('the article printed on a product page finds that product', async () => {
    const card = (await search('adidas кроссовки')).elements[0];
    const response = await fetch(`${baseUrl}/api/products/${encodeURIComponent(card.code)}/`);
    const { product } = ProductResponseSchema.parse(await response.json());
    const article = product.attributes.find((a) => a.name === 'Артикул')?.value;
    expect(article).toMatch(/^[A-Z]+-\d+$/);
    for (const q of [article!, article!.toLowerCase(), article!.replace('-', ' ')]) {
      const answer = await search(q);
      expect(answer.count, q).toBeGreaterThan(0);
      expect(answer.count, q).toBeLessThanOrEqual(product.colors.length);
      expect(answer.elements[0].name, q).toBe(product.name);
      for (const found of answer.elements) expect(found.name, q).toBe(product.name);
      expect(
        answer.elements.map((c) => c.code),
        q,
      ).toContain(card.code);
    }
    // The colour article code of the product's address finds that colour.
    const byCode = await search(card.code);
    expect(byCode.elements.map((c) => c.code)).toEqual([card.code]);
  });

  test('product words shoppers use: худи, шлепанцы, пуховик, слипоны, рюкзак', async () => {
    const hoodies = await search('худи');
    expect(hoodies.count).toBeGreaterThan(0);
    for (const card of hoodies.elements) {
      expect(card.category).toBe('Толстовки');
      expect(card.name).toMatch(/Hoodie/);
    }
    // A word for the whole type finds the type and leads to its page.
    const slides = await search('шлепанцы');
    expect(slides.count).toBe((await search('сланцы')).count);
    expect(slides.page?.url).toMatch(/^\/catalog\/(man|woman)\/obuv\/slantsy\/$/);
    const cases: [string, string, RegExp][] = [
      ['пуховик', 'Куртки', /Puffer|Puffy|Parka|Nuptse|Insulated|Powder|Himalayan|Winter/],
      ['куртка утепленная', 'Куртки', /Puffer|Puffy|Parka|Nuptse|Insulated|Powder|Himalayan|Winter/],
      ['слипоны', 'Кеды', /Slip-On/],
      ['рюкзак', 'Сумки', /Backpack|Pak/],
      ['толстовка с капюшоном', 'Толстовки', /Hoodie/],
    ];
    for (const [q, category, name] of cases) {
      const answer = await search(q);
      expect(answer.count, q).toBeGreaterThan(0);
      for (const card of answer.elements) {
        expect(card.category, q).toBe(category);
        expect(card.name, q).toMatch(name);
      }
    }
  });

  test('model names written in Russian letters: кортез, самба, аир макс, форс', async () => {
    const cases: [string, RegExp][] = [
      ['кортез', /Cortez/],
      ['самба', /Samba/],
      ['аир макс', /Air Max/],
      ['эйр макс', /Air Max/],
      ['форс', /Force/],
      ['найк форс', /Nike Air Force/],
      ['газель', /Gazelle/],
      ['челси', /Chelsea/],
      ['данк', /Dunk/],
    ];
    for (const [q, name] of cases) {
      const answer = await search(q);
      expect(answer.count, q).toBeGreaterThan(0);
      for (const card of answer.elements) expect(card.name, q).toMatch(name);
    }
  });

  test('ranks words matched as written before prefixes and typos', async () => {
    // 'max' is a word of 'Air Max 90' and the start of 'Max90' ('Sportswear Max90 Tee').
    const answer = await search('max', '&limit=24');
    const names = answer.elements.map((c) => c.name);
    const firstPrefix = names.findIndex((n) => !/\bMax\b/.test(n));
    if (firstPrefix >= 0) for (const name of names.slice(firstPrefix)) expect(name).not.toMatch(/\bMax\b/);
    expect(names.some((n) => /\bMax\b/.test(n))).toBe(true);
  });

  test('forgives two typos in words of eight letters or more', async () => {
    const sneakers = (await search('кроссовки')).count;
    expect((await search('крассовкии')).count).toBe(sneakers);
    expect((await search('кросовки')).count).toBe(sneakers);
    // Short words keep one: 'кедв' is 'кеды', 'кдев' is nothing.
    expect((await search('кедв')).count).toBe((await search('кеды')).count);
  });

  test('nothing found is an empty answer, not an error', async () => {
    expect(await search('щщщщщщщщ')).toMatchObject({ elements: [], page: null, sections: [], count: 0 });
  });

  test('nothing found offers the popular queries, most frequent first (the seed counts кроссовки most)', async () => {
    for (const q of ['', 'щщщщщщщщ']) {
      const answer = await search(q);
      expect(answer.popular?.[0], q).toBe('кроссовки');
      expect(answer.popular!.length, q).toBeLessThanOrEqual(8);
      // Each is a search that finds something.
      for (const popular of answer.popular!.slice(0, 3))
        expect((await search(popular)).count, popular).toBeGreaterThan(0);
    }
    expect((await search('кроссовки')).popular).toBeUndefined();
  });

  test('limit sets how many cards come back; beyond 24 is a 400', async () => {
    expect((await search('кроссовки', '&limit=6')).elements).toHaveLength(6);
    const response = await fetch(`${baseUrl}/api/search/?q=nike&limit=100`);
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).message).toMatch(/Лимит/);
  });
});
