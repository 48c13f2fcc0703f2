import { describe, expect, it } from 'vitest';
import { foldCityName } from '../contract/location';
import { FOLD_FROM, FOLD_TO, normalizeCitySearch, prefixPattern } from './name-search';

describe('city name search helpers', () => {
  it('folds case and ё of Cyrillic and Latin letters alike', () => {
    expect(foldCityName('ОРЁЛ')).toBe('орел');
    expect(foldCityName('Королёв')).toBe('королев');
    expect(foldCityName('Moscow-Сити 2')).toBe('moscow-сити 2');
  });

  it('keeps the two translate() alphabets the same length', () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
  });

  it('trims and collapses spaces', () => {
    expect(normalizeCitySearch('  нижний \t  новгород ')).toBe('нижний новгород');
    expect(normalizeCitySearch('   ')).toBe('');
    expect(normalizeCitySearch('\u0000')).toBe('');
    expect(normalizeCitySearch('Мос\u0000ква\u007f')).toBe('Мос ква');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(prefixPattern('Мо')).toBe('мо%');
    expect(prefixPattern('100%_\\')).toBe('100\\%\\_\\\\%');
  });
});
