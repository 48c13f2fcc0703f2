// Redirects kept in the database (the seeded demo rows of app/commerce/seed/redirects.server.ts),
// through the lookup call and through the catch-all page route; and every redirect target of
// the static tables answering 200.
import { describe, expect, inject, test } from 'vitest';
import { allRedirectTargets } from '~/redirects/targets';

const baseUrl = inject('baseUrl');
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function get(path: string) {
  return fetch(`${baseUrl}${path}`, { headers: { 'User-Agent': BROWSER }, redirect: 'manual' });
}

async function lookup(path: string) {
  const response = await fetch(`${baseUrl}/api/redirects/?path=${encodeURIComponent(path)}`);
  return { status: response.status, body: await response.json() };
}

describe('GET /api/redirects/?path=', () => {
  test.each([
    ['/leto-sale', { location: '/catalog/sale/', status: 301 }],
    ['/leto-sale/?utm_source=mail', { location: '/catalog/sale/?utm_source=mail', status: 301 }],
    ['/kedy-dlya-vsekh', { location: '/catalog/man/obuv/kedy/', status: 301 }],
    ['/KEDY-DLYA-VSEKH/', { location: '/catalog/man/obuv/kedy/', status: 301 }],
    ['/подарки', { location: '/brands', status: 301 }],
    [`/${encodeURIComponent('подарки')}/`, { location: '/brands', status: 301 }],
    ['/back-to-school-2025', { location: '/catalog/kids/obuv/', status: 302 }],
    ['/vk', { location: 'https://vk.com/', status: 302 }],
  ])('%s → %j', async (path, redirect) => {
    expect(await lookup(path)).toEqual({ status: 200, body: { redirect } });
  });

  test.each(['/staraya-akciya', '/no-such-row', '/'])(
    '%s has no redirect (switched off or absent)',
    async (path) => {
      expect(await lookup(path)).toEqual({ status: 200, body: { redirect: null } });
    },
  );

  test.each([
    ['no path', '/api/redirects/'],
    ['a relative path', '/api/redirects/?path=leto-sale'],
    ['another host', '/api/redirects/?path=%2F%2Fevil.example%2F'],
    ['an absolute URL', '/api/redirects/?path=https%3A%2F%2Fevil.example%2F'],
    ['an oversized path', `/api/redirects/?path=/${'a'.repeat(3000)}`],
  ])('%s answers 400 with the error body', async (_name, url) => {
    const response = await fetch(`${baseUrl}${url}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors[0].property).toBe('path');
  });

  test.each(['/%', '/%E0%A4%A', '/\u0000x', `/${'%'.repeat(500)}`, '/?path=/x'])(
    'garbage %j never answers 500',
    async (path) => {
      const response = await fetch(`${baseUrl}/api/redirects/?path=${encodeURIComponent(path)}`);
      expect(response.status).toBeLessThan(500);
    },
  );
});

describe('the catch-all route follows the database rows', () => {
  test.each([
    ['/leto-sale', 301, '/catalog/sale/'],
    ['/Leto-Sale/?utm_source=mail', 301, '/catalog/sale/?utm_source=mail'],
    ['/kedy-dlya-vsekh/', 301, '/catalog/man/obuv/kedy/'],
    [`/${encodeURIComponent('подарки')}`, 301, '/brands'],
    ['/back-to-school-2025', 302, '/catalog/kids/obuv/'],
    ['/vk', 302, 'https://vk.com/'],
  ])('%s answers %i to %s', async (path, status, location) => {
    const response = await get(path);
    await response.body?.cancel();
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  test('a switched-off row answers 404 with the 404 page', async () => {
    const response = await get('/staraya-akciya');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Страница удалена или перемещена');
  });

  test('every local target of a database row answers 200', async () => {
    for (const location of ['/catalog/sale/', '/catalog/man/obuv/kedy/', '/brands', '/catalog/kids/obuv/']) {
      const response = await get(location);
      await response.body?.cancel();
      expect(response.status, location).toBe(200);
    }
  });
});

describe('redirect targets', () => {
  // /personal/* targets answer the sign-in guard for a guest; they are pages of a signed-in
  // shopper and are covered by the personal area's own tests.
  const targets = allRedirectTargets().filter((target) => !target.startsWith('/personal'));

  test('the static tables have targets to check', () => {
    expect(targets.length).toBeGreaterThan(30);
  });

  test.each(targets)('%s answers 200 (desktop)', async (target) => {
    const response = await get(target);
    await response.body?.cancel();
    expect(response.status, target).toBe(200);
  });
});
