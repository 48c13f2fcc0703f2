import { describe, expect, it } from 'vitest';
import { cityModalHref } from '~/components/layout/city-modal-url';
import { isSameSitePath, safeReturnPath, withoutParams } from './return-path';
import { loginHref } from '~/components/auth/login-url';
import { subscribeHref } from '~/components/subscribe/subscribe-url';

// Every one of these either stays on the site as written or would reach another host once a
// URL parser (ours, or the browser's reading a Location) has normalised it.
const HOSTILE = [
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example/x?y=1',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example',
  '/a/%2e%2e//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  '/ /evil.example',
  'https://evil.example/',
  'HTTP://evil.example',
  'javascript:alert(1)',
  ' /catalog',
  `/${'a'.repeat(5000)}`,
];

/** What a browser does with a Location header: resolves it against the page it came from. */
const hostOf = (location: string) => new URL(location, 'https://shop.example/cart').host;

describe('safeReturnPath with hostile input', () => {
  it.each(HOSTILE)('%j never gives a Location that leaves the site', (value) => {
    const result = safeReturnPath(value, '/fallback');
    expect(hostOf(result)).toBe('shop.example');
    expect(result.startsWith('//')).toBe(false);
    expect(result.startsWith('/\\')).toBe(false);
  });

  it('falls back for paths that normalise into another host', () => {
    for (const value of ['/.//x', '/..//x', '/%2e//x', '/%2E//x', '/a/..//x', '/\\x', '/\t/x', '/\n/x']) {
      expect(safeReturnPath(value, '/fallback')).toBe('/fallback');
    }
  });

  it('keeps an encoded slash, which is a plain character of a path segment', () => {
    expect(safeReturnPath('/%2F/x')).toBe('/%2F/x');
    expect(hostOf('/%2F/x')).toBe('shop.example');
  });

  it('gives the normalised form of harmless dot segments', () => {
    expect(safeReturnPath('/catalog/./man/../woman/?sort=price')).toBe('/catalog/woman/?sort=price');
    expect(safeReturnPath('/%2e/brands')).toBe('/brands');
  });

  it('refuses values too long to be a page of the shop', () => {
    expect(safeReturnPath(`/catalog/?q=${'я'.repeat(3000)}`, '/fallback')).toBe('/fallback');
  });
});

describe('isSameSitePath', () => {
  it('accepts paths of this site only', () => {
    expect(isSameSitePath('/cart/')).toBe(true);
    expect(isSameSitePath('/search/?q=%D0%BA#top')).toBe(true);
    for (const value of ['//x', '/\\x', 'x', '', '/\tx', 'https://x/'])
      expect(isSameSitePath(value)).toBe(false);
  });
});

describe('links built from the current path', () => {
  it.each(HOSTILE)('%j stays on the site in every URL-driven dialog link', (value) => {
    for (const href of [
      withoutParams(value, ['x']),
      loginHref(value),
      cityModalHref(value),
      subscribeHref(value),
    ]) {
      expect(hostOf(href)).toBe('shop.example');
      expect(href.startsWith('//')).toBe(false);
    }
  });

  it('keeps ordinary paths as they were', () => {
    expect(loginHref('/catalog/man/?sort=price')).toBe('/catalog/man/?sort=price&login=open');
    expect(withoutParams('/brands?login=open&x=1', ['login'])).toBe('/brands?x=1');
  });
});
