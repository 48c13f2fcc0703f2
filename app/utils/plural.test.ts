import { describe, expect, it } from 'vitest';
import { pluralRu, type RuForms } from './plural';

const GOODS: RuForms = ['товар', 'товара', 'товаров'];

describe('pluralRu', () => {
  it.each([
    [1, 'товар'],
    [21, 'товар'],
    [101, 'товар'],
    [1001, 'товар'],
  ])('%i → the "one" form', (n, form) => expect(pluralRu(n, GOODS)).toBe(form));

  it.each([
    [2, 'товара'],
    [3, 'товара'],
    [4, 'товара'],
    [22, 'товара'],
    [34, 'товара'],
    [102, 'товара'],
  ])('%i → the "few" form', (n, form) => expect(pluralRu(n, GOODS)).toBe(form));

  it.each([
    [0, 'товаров'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [20, 'товаров'],
    [25, 'товаров'],
    [100, 'товаров'],
    [111, 'товаров'],
    [112, 'товаров'],
    [114, 'товаров'],
    [1011, 'товаров'],
  ])('%i → the "many" form', (n, form) => expect(pluralRu(n, GOODS)).toBe(form));

  it('treats negative counts like positive ones', () => {
    expect(pluralRu(-1, GOODS)).toBe('товар');
    expect(pluralRu(-3, GOODS)).toBe('товара');
    expect(pluralRu(-11, GOODS)).toBe('товаров');
  });

  it('uses the "few" form for fractions', () => {
    expect(pluralRu(1.5, GOODS)).toBe('товара');
  });

  it('agrees with the platform plural rules for every integer up to 1000', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const byCategory: Record<string, string> = { one: GOODS[0], few: GOODS[1], many: GOODS[2] };
    for (let n = 0; n <= 1000; n += 1) {
      expect(pluralRu(n, GOODS), String(n)).toBe(byCategory[rules.select(n)]);
    }
  });
});
