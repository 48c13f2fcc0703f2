import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

// The spec's route table (docs/product.md#route-rules). Pages have rules of their own (desktop redirects to a section's
// first child, guests sent away from /personal, an empty basket sent from checkout to the
// cart), so this test holds what every one of them keeps:
// the address is served, inside the shop's frame, with exactly one h1 and a title in the shop's
// format, after at most the redirects those rules add.
const STATIC_PAGES = [
  '/',
  '/about',
  '/about/company',
  '/about/news',
  '/about/shops',
  '/about/true',
  '/brands',
  '/cart',
  '/cart/',
  '/catalog/',
  '/catalog/man/',
  '/catalog/man/obuv/krossovki/',
  '/delivery',
  '/delivery/details',
  '/delivery/order-tracking',
  '/delivery/payment',
  '/delivery/return',
  '/documents',
  '/documents/public-offer',
  '/documents/security-policy',
  '/loyalty',
  '/outfits',
  '/personal',
  '/personal/loyalty-program',
  '/personal/orders',
  '/personal/profile',
  '/personal/support',
  '/personal/wishlist',
  '/search/',
  '/search/?q=кеды',
  '/search/krossovki',
  '/support',
  '/support/contacts',
  '/support/faq',
  '/support/size-table',
];

// Routes with a parameter: for a code that names nothing they show either their page or, once
// they check the code, the 404 page with status 404 (docs/product.md#overlays-and-other-screens: a route-validation failure).
const PARAM_PAGES = ['/about/news/net-takoj-novosti', '/product/NET-TAKOGO-TOVARA', '/order/done/999999999'];

const NOT_FOUND_H1 = 'Страница удалена или перемещена';

function headings(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());
}

async function page(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${encodeURI(path)}`, { redirect: 'manual', ...init });
  return { response, html: await response.text() };
}

/** Follows up to three same-site redirects, as a browser would. */
async function visit(path: string) {
  let current = path;
  for (let hop = 0; hop < 3; hop += 1) {
    const result = await page(current);
    const location = result.response.headers.get('location');
    if (!location || result.response.status < 300 || result.response.status >= 400) return result;
    const next = new URL(location, baseUrl);
    expect(next.origin, `${current} redirects off-site`).toBe(new URL(baseUrl).origin);
    current = `${next.pathname}${next.search}`;
  }
  throw new Error(`${path}: more than three redirects`);
}

function expectShopDocument(html: string) {
  expect(html).toContain('<html lang="ru"');
  for (const landmark of ['<header', '<main', '<footer']) expect(html).toContain(landmark);
  expect(html).toMatch(/<title>[^<]+ — Шаг<\/title>|<title>Шаг — [^<]+<\/title>/);
}

describe('the route table', () => {
  test.each(STATIC_PAGES)('%s answers 200 with one h1 in the shop frame', async (path) => {
    const { response, html } = await visit(path);
    expect(response.status).toBe(200);
    const h1 = headings(html);
    expect(h1).toHaveLength(1);
    expect(h1[0]).not.toBe('');
    expect(h1[0]).not.toBe(NOT_FOUND_H1);
    expectShopDocument(html);
  });

  test.each(PARAM_PAGES)(
    '%s with an unknown code shows its page or the 404 page, never an error',
    async (path) => {
      const { response, html } = await visit(path);
      expect([200, 404]).toContain(response.status);
      const h1 = headings(html);
      expect(h1).toHaveLength(1);
      if (response.status === 404) expect(h1).toEqual([NOT_FOUND_H1]);
      else expect(h1[0]).not.toBe(NOT_FOUND_H1);
    },
  );

  test('lists every route of the table once', () => {
    const paths = [...STATIC_PAGES, ...PARAM_PAGES];
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(38);
  });
});

describe('layouts', () => {
  test('shop pages have the header landmarks, the catalogue menu and the footer', async () => {
    const { html } = await page('/brands');
    for (const landmark of ['<header', '<main', '<footer', 'aria-label="Каталог"'])
      expect(html).toContain(landmark);
    for (const link of ['/catalog/man/', '/catalog/woman/', '/catalog/kids/', '/cart/']) {
      expect(html).toContain(`href="${link}"`);
    }
    // A guest's heart opens the sign-in dialog over the same page: favourites need an account.
    expect(html).toMatch(/<a [^>]*aria-label="Избранное"[^>]*href="\/brands\?login=open"/);
    expect(html).toMatch(/<form[^>]*action="\/search\/"/);
  });

  const MINIMAL = (html: string) => {
    expect(html).toContain('Вернуться в магазин');
    expect(html).not.toContain('aria-label="Каталог"');
    expect(html).not.toContain('aria-label="Корзина"');
  };

  test('an order confirmation uses the minimal layout: no menus, a way back', async () => {
    MINIMAL((await page(PARAM_PAGES[2])).html);
  });

  test('checkout uses the minimal layout, or sends a guest with an empty basket to the cart', async () => {
    // A first visit gives the guest their cookies (guest token, city), as a browser would have.
    // A browser's User-Agent: crawlers get no guest token (docs/product.md#tokens-and-sessions), and this is a shopper.
    const browser = {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    };
    const first = await page('/', { headers: browser });
    const cookie = first.response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { response, html } = await page('/order/make', { headers: { ...browser, cookie } });
    if (response.status === 200) MINIMAL(html);
    else expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/cart/');
  });

  test('the footer links every content page of the table', async () => {
    const { html } = await page('/');
    const footer = html.slice(html.indexOf('<footer'));
    const expected = [
      '/about/company',
      '/about/news',
      '/about/shops',
      '/about/true',
      '/brands',
      '/delivery/details',
      '/delivery/payment',
      '/delivery/return',
      '/delivery/order-tracking',
      '/documents/public-offer',
      '/documents/security-policy',
      '/loyalty',
      '/outfits',
      '/support/contacts',
      '/support/faq',
      '/support/size-table',
    ];
    for (const path of expected) expect(footer, path).toContain(`href="${path}"`);
  });
});

describe('cache policy', () => {
  test.each(['/', '/brands', '/cart/', '/order/make', '/personal/profile'])(
    '%s is never stored by a shared cache for a visitor with cookies: the document carries their data',
    async (path) => {
      const { response } = await page(path, { headers: { Cookie: 'accept_cookie=Y' } });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  test.each(['/cart/', '/order/make', '/personal/profile'])(
    '%s is personal even without cookies',
    async (path) => {
      const { response } = await page(path);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  // What everyone without a cookie gets may be shared: tests/http/shared-first-hits.test.ts.
  test.each(['/', '/brands'])('%s without cookies may be kept by a shared cache', async (path) => {
    const { response } = await page(path);
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
  });
});

describe('unknown addresses', () => {
  test.each(['/no-such-page', '/about/no-such-page', '/product/a/b', '/order/done'])(
    '%s answers 404 with the spec’s 404 page',
    async (path) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(404);
      expect(headings(html)).toEqual(['Страница удалена или перемещена']);
      expect(html).toContain('href="/"');
    },
  );

  test('a guest sees "Поиском" as a plain label, not a working search', async () => {
    const { html } = await page('/no-such-page');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<span[^>]*>Поиском<\/span>/);
    expect(main).not.toContain('action="/search/"');
    expect(main).not.toMatch(/<a[^>]*>Поиском<\/a>/);
  });
});

describe('documents', () => {
  // React 18's streaming renderer can pad a chunk with NUL bytes when a Cyrillic character does
  // not fit the chunk's end; a NUL inside the inline data script corrupts the hydrated data.
  test.each(['/', '/catalog/man/', '/no-such-page'])('%s contains no NUL bytes', async (path) => {
    const { html } = await page(path);
    expect(html.indexOf('\u0000')).toBe(-1);
  });
});
