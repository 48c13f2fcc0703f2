import { expect, test } from 'vitest';
import { skipsSeoPageData } from './page-seo.server';

test.each([
  ['/catalog/man/', true],
  ['/catalog/man/obuv/krossovki', true],
  ['/Catalog/sale/', true],
  ['/product/NK-AIR-001-BLK', true],
  ['/catalog/', false],
  ['/catalog', false],
  ['/product/', false],
  ['/', false],
  ['/brands', false],
  ['/about/shops/', false],
  ['/catalogue/man', false],
])('%s skips the SEO call: %s', (path, skips) => {
  expect(skipsSeoPageData(path)).toBe(skips);
});
