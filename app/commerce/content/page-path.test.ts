import { expect, test } from 'vitest';
import { normalisePagePath } from './page-path';

test.each([
  ['/about/company', '/about/company'],
  ['/about/company/', '/about/company'],
  ['  /about/company//  ', '/about/company'],
  ['/about//company', '/about/company'],
  ['/', '/'],
  ['/catalog/?page=2#top', '/catalog'],
  ['https://shag-store.ru/brands/?utm_source=x', '/brands'],
  ['HTTP://shop.example/Outfits/', '/Outfits'],
  ['/catalog/%D0%BA%D0%B5%D0%B4%D1%8B/', '/catalog/кеды'],
  ['/bad/%E0%A4%A', '/bad/%E0%A4%A'],
  // An escape of a control character names no page and must not reach SQL: it stays escaped.
  ['/delivery%00', '/delivery%00'],
  ['/x%1F/', '/x%1F'],
])('%s → %s', (input, expected) => {
  expect(normalisePagePath(input)).toBe(expected);
});

test.each(['about/company', '', '//evil.example/path', 'javascript:alert(1)', 'ftp://host/file'])(
  '%s is not a storefront path',
  (input) => {
    expect(normalisePagePath(input)).toBeNull();
  },
);
