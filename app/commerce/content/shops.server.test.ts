import { expect, test } from 'vitest';
import { mapUrl, phoneHref } from './shops.server';

test.each([
  ['+7 (495) 234-56-78', 'tel:+74952345678'],
  ['8 800 700-12-34', 'tel:+78007001234'],
  ['+7 843 200 00 00', 'tel:+78432000000'],
])('%s dials %s', (phone, href) => {
  expect(phoneHref(phone)).toBe(href);
});

test('a map link puts longitude first, as Yandex Maps reads pt', () => {
  expect(mapUrl(55.7558, 37.6173)).toBe('https://yandex.ru/maps/?pt=37.6173,55.7558&z=16&l=map');
});
