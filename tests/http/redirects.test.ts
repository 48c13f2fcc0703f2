// Redirects of docs/product.md#legacy-addresses, docs/product.md#constants-and-limits over HTTP: the built server answers old addresses with the
// right code and Location, before anything else runs. The tables themselves are pinned by the
// unit tests in app/redirects/; here each kind is sampled end to end, with the expected pages
// written out by hand.
import { describe, expect, inject, test } from 'vitest';
import { LEGACY_SECTIONS } from '~/redirects/legacy-section-table';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    headers: { 'User-Agent': DESKTOP_UA, Accept: 'text/html', ...headers },
    redirect: 'manual',
  });
}

/** The status of a page, its body dropped unread. */
async function statusOf(path: string, headers?: Record<string, string>): Promise<number> {
  const response = await get(path, headers);
  await response.body?.cancel();
  return response.status;
}

async function expectRedirect(
  path: string,
  status: number,
  location: string,
  headers?: Record<string, string>,
) {
  const response = await get(path, headers);
  await response.body?.cancel();
  expect({ path, status: response.status, location: response.headers.get('location') }).toEqual({
    path,
    status,
    location,
  });
}

// Every old section slug and its page, from the table the unit tests pin against the spec
// (app/redirects/legacy-catalog.test.ts); here the point is that the server answers them.
const OLD_SLUGS = Object.entries(LEGACY_SECTIONS);

// Shapes of the old filter addresses; the filters are dropped, other query parameters kept.
const FILTER_FORMS: [form: string, path: (slug: string) => string, query: string][] = [
  ['empty filter', (s) => `/catalog/${s}/filter/apply/`, ''],
  ['no trailing slash', (s) => `/catalog/${s}/filter/code_brand-is-nike/apply`, ''],
  [
    'several keys, price range, encoded Cyrillic',
    (s) =>
      `/catalog/${s}/filter/code_brand-is-nike-or-adidas/minimum_price-from-1000-to-5000/gender-is-%D0%BC%D1%83%D0%B6%D1%87%D0%B8%D0%BD%D0%B0%D0%BC/apply/`,
    '',
  ],
  [
    'a value with a space and a campaign tag',
    (s) => `/catalog/${s}/filter/code_brand-is-the%20north%20face/apply/?utm_source=mail`,
    'utm_source=mail',
  ],
];

describe('legacy catalogue addresses answer 302 to the unfiltered new page', () => {
  test('the table has the 34 old slugs of the spec', () => {
    expect(OLD_SLUGS).toHaveLength(34);
  });

  describe.each(FILTER_FORMS)('%s', (_form, pathOf, query) => {
    test.each(OLD_SLUGS)('%s → %s', async (slug, location) => {
      await expectRedirect(pathOf(slug), 302, query ? `${location}?${query}` : location);
    });
  });

  test.each([
    [
      'men’s sports trousers of New Era → men’s hats',
      '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-new%20era/apply/',
      '/catalog/man/aksessuary/shapki/',
    ],
    [
      'men’s clothing filtered by bags → men’s clothing',
      '/catalog/muzhchiny-odegda/filter/kategoriya-is-сумки/apply/',
      '/catalog/man/odezhda/',
    ],
    [
      'an unknown old slug → the whole catalogue',
      '/catalog/nikogda-ne-bylo/filter/size-is-42/apply/',
      '/catalog/',
    ],
    [
      'a page number goes too, in one hop',
      '/catalog/muzhskoe/filter/apply/?PAGEN_1=4&utm_source=x',
      '/catalog/man/?utm_source=x',
    ],
  ])('%s', async (_name, path, location) => {
    await expectRedirect(path, 302, location);
  });
});

describe('the other redirects of spec §2 answer 301', () => {
  test.each([
    ['/catalog/all/', '/catalog/'],
    ['/catalog/noski/', '/catalog/aksessuary/noski/'],
    ['/catalog/novye-postupleniya-/', '/catalog/new/'],
    ['/catalog/novye-postupleniya-muzhchiny/', '/catalog/man/new/'],
    ['/catalog/novye-postupleniya-zhenshchiny/', '/catalog/woman/new/'],
    ['/loyalty/oferta/', '/documents/public-offer'],
    ['/payment-delivery/', '/delivery/payment'],
    ['/brand/nike/', '/catalog/'],
    ['/brand/adidas', '/catalog/'],
    ['/brand/some-small-label/', '/brands/'],
    ['/men/null/', '/catalog/man/'],
    ['/woman/sale/', '/catalog/sale/'],
    ['/sale/event/', '/catalog/sale/'],
    ['/blog/', '/about/news'],
    ['/blog/kak-vybrat-krossovki/', '/about/news'],
    ['/8balls/', '/'],
    ['/all-brand/', '/'],
    ['/anniversary/', '/'],
    ['/back2school/', '/'],
    ['/black-friday/', '/'],
    // docs/product.md#payments-and-delivery: the old pay-in-parts pages lead to how paying in parts works now.
    ['/bnpl/', '/delivery/payment'],
    ['/care/', '/'],
    ['/personal/cart/', '/'],
    ['/personal/order/make/', '/'],
    ['/gift-cards/', '/'],
    ['/split/', '/delivery/payment'],
    ['/podeli/', '/delivery/payment'],
    ['/Catalog/All', '/catalog/'],
  ])('%s → %s', async (path, location) => {
    await expectRedirect(path, 301, location);
  });

  test('a campaign tag survives the move; a page number does not', async () => {
    await expectRedirect(
      '/payment-delivery/?utm_source=mail&page=2',
      301,
      '/delivery/payment?utm_source=mail',
    );
  });
});

describe('a page-number parameter answers 301 to the same address without it', () => {
  test.each([
    ['/brands?page=2', '/brands'],
    ['/brands/?page=2&utm_source=mail', '/brands/?utm_source=mail'],
    ['/catalog/man/?brand=nike&page=3&sort=price', '/catalog/man/?brand=nike&sort=price'],
    ['/catalog/?PAGEN_1=2', '/catalog/'],
    ['/about/company?x=1&page=1&y=2', '/about/company?x=1&y=2'],
    ['/product/NK-AIR-001?page=2', '/product/NK-AIR-001'],
    ['/search/?q=%D0%BA%D0%B5%D0%B4%D1%8B&page=2', '/search/?q=%D0%BA%D0%B5%D0%B4%D1%8B'],
    ['/?page=5', '/'],
  ])('%s → %s', async (path, location) => {
    await expectRedirect(path, 301, location);
  });

  test('API calls keep their page parameter', async () => {
    expect([301, 302]).not.toContain(await statusOf('/api/favorites/list?page=2'));
  });
});

describe('trailing slashes are ignored', () => {
  test.each([
    '/cart',
    '/cart/',
    '/brands',
    '/brands/',
    '/about/company',
    '/about/company/',
    '/catalog/man',
    '/catalog/man/',
  ])('%s answers 200', async (path) => {
    expect(await statusOf(path)).toBe(200);
  });
});

// The device comes from the viewport cookie the browser reported, else the client hint, else
// the user agent (sessions/device.server.ts).
async function viewportCookie(breakpoint: string): Promise<string> {
  const response = await fetch(`${baseUrl}/resources/viewport`, {
    method: 'POST',
    body: new URLSearchParams({ breakpoint }),
    headers: { 'User-Agent': DESKTOP_UA },
    redirect: 'manual',
  });
  const line = response.headers.getSetCookie().find((c) => c.startsWith('viewport='));
  expect(line).toBeDefined();
  return line!.split(';')[0];
}

const PARENTS: [path: string, child: string][] = [
  ['/support', '/support/faq'],
  ['/about', '/about/company'],
  ['/delivery', '/delivery/details'],
  ['/documents', '/documents/security-policy'],
];

describe('route rules: on desktop the section pages open their first child (302)', () => {
  test.each(PARENTS)('%s → %s for a desktop user agent, with or without the slash', async (path, child) => {
    await expectRedirect(path, 302, child);
    await expectRedirect(`${path}/`, 302, child);
  });

  test.each(PARENTS)(
    '%s → %s for a desktop viewport cookie, even with a phone user agent',
    async (path, child) => {
      const cookie = await viewportCookie('desktopMedium');
      await expectRedirect(path, 302, child, { Cookie: cookie, 'User-Agent': MOBILE_UA });
    },
  );

  test('the redirect is never cached for someone else', async () => {
    const response = await get('/about');
    expect(response.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  test.each(PARENTS)('%s shows the menu of its children on a phone (user agent)', async (path, child) => {
    const response = await get(path, { 'User-Agent': MOBILE_UA });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`href="${child}"`);
  });

  test.each(PARENTS)(
    '%s shows the menu for a mobile viewport cookie, even with a desktop user agent',
    async (path) => {
      const cookie = await viewportCookie('mobileMedium');
      expect(await statusOf(path, { Cookie: cookie })).toBe(200);
    },
  );

  test('the Sec-CH-UA-Mobile client hint decides when there is no cookie', async () => {
    expect(await statusOf('/support', { 'Sec-CH-UA-Mobile': '?1' })).toBe(200);
    await expectRedirect('/support', 302, '/support/faq', {
      'Sec-CH-UA-Mobile': '?0',
      'User-Agent': MOBILE_UA,
    });
  });

  test('a child page is not redirected', async () => {
    expect(await statusOf('/about/shops')).toBe(200);
  });
});

describe('route rules: /personal needs sign-in', () => {
  test.each(['/personal', '/personal/', '/personal/profile', '/personal/orders', '/personal/wishlist/'])(
    '%s → / for a visitor who is not signed in',
    async (path) => {
      await expectRedirect(path, 302, '/');
    },
  );
});

describe('route rules for a signed-in shopper', () => {
  test('/personal opens /personal/profile on desktop and the menu on a phone', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.signIn(dataDir);
    const desktop = await shopper.get('/personal/');
    await desktop.body?.cancel();
    expect([desktop.status, desktop.headers.get('location')]).toEqual([302, '/personal/profile']);
    await shopper.post('/resources/viewport', { breakpoint: 'mobileMedium' });
    const phone = await shopper.get('/personal');
    expect(phone.status).toBe(200);
    expect(await phone.text()).toContain('href="/personal/profile"');
    const page = await shopper.get('/personal/orders');
    await page.body?.cancel();
    expect(page.status).toBe(200);
  });
});

describe('honest status codes', () => {
  test.each([
    '/no-such-page',
    '/about/no-such-page',
    '/product/NO-SUCH-ARTICLE',
    '/catalog/no-such-section/',
    '/catalog/man/no-such-type/',
    '/about/news/no-such-news',
  ])('%s answers 404 with the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Страница удалена или перемещена');
  });
});
