// The catalogue, search and brands pages as a browser without JavaScript receives them: status,
// h1, the GET filter form, chips, sort, "show more" links that reach every product, 404s.
// Expectations come from the commerce API (POST /api/catalog/), not from the page's own code.
import { describe, expect, test } from 'vitest';
import { CATALOG_PAGE_SIZE } from '~/commerce/contract/catalog-request';
import { BrandsResponseSchema } from '~/commerce/contract/brands';
import { SearchResponseSchema } from '~/commerce/contract/search';
import {
  apiCatalog,
  attr,
  baseUrl,
  getPage,
  h1s,
  hrefs,
  productLinks,
  tags,
  textOf,
} from './catalog-pages.kit';

const SECTIONS = [
  '/catalog/',
  '/catalog/man/',
  '/catalog/man/obuv/krossovki/',
  '/catalog/woman/odezhda/',
  '/catalog/kids/obuv/krossovki/',
  '/catalog/sale/',
  '/catalog/new/',
  '/catalog/man/new/',
  '/catalog/woman/new/',
];

const NOT_FOUND_TEXT = 'Страница удалена или перемещена';

/** The h1 the SEO page call gives /catalog/ (null when none); other sections skip the call. */
async function seoH1(path: string): Promise<string | null> {
  if (path !== '/catalog/') return null;
  const response = await fetch(`${baseUrl}/api/seo/page/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: path }),
  });
  const body = (await response.json()) as { h1: string | null };
  return body.h1;
}

/** The number of the page's 'N товаров' line. */
function shownTotal(html: string): number {
  const lines = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]));
  const line = lines.find((l) => /^\d+ товар(а|ов)?$/.test(l));
  return line ? parseInt(line, 10) : NaN;
}

describe('catalogue sections', () => {
  test.each(SECTIONS)('%s shows the section h1, its total and its first page of cards', async (path) => {
    const page = await getPage(path);
    expect(page.status).toBe(200);
    const api = await apiCatalog({ path });
    // The SEO table may name /catalog/ itself; section pages (catalog-code) never ask it (docs/product.md#seo-page-data).
    expect(h1s(page.html)).toEqual([(await seoH1(path)) ?? api.seo.h1]);
    expect(shownTotal(page.html)).toBe(api.catalogBody.pagination.totalItems);
    expect(productLinks(page.html)).toEqual(api.catalogBody.products.map((p) => p.url));
    for (const crumb of api.breadcrumbs.slice(0, -1)) expect(hrefs(page.html)).toContain(crumb.url);
  });

  test('a section address without its trailing slash is the same section', async () => {
    const page = await getPage('/catalog/man/obuv');
    expect(page.status).toBe(200);
    expect(h1s(page.html)).toEqual(['Мужская обувь']);
  });

  test.each(['/catalog/no-such-section/', '/catalog/man/obuv/no-such-type/', '/catalog/man/new/extra/'])(
    '%s answers 404 with the 404 page',
    async (path) => {
      const page = await getPage(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain(NOT_FOUND_TEXT);
    },
  );

  test('the banners sit after 8 cards and after 17 cards', async () => {
    const page = await getPage('/catalog/man/');
    const grid = page.html.slice(page.html.indexOf('data-product-grid'));
    const cells = [...grid.matchAll(/<li\b[^>]*>\s*<(article|a)\b/g)].map((m) => m[1]);
    expect(cells.slice(0, 20)).toEqual([
      ...Array(8).fill('article'),
      'a',
      ...Array(9).fill('article'),
      'a',
      'article',
    ]);
  });
});

describe('filters without JavaScript', () => {
  test('the filter panel is a GET form to the section with named inputs (closed groups one link away) and a submit button', async () => {
    const page = await getPage('/catalog/man/obuv/');
    const [form] = tags(page.html, 'form', /aria-label="Фильтры"/);
    expect(attr(form, 'method')).toBe('get');
    expect(attr(form, 'action')).toBe('/catalog/man/obuv/');
    const names = (html: string) => new Set(tags(html, 'input').map((t) => attr(t, 'name')));
    const onPage = names(page.html);
    for (const name of ['category', 'brand', 'size', 'price_from', 'price_to'])
      expect(onPage, name).toContain(name);
    // A closed group sends no rows (docs/product.md#page-weight): it links to the address that renders it open.
    for (const name of ['color', 'store', 'waterproof']) {
      expect(onPage, name).not.toContain(name);
      const link = tags(page.html, 'a', new RegExp(`href="/catalog/man/obuv/\\?all=${name}"`));
      expect(link, `the closed group ${name} links to its values`).toHaveLength(1);
      const opened = await getPage(`/catalog/man/obuv/?all=${name}`);
      expect(names(opened.html), name).toContain(name);
    }
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>Показать<\/button>/);
  });

  test('a filtered address lists exactly what the API lists for that filter, with chips', async () => {
    const base = await apiCatalog({ path: '/catalog/man/obuv/' });
    const brands = base.catalogBody.filter.find((f) => f.code === 'brand');
    const brand = brands?.type === 'list' ? [...brands.items].sort((a, b) => b.count - a.count)[0] : null;
    expect(brand).not.toBeNull();
    const withBrand = await apiCatalog({ path: '/catalog/man/obuv/', filter: { brand: [brand!.value] } });
    const sizes = withBrand.catalogBody.filter.find((f) => f.code === 'size');
    const size = sizes?.type === 'bubbles' ? sizes.items.find((i) => i.count > 0 && !i.disabled) : undefined;
    expect(size).toBeDefined();
    // The price range of the brand and size chosen: a bound a quarter of the way into it narrows
    // the list (one at or below its minimum would not, and then no chip is due).
    const withSize = await apiCatalog({
      path: '/catalog/man/obuv/',
      filter: { brand: [brand!.value], size: [size!.value] },
    });
    const price = withSize.catalogBody.filter.find((f) => f.type === 'range');
    expect(price?.type === 'range' && price.max > price.min).toBe(true);
    const from = price?.type === 'range' ? Math.ceil(price.min + (price.max - price.min) / 4) : 0;
    const filter = { brand: [brand!.value], size: [size!.value], price: { from } };
    const expected = await apiCatalog({ path: '/catalog/man/obuv/', filter });

    const query = `brand=${brand!.value}&size=${size!.value}&price_from=${from}&price_to=`;
    const page = await getPage(`/catalog/man/obuv/?${query}`);
    expect(page.status).toBe(200);
    expect(shownTotal(page.html)).toBe(expected.catalogBody.pagination.totalItems);
    expect(expected.catalogBody.pagination.totalItems).toBeLessThan(base.catalogBody.pagination.totalItems);
    expect(productLinks(page.html)).toEqual(expected.catalogBody.products.map((p) => p.url));
    // Chips: the brand, the size and the price, each a link to the address without it.
    const chips = tags(page.html, 'a', /aria-label="Убрать фильтр/).map((t) => attr(t, 'aria-label'));
    expect(chips).toEqual([
      `Убрать фильтр «Бренд: ${brand!.title}»`,
      `Убрать фильтр «Размер: ${size!.title}»`,
      expect.stringMatching(/^Убрать фильтр «Цена: от .+ до .+»$/),
    ]);
    // The chosen options come back checked, the price in its field.
    const brandBox = tags(page.html, 'input', /name="brand"/).find((t) => attr(t, 'value') === brand!.value);
    expect(brandBox).toMatch(/\schecked=""/);
    expect(attr(tags(page.html, 'input', /name="price_from"/)[0], 'value')).toBe(String(from));
  });

  test('the price chip does not appear while the range is not narrowed (spec §5)', async () => {
    const page = await getPage('/catalog/man/obuv/?price_from=0&price_to=999999');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Убрать фильтр «Цена');
  });

  test('malformed filter values are dropped, not a 400 or a 500', async () => {
    const plain = await getPage('/catalog/man/obuv/');
    for (const query of [
      'price_from=abc',
      'price_from=-5&sort=nope&order=sideways',
      'brand=no-such-brand',
      'shown=xyz',
    ]) {
      const page = await getPage(`/catalog/man/obuv/?${query}`);
      expect(page.status, query).toBe(200);
      expect(shownTotal(page.html), query).toBe(shownTotal(plain.html));
    }
  });

  test('sorting by price orders the cards and keeps the filter', async () => {
    const page = await getPage('/catalog/man/obuv/krossovki/?sort=price&order=asc');
    const expected = await apiCatalog({ path: '/catalog/man/obuv/krossovki/', sort: 'price', order: 'asc' });
    expect(productLinks(page.html)).toEqual(expected.catalogBody.products.map((p) => p.url));
    const prices = expected.catalogBody.products.map((p) => p.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const sortLinks = hrefs(page.html).filter((h) => h.includes('sort='));
    expect(sortLinks).toContain('/catalog/man/obuv/krossovki/?sort=price&order=desc');
  });
});

describe('show more without JavaScript', () => {
  test('following "Показать ещё" reaches every product of the section once, never with a page parameter', async () => {
    const path = '/catalog/man/obuv/';
    const total = (await apiCatalog({ path })).catalogBody.pagination.totalItems;
    expect(total).toBeGreaterThan(CATALOG_PAGE_SIZE * 5);
    const seen = new Set<string>();
    let next: string | undefined = path;
    let steps = 0;
    while (next) {
      const page = await getPage(next);
      expect(page.status, next).toBe(200);
      const links = productLinks(page.html);
      // One document shows at most four pages.
      expect(links.length).toBeLessThanOrEqual(CATALOG_PAGE_SIZE * 4);
      for (const link of links) seen.add(link);
      const all = hrefs(page.html);
      expect(all.filter((h) => /[?&](page|PAGEN_\d+)=/.test(h))).toEqual([]);
      next = tags(page.html, 'a', /rel="next"/).map((t) => attr(t, 'href') ?? '')[0];
      steps += 1;
      expect(steps).toBeLessThanOrEqual(Math.ceil(total / CATALOG_PAGE_SIZE));
    }
    expect(seen.size).toBe(total);
  });

  test('?shown=48 shows the first two pages in order', async () => {
    const [first, second] = await Promise.all([
      apiCatalog({ path: '/catalog/man/', page: 1 }),
      apiCatalog({ path: '/catalog/man/', page: 2 }),
    ]);
    const page = await getPage('/catalog/man/?shown=48');
    expect(productLinks(page.html)).toEqual(
      [...first.catalogBody.products, ...second.catalogBody.products].map((p) => p.url),
    );
    expect(hrefs(page.html)).toContain('/catalog/man/?shown=72');
  });

  /**
   * The `pathname` values of a single-fetch answer (turbo-stream: one flat JSON array where an
   * object's keys are `_i`, i the index of the key's string, and its values are indexes too).
   */
  const dataPathnames = (body: string): unknown[] => {
    const flat = JSON.parse(body.split('\n')[0]) as unknown[];
    const key = `_${flat.indexOf('pathname')}`;
    return flat
      .filter(
        (item): item is Record<string, number> => typeof item === 'object' && item !== null && key in item,
      )
      .map((item) => flat[item[key]]);
  };

  test('"Показать ещё" keeps the section\'s trailing slash, however the page was asked for', async () => {
    const nextOf = (html: string) => tags(html, 'a', /rel="next"/).map((t) => attr(t, 'href') ?? '')[0];
    expect(nextOf((await getPage('/catalog/woman/')).html)).toBe('/catalog/woman/?shown=48');
    // A client navigation asks for the data as '/catalog/woman.data': the slash is not in it.
    const asked = await getPage('/catalog/woman');
    if (asked.status === 200) expect(nextOf(asked.html)).toBe('/catalog/woman/?shown=48');
    const data = await getPage('/catalog/woman.data?shown=48');
    expect(data.status).toBe(200);
    expect(dataPathnames(data.html)).toEqual(['/catalog/woman/']);
  });

  test('a shown past the end shows the last pages and no "show more"', async () => {
    const api = await apiCatalog({ path: '/catalog/man/obuv/slantsy/' });
    const page = await getPage('/catalog/man/obuv/slantsy/?shown=2400');
    expect(page.status).toBe(200);
    expect(productLinks(page.html).length).toBe(
      Math.min(api.catalogBody.pagination.totalItems, CATALOG_PAGE_SIZE * 4),
    );
    expect(tags(page.html, 'a', /rel="next"/)).toEqual([]);
  });
});

describe('search pages', () => {
  test('/search/?q= lists the catalogue answer for the text, with filters and sort', async () => {
    const expected = await apiCatalog({ path: '/catalog/', q: 'nike' });
    const page = await getPage('/search/?q=nike');
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(
      `По запросу «nike» найдено ${expected.catalogBody.pagination.totalItems} товаров`,
    );
    expect(productLinks(page.html)).toEqual(expected.catalogBody.products.map((p) => p.url));
    const [form] = tags(page.html, 'form', /aria-label="Фильтры"/);
    expect(attr(form, 'action')).toBe('/search/');
    const hidden = tags(page.html, 'input', /type="hidden"/).filter((t) => attr(t, 'name') === 'q');
    expect(hidden.map((t) => attr(t, 'value'))).toEqual(['nike']);
  });

  test('/search/{code} searches the remainder', async () => {
    const page = await getPage('/search/nike');
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain('По запросу «nike» найдено');
  });

  test('a query typed on the other keyboard layout shows what was searched instead', async () => {
    const expected = await apiCatalog({ path: '/catalog/', q: 'yfqr' });
    expect(expected.correctedQuery).toBe('найк');
    expect(expected.catalogBody.pagination.totalItems).toBe(
      (await apiCatalog({ path: '/catalog/', q: 'nike' })).catalogBody.pagination.totalItems,
    );
    const page = await getPage('/search/?q=yfqr');
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain('Показаны результаты по запросу «найк»');
    expect(productLinks(page.html)).toEqual(expected.catalogBody.products.map((p) => p.url));
    expect(textOf((await getPage('/search/?q=nike')).html)).not.toContain('Показаны результаты по запросу');
  });

  test('nothing found, and fewer than 2 characters asks for more', async () => {
    const none = await getPage('/search/?q=zzqqxxww');
    expect(none.status).toBe(200);
    expect(textOf(none.html)).toContain('К сожалению, товаров по запросу не найдено');
    const short = await getPage('/search/?q=н');
    expect(textOf(short.html)).toContain('Введи хотя бы 2 символа');
    expect(productLinks(short.html)).toEqual([]);
  });

  test('the overlay resource answers up to 6 cards, the page link and the total', async () => {
    const api = SearchResponseSchema.parse(
      await (await fetch(new URL('/api/search/?q=кроссовки', baseUrl))).json(),
    );
    const response = await fetch(new URL(`/resources/search?q=${encodeURIComponent('кроссовки')}`, baseUrl));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      q: string;
      count: number;
      elements: unknown[];
      page: unknown;
    };
    expect(answer.q).toBe('кроссовки');
    expect(answer.count).toBe(api.count);
    expect(answer.elements.length).toBe(Math.min(6, api.count));
    expect(answer.page).toEqual(api.page);
    const short = (await (await fetch(new URL('/resources/search?q=к', baseUrl))).json()) as {
      count: number;
    };
    expect(short.count).toBe(0);
  });
});

describe('brands page', () => {
  test('lists every brand of the API under its letter, each linking to the filtered catalogue', async () => {
    const api = BrandsResponseSchema.parse(await (await fetch(new URL('/api/brands/', baseUrl))).json());
    const page = await getPage('/brands');
    expect(page.status).toBe(200);
    expect(h1s(page.html)).toEqual(['Бренды']);
    const links = hrefs(page.html);
    const brands = api.groups.flatMap((g) => g.brands);
    expect(brands.length).toBe(api.total);
    for (const brand of brands) expect(links).toContain(`/catalog/?brand=${brand.code}`);
    for (const group of api.groups) expect(links).toContain(`#brands-${group.letter}`);
    expect(api.groups.some((g) => /[А-Я]/.test(g.letter))).toBe(true);
  });

  test("a brand's link lists that brand's articles", async () => {
    const api = BrandsResponseSchema.parse(await (await fetch(new URL('/api/brands/', baseUrl))).json());
    const brand = api.groups.flatMap((g) => g.brands).sort((a, b) => b.count - a.count)[0];
    const page = await getPage(brand.url);
    expect(page.status).toBe(200);
    expect(shownTotal(page.html)).toBe(brand.count);
  });
});
