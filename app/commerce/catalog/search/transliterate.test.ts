import { describe, expect, test } from 'vitest';
import { hasCyrillic, transliterate } from './transliterate';

describe('transliterate', () => {
  test('spells brand names written in Russian letters the Latin way', () => {
    expect(transliterate('пума')).toBe('puma');
    expect(transliterate('ванс')).toBe('vans');
    expect(transliterate('саломон')).toBe('salomon');
    expect(transliterate('мизуно')).toBe('mizuno');
    expect(transliterate('Хока')).toBe('hoka');
    expect(transliterate('джордан')).toBe('dzhordan');
    expect(transliterate('самба')).toBe('samba');
  });

  test('leaves Latin letters and digits alone', () => {
    expect(transliterate('air макс 90')).toBe('air maks 90');
    expect(transliterate('nike')).toBe('nike');
  });

  test('tells Cyrillic words from the rest', () => {
    expect(hasCyrillic('пума')).toBe(true);
    expect(hasCyrillic('puma')).toBe(false);
    expect(hasCyrillic('42')).toBe(false);
  });
});
