// What search engines read (docs/product.md#legacy-addresses, docs/product.md#overlays-and-other-screens, docs/product.md#entities, docs/product.md#seo-page-data): the SEO page data on the pages the SEO
// table covers (h1, text, 301), canonical and Open Graph tags, JSON-LD (Organization on every
// page, Product and BreadcrumbList on product pages, BreadcrumbList on catalogue pages) checked
// against what the API says, noindex on search results, honest 404s.
import { describe, expect, inject, test } from 'vitest';
import { SEO_SEEDS } from '~/commerce/seed/content-seo.server';
import { SEO_PAGES_KEPT } from '~/services/seo.server';
import { stockedSizes } from './basket.kit';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'User-Agent': CRAWLER },
    redirect: 'manual',
  });
  return { response, html: await response.text() };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every JSON-LD block of the document, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

function ofType(html: string, type: string): Record<string, unknown>[] {
  return jsonLd(html).filter((block) => block['@type'] === type);
}

/** The head's <meta> content by property or name (React writes attributes in source order). */
function metaContent(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`property="${key}"`) || tag.includes(`name="${key}"`))
    .map((tag) => decodeEntities(/content="([^"]*)"/.exec(tag)?.[1] ?? ''));
}

function canonicals(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((m) =>
    decodeEntities(/href="([^"]*)"/.exec(m[0])![1]),
  );
}

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    decodeEntities(m[1].replace(/<[^>]+>/g, '').trim()),
  );
}

function seoTexts(html: string): string[] {
  return [...html.matchAll(/<p[^>]*data-seo-text[^>]*>([\s\S]*?)<\/p>/g)].map((m) =>
    decodeEntities(m[1].trim()),
  );
}

describe('SEO page data (POST /api/seo/page/)', () => {
  const covered = SEO_SEEDS.filter((row) => row.redirectTo === null && row.seoText);

  test('the seed covers pages to check', () => {
    expect(covered.map((row) => row.url)).toEqual(expect.arrayContaining(['/', '/catalog', '/brands']));
  });

  test.each(covered.map((row) => [row.url, row] as const))(
    '%s shows the SEO table’s text once, below the page',
    async (url, row) => {
      for (const path of url === '/' ? ['/'] : [url, `${url}/`]) {
        const { response, html } = await page(path);
        expect(response.status, path).toBe(200);
        expect(seoTexts(html), path).toEqual([row.seoText]);
        expect(html.indexOf('data-seo-text')).toBeGreaterThan(html.indexOf('<main'));
      }
    },
  );

  test.each(covered.filter((row) => row.h1).map((row) => [row.url, row.h1] as const))(
    '%s has the SEO table’s h1 "%s"',
    async (url, h1) => {
      const { html } = await page(url === '/catalog' ? '/catalog/' : url);
      expect(h1s(html)).toEqual([h1]);
    },
  );

  test('a row with redirectTo answers 301, the query going along', async () => {
    const plain = await page('/novinki');
    expect(plain.response.status).toBe(301);
    expect(plain.response.headers.get('location')).toBe('/catalog/new/');
    const tagged = await page('/novinki/?utm_source=mail');
    expect(tagged.response.status).toBe(301);
    expect(tagged.response.headers.get('location')).toBe('/catalog/new/?utm_source=mail');
  });

  test('catalogue-code and product pages do not take SEO table text (their own data describes them)', async () => {
    const { html } = await page('/catalog/man/obuv/');
    expect(seoTexts(html)).toEqual([]);
  });

  test('a scanner asking more made-up paths than the SEO cache keeps leaves every page’s SEO data right', async () => {
    // Every path's SEO answer is kept a minute, at most SEO_PAGES_KEPT of them
    // (docs/decisions/0078-bounded-caches.md): the scan cycles the cache instead of growing it.
    const scan = Array.from({ length: SEO_PAGES_KEPT + 100 }, (_, i) => `/scan-${process.pid}-${i}`);
    const statuses = new Set<number>();
    const worker = async () => {
      for (let next = scan.pop(); next !== undefined; next = scan.pop()) {
        const answer = await fetch(`${baseUrl}${next}`);
        await answer.arrayBuffer();
        statuses.add(answer.status);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect([...statuses]).toEqual([404]);
    for (const row of covered) {
      const { response, html } = await page(row.url === '/catalog' ? '/catalog/' : row.url);
      expect(response.status, row.url).toBe(200);
      expect(seoTexts(html), row.url).toEqual([row.seoText]);
      if (row.h1) expect(h1s(html), row.url).toEqual([row.h1]);
    }
    expect((await page('/novinki')).response.headers.get('location')).toBe('/catalog/new/');
  }, 180_000);
});

describe('Organization JSON-LD', () => {
  test.each(['/', '/brands', '/catalog/', '/catalog/man/obuv/', '/about/company', '/support/faq'])(
    '%s carries the shop as an Organization, once',
    async (path) => {
      const { html } = await page(path);
      const organizations = ofType(html, 'Organization');
      expect(organizations).toHaveLength(1);
      expect(organizations[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Шаг',
        url: `${baseUrl}/`,
      });
    },
  );
});

type Crumb = { name: string; url: string };
type ProductAnswer = {
  product: {
    code: string;
    name: string;
    url: string;
    brand: { name: string };
    price: { value: number; currency: string };
    inStock: boolean;
    images: { src: string }[];
  };
  breadcrumbs: Crumb[];
};

function expectBreadcrumbList(html: string, crumbs: Crumb[]) {
  const lists = ofType(html, 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  expect(lists[0].itemListElement).toEqual(
    crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${baseUrl}${crumb.url}`,
    })),
  );
}

describe('product pages', () => {
  async function someArticles(): Promise<string[]> {
    const { html } = await page('/sitemaps/products-1.xml');
    const codes = [...html.matchAll(/\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(10);
    return [codes[0], codes[Math.floor(codes.length / 2)], codes[codes.length - 1]];
  }

  test('carry Product JSON-LD matching the API (name, brand, sku, images, price in RUB, availability, url)', async () => {
    for (const code of await someArticles()) {
      const expected = await api<ProductAnswer>(`/api/products/${code}/`);
      const { response, html } = await page(`/product/${code}`);
      expect(response.status).toBe(200);
      const products = ofType(html, 'Product');
      expect(products).toHaveLength(1);
      const url = `${baseUrl}/product/${code}`;
      expect(products[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: expected.product.name,
        sku: code,
        brand: { '@type': 'Brand', name: expected.product.brand.name },
        url,
        offers: {
          '@type': 'Offer',
          price: expected.product.price.value,
          priceCurrency: 'RUB',
          availability: expected.product.inStock
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          url,
        },
      });
      expect(products[0].image).toEqual(expected.product.images.map((image) => `${baseUrl}${image.src}`));
      expectBreadcrumbList(html, expected.breadcrumbs);
    }
  });

  test('have an absolute canonical, Open Graph with the picture, and a 404 for an unknown article', async () => {
    const [code] = await someArticles();
    const { html } = await page(`/product/${code}?utm_source=mail`);
    expect(canonicals(html)).toEqual([`${baseUrl}/product/${code}`]);
    expect(metaContent(html, 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'og:url')).toEqual([`${baseUrl}/product/${code}`]);
    expect(metaContent(html, 'og:image')[0]).toMatch(new RegExp(`^${baseUrl}/images/`));
    expect(metaContent(html, 'og:locale')).toEqual(['ru_RU']);
    expect(metaContent(html, 'og:site_name')).toEqual(['Шаг']);
    const missing = await page('/product/NO-SUCH-ARTICLE-XYZ');
    expect(missing.response.status).toBe(404);
    expect(ofType(missing.html, 'Product')).toEqual([]);
  });
});

describe('catalogue pages', () => {
  test.each(['/catalog/man/obuv/', '/catalog/woman/odezhda/futbolki/', '/catalog/sale/'])(
    '%s carries a BreadcrumbList matching the API and an absolute canonical',
    async (path) => {
      const expected = await api<{ breadcrumbs: Crumb[] }>(`/api/catalog/?path=${encodeURIComponent(path)}`);
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expectBreadcrumbList(html, expected.breadcrumbs);
      expect(canonicals(html)).toEqual([`${baseUrl}${path}`]);
      expect(metaContent(html, 'robots')).toEqual([]);
    },
  );

  test('a filtered and sorted view canonicalises to the unfiltered section and is not indexed', async () => {
    const { html } = await page('/catalog/man/obuv/?brand=nike&sort=price&order=asc');
    expect(canonicals(html)).toEqual([`${baseUrl}/catalog/man/obuv/`]);
    expect(metaContent(html, 'robots')).toEqual(['noindex, follow']);
  });

  test('an unknown section answers 404', async () => {
    const { response } = await page('/catalog/man/no-such-type/');
    expect(response.status).toBe(404);
  });
});

describe('search results are kept out of the index', () => {
  test.each(['/search/', '/search/?q=%D0%BA%D0%B5%D0%B4%D1%8B', '/search/krossovki'])(
    '%s is noindex',
    async (path) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expect(metaContent(html, 'robots')).toEqual(['noindex, follow']);
    },
  );
});

describe('the 404 page', () => {
  test('answers 404 with its title and no Organization duplicate', async () => {
    const { response, html } = await page('/no-such-page-at-all');
    expect(response.status).toBe(404);
    expect(html).toContain('<title>Страница не найдена — Шаг</title>');
    expect(ofType(html, 'Organization').length).toBeLessThanOrEqual(1);
  });
});

// docs/decisions/0004-layouts.md: the spec's two minimal-layout routes are checkout and the order
// done page; everything else has the site header with its catalogue menu.
describe('layouts', () => {
  const SITE_MENU = 'aria-label="Каталог"';

  test('checkout (with a basket) and the order done page use the minimal layout, the basket the default one', async () => {
    const [size] = await stockedSizes(baseUrl, 16, { count: 1, minQuantity: 2 });
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.sizeId),
      returnTo: '/cart/',
    });
    const cart = await shopper.get('/cart/');
    expect(await cart.text()).toContain(SITE_MENU);
    const checkout = await shopper.get('/order/make');
    expect(checkout.status).toBe(200);
    const checkoutHtml = await checkout.text();
    expect(checkoutHtml).not.toContain(SITE_MENU);
    expect(checkoutHtml).toContain('Вернуться в магазин');
    const done = await shopper.get('/order/done/999999999');
    const doneHtml = await done.text();
    expect(doneHtml).not.toContain(SITE_MENU);
    expect(doneHtml).toContain('Вернуться в магазин');
  });
});
