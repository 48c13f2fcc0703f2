import { describe, expect, test } from 'vitest';
import { cyrillicSpellings } from './latin-spellings';

describe('cyrillicSpellings', () => {
  test('spells model names the way Russians write them', () => {
    const cases: [string, string][] = [
      ['cortez', 'кортез'],
      ['samba', 'самба'],
      ['air', 'аир'],
      ['air', 'эйр'],
      ['max', 'макс'],
      ['force', 'форс'],
      ['dunk', 'данк'],
      ['jordan', 'джордан'],
      ['chelsea', 'челси'],
      ['fleece', 'флис'],
      ['hoodie', 'худи'],
      ['beanie', 'бини'],
      ['classic', 'классик'],
      ['skool', 'скул'],
      ['kayano', 'каяно'],
    ];
    for (const [latin, russian] of cases) expect(cyrillicSpellings(latin), latin).toContain(russian);
  });

  test('leaves alone what is not a Latin word of three letters or more', () => {
    expect(cyrillicSpellings('on')).toEqual([]);
    expect(cyrillicSpellings('90')).toEqual([]);
    expect(cyrillicSpellings('max90')).toEqual([]);
    expect(cyrillicSpellings('кеды')).toEqual([]);
  });
});
