// Addresses with broken percent-escapes: a cut UTF-8 sequence, a value in the old
// single-byte encoding (cp1251), a lone '%'. Old catalogue addresses still redirect as the
// legacy table says ("one brand value is malformed; they still redirect"); any other
// address is the shop's Russian 404 page (spec: a route-validation failure gives a 404 page).
// None of them may be Express's bare '400 Bad Request'.
import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

function get(path: string) {
  return fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
}

const MEN_SNEAKERS = '/catalog/man/obuv/krossovki/';

describe('old catalogue addresses with broken escapes redirect as the legacy table says', () => {
  test.each([
    // A cut three-byte sequence in the brand value.
    '/catalog/krossovki-obuv-muzh/filter/code_brand-is-adidas%E0%A4%A/apply/',
    // 'детям' in cp1251, as the old site's links sometimes carried it.
    '/catalog/krossovki-obuv-muzh/filter/gender-is-%E4%E5%F2%FF%EC/apply/',
    // A lone percent sign.
    '/catalog/krossovki-obuv-muzh/filter/code_brand-is-%/apply/',
  ])('%s → 302 to men’s sneakers', async (path) => {
    const response = await get(path);
    await response.body?.cancel();
    expect({ status: response.status, location: response.headers.get('location') }).toEqual({
      status: 302,
      location: MEN_SNEAKERS,
    });
  });

  test('the query string is kept, as for any old address', async () => {
    const response = await get('/catalog/krossovki-obuv-muzh/filter/code_brand-is-%/apply/?utm_source=x');
    await response.body?.cancel();
    expect(response.headers.get('location')).toBe(`${MEN_SNEAKERS}?utm_source=x`);
  });

  test('an old page of the static table with a broken escape under it redirects like its siblings', async () => {
    const response = await get('/blog/%ff');
    await response.body?.cancel();
    expect({ status: response.status, location: response.headers.get('location') }).toEqual({
      status: 301,
      location: '/about/news',
    });
  });
});

describe('any other address with a broken escape is the shop’s 404 page', () => {
  test.each([
    '/search/%ff',
    '/catalog/%ff/',
    '/product/%',
    '/%',
    '/about/news/%E0%A4%A',
    '/catalog/man/%E4%E5%F2%FF%EC/',
  ])('%s', async (path) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('Страница удалена или перемещена');
    expect(html).not.toContain('Bad Request');
  });

  test('an API address with a broken escape answers the API’s own JSON error', async () => {
    const response = await fetch(`${baseUrl}/api/products/%ff`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/[а-я]/i);
  });
});

describe('a search remainder is decoded once', () => {
  test('/search/100%25 searches for «100%», not a 500', async () => {
    const response = await get('/search/100%25');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('value="100%"');
  });
});

describe('no bare framework answer for the requests the fuzz found', () => {
  test('?_data= (Remix’s protocol before single fetch) is the page it names', async () => {
    const response = await get('/about/company?_data=routes%2Froot');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="ru"');
  });

  test.each(['GET', 'OPTIONS'])(
    '%s of a resource route that only takes posts: the shop’s 405',
    async (method) => {
      const response = await fetch(`${baseUrl}/resources/cart`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({
        success: false,
        message: 'Метод не поддерживается',
        errors: [],
      });
    },
  );
});
