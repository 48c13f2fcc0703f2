import { describe, expect, test } from 'vitest';
import { buildRedirectTable, redirectKey, resolveRedirect, type RedirectRow } from './redirect-table';

const row = (fromPath: string, toPath: string, status = 301): RedirectRow => ({ fromPath, toPath, status });

describe('redirectKey', () => {
  test.each([
    ['/old-page', '/old-page'],
    ['/old-page/', '/old-page'],
    ['/Old-Page/?utm_source=x#top', '/old-page'],
    ['//', null],
    ['/a//b///', '/a/b'],
    ['/', '/'],
    ['/%D0%9A%D0%B5%D0%B4%D1%8B', '/кеды'],
    ['/Кеды/', '/кеды'],
    ['/bad%E0%A4', '/bad%e0%a4'],
    ['old-page', null],
    ['//evil.example/x', null],
    ['https://shop.example/old', null],
    ['', null],
  ])('%s → %s', (path, key) => {
    expect(redirectKey(path)).toBe(key);
  });
});

describe('buildRedirectTable and resolveRedirect', () => {
  const table = buildRedirectTable([
    row('/Promo/', '/catalog/sale/'),
    row('/promo', '/elsewhere'), // a second row for the same key: the first wins
    row('/подарки', '/brands', 302),
    row('/vk', 'https://vk.com/'),
    row('/loop/', '/LOOP'),
    row('/garbage-target', 'javascript:alert(1)'),
    row('/protocol-relative', '//evil.example/'),
    row('no-slash', '/x'),
    row('/odd-status', '/catalog/', 200),
    row('/with-query', '/catalog/?brand=nike'),
  ]);

  test('keys ignore case and the trailing slash; the first row of a key wins', () => {
    expect(resolveRedirect(table, '/promo')).toEqual({ location: '/catalog/sale/', status: 301 });
    expect(resolveRedirect(table, '/PROMO/')).toEqual({ location: '/catalog/sale/', status: 301 });
  });

  test('Cyrillic paths match raw and percent-encoded; the row status is kept', () => {
    const expected = { location: '/brands', status: 302 };
    expect(resolveRedirect(table, '/подарки/')).toEqual(expected);
    expect(resolveRedirect(table, `/${encodeURIComponent('Подарки')}`)).toEqual(expected);
  });

  test('a local target keeps the query, unless it has its own; another site is used as written', () => {
    expect(resolveRedirect(table, '/promo/?utm_source=mail&x=1')).toEqual({
      location: '/catalog/sale/?utm_source=mail&x=1',
      status: 301,
    });
    expect(resolveRedirect(table, '/with-query?utm_source=mail')?.location).toBe('/catalog/?brand=nike');
    expect(resolveRedirect(table, '/vk?utm_source=mail')).toEqual({
      location: 'https://vk.com/',
      status: 301,
    });
  });

  test('rows that cannot work are left out: loops, unsafe targets, sources that are not paths', () => {
    for (const path of ['/loop', '/garbage-target', '/protocol-relative', '/no-slash']) {
      expect(resolveRedirect(table, path)).toBeNull();
    }
    expect(table.size).toBe(5);
  });

  test('an unknown status becomes 301', () => {
    expect(resolveRedirect(table, '/odd-status')?.status).toBe(301);
  });

  test('unknown paths and garbage give null, never a throw', () => {
    for (const path of ['/nothing-here', '', 'x', '//promo', '/%', '/%%%', `/${'a'.repeat(5000)}`]) {
      expect(resolveRedirect(table, path)).toBeNull();
    }
  });
});
