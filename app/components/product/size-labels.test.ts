import { describe, expect, test } from 'vitest';
import type { ProductSize } from '~/commerce/contract/product';
import { otherSystemsText, pickerHeading, sizeLabel } from './size-labels';

const adult: ProductSize = {
  id: 1,
  ru: '42',
  inStock: true,
  quantity: 3,
  conversions: [
    { system: 'EU', value: '43' },
    { system: 'US M', value: '10' },
    { system: 'US W', value: '11.5' },
    { system: 'UK', value: '9' },
    { system: 'см', value: '27.5' },
  ],
} as ProductSize;
const kids = { ...adult, ru: '30', conversions: [{ system: 'US', value: '12.5' }] } as ProductSize;
const tee = { id: 2, ru: '48', inStock: true, quantity: 1 } as ProductSize;

describe('size labels of the picker', () => {
  test('a footwear size reads in the chosen system; US follows the shoe’s chart', () => {
    expect(sizeLabel(adult, 'RU', 'man')).toBe('42');
    expect(sizeLabel(adult, 'EU', 'man')).toBe('43');
    expect(sizeLabel(adult, 'US', 'man')).toBe('10');
    expect(sizeLabel(adult, 'US', 'unisex')).toBe('10');
    expect(sizeLabel(adult, 'US', 'woman')).toBe('11.5');
    expect(sizeLabel(kids, 'US', 'kids')).toBe('12.5');
    expect(sizeLabel(adult, 'CM', 'man')).toBe('27.5');
  });

  test('a size without the system (clothing, a chart gap) keeps its RU size', () => {
    expect(sizeLabel(tee, 'EU', 'man')).toBe('48');
    expect(sizeLabel(kids, 'UK', 'kids')).toBe('30');
    expect(otherSystemsText(tee, 'EU', 'man')).toBeUndefined();
  });

  test('the hover line names RU and the systems not shown', () => {
    expect(otherSystemsText(adult, 'RU', 'man')).toBe('EU 43 · US M 10 · US W 11.5 · UK 9 · 27.5 см');
    expect(otherSystemsText(adult, 'EU', 'man')).toBe('RU 42 · US M 10 · US W 11.5 · UK 9 · 27.5 см');
    expect(otherSystemsText(adult, 'CM', 'woman')).toBe('RU 42 · EU 43 · US M 10 · US W 11.5 · UK 9');
  });

  test('headings', () => {
    expect(pickerHeading('RU')).toBe('Размер RUS');
    expect(pickerHeading('UK')).toBe('Размер UK');
    expect(pickerHeading('CM')).toBe('Длина стопы, см');
  });
});
