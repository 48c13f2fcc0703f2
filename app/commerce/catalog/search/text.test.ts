import { describe, expect, test } from 'vitest';
import { editDistance, tokenize, typoAllowance } from './text';

describe('tokenize', () => {
  test('lower-cases, folds ё and splits on anything that is not a letter or digit', () => {
    expect(tokenize('Чёрные  КРОССОВКИ Nike-Air_Max 90!')).toEqual([
      'черные',
      'кроссовки',
      'nike',
      'air',
      'max',
      '90',
    ]);
    expect(tokenize(`%_'"; DROP TABLE --`)).toEqual(['drop', 'table']);
    expect(tokenize('  ')).toEqual([]);
  });
});

describe('editDistance', () => {
  test('counts one missing, extra, wrong or swapped letter as one typo', () => {
    expect(editDistance('кросовки', 'кроссовки', 1)).toBe(1);
    expect(editDistance('кроссовкии', 'кроссовки', 1)).toBe(1);
    expect(editDistance('кроссавки', 'кроссовки', 1)).toBe(1);
    expect(editDistance('nkie', 'nike', 1)).toBe(1);
    expect(editDistance('nike', 'nike', 1)).toBe(0);
  });

  test('gives up past the limit', () => {
    expect(editDistance('кросвки', 'кроссовки', 1)).toBe(2);
    expect(editDistance('puma', 'nike', 1)).toBe(2);
  });

  test('compares with the best prefix when asked (a word still being typed)', () => {
    expect(editDistance('кросо', 'кроссовки', 1, true)).toBe(1);
    expect(editDistance('кросо', 'кроссовки', 1)).toBe(2);
  });

  test('forgives no typo in words under four letters', () => {
    expect(typoAllowance('кед')).toBe(0);
    expect(typoAllowance('кеды')).toBe(1);
  });

  test('forgives two typos in words of eight letters or more', () => {
    expect(typoAllowance('кроссовк')).toBe(2);
    expect(typoAllowance('кроссов')).toBe(1);
    expect(editDistance('крассовкии', 'кроссовки', 2)).toBe(2);
  });
});
