import { expect, test } from 'vitest';
import { pageUrlOf } from './route-redirects.server';

test.each([
  ['http://x/brands?page=2&_routes=root%2Croutes%2Fbrands', 'http://x/brands?page=2'],
  ['http://x/brands?_routes=root&q=%D0%BA+%D0%B5', 'http://x/brands?q=%D0%BA+%D0%B5'],
  ['http://x/brands?_routes=root', 'http://x/brands'],
  ['http://x/brands?a=1&b=2', 'http://x/brands?a=1&b=2'],
])('pageUrlOf(%s) drops only Remix’s _routes parameter', (url, expected) => {
  expect(pageUrlOf(new Request(url)).href).toBe(expected);
});
