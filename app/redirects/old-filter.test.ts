import { describe, expect, it } from 'vitest';
import { parseOldFilter, type OldFilter } from './old-filter';

const EMPTY: OldFilter = {
  brand: [],
  category: [],
  color: [],
  size: [],
  stores: [],
  gender: [],
  season: [],
  waterproof: false,
  bestseller: false,
  collab: false,
  recycled: false,
  unknown: [],
  ignored: [],
};

describe('parseOldFilter', () => {
  it.each<[name: string, input: string | string[], expected: Partial<OldFilter>]>([
    ['nothing', '', {}],
    ['one key', 'code_brand-is-nike', { brand: ['nike'] }],
    ['values joined by -or-', 'code_brand-is-nike-or-adidas-or-puma', { brand: ['nike', 'adidas', 'puma'] }],
    [
      'several keys as a string',
      'code_brand-is-nike/size-is-42-or-42.5',
      { brand: ['nike'], size: ['42', '42.5'] },
    ],
    [
      'several keys as segments',
      ['kategoriya-is-кеды', 'color_name-is-белый'],
      { category: ['кеды'], color: ['белый'] },
    ],
    ['a key twice merges without repeats', 'size-is-41-or-42/size-is-42-or-43', { size: ['41', '42', '43'] }],
    ['price up to', 'minimum_price-to-5000', { price: { to: 5000 } }],
    ['price from and to', 'minimum_price-from-1000-to-7999.50', { price: { from: 1000, to: 7999.5 } }],
    ['price from only', 'minimum_price-from-1500', { price: { from: 1500 } }],
    [
      'price bounds from two segments',
      'minimum_price-from-100/minimum_price-to-200',
      { price: { from: 100, to: 200 } },
    ],
    [
      'every gender',
      'gender-is-мужчинам-or-женщинам-or-унисекс-or-детям',
      { gender: ['man', 'woman', 'unisex', 'kids'] },
    ],
    ['seasons', 'sezonnost_stroka-is-1-or-3', { season: ['1', '3'] }],
    [
      'yes/no keys',
      'vodonepronitsaemost-is-да/bestseller-is-да/collab-is-ДА/recycled-is-да',
      { waterproof: true, bestseller: true, collab: true, recycled: true },
    ],
    ['stores', 'stores-is-12-or-305', { stores: ['12', '305'] }],
    [
      'percent-encoded Cyrillic',
      'kategoriya-is-%D1%81%D1%83%D0%BC%D0%BA%D0%B8/gender-is-%D0%B4%D0%B5%D1%82%D1%8F%D0%BC',
      { category: ['сумки'], gender: ['kids'] },
    ],
    ['raw spaces', 'code_brand-is-the north face', { brand: ['the north face'] }],
    [
      '%20, + and repeated spaces',
      'code_brand-is-the%20north+face-or-new   balance',
      { brand: ['the north face', 'new balance'] },
    ],
    ['%2B is a real plus', 'color_name-is-black%2Bwhite', { color: ['black+white'] }],
    ['an encoded slash stays in its value', ['color_name-is-black%2Fwhite'], { color: ['black/white'] }],
    ['upper-case key', 'CODE_BRAND-is-Nike', { brand: ['Nike'] }],
  ])('%s', (_name, input, expected) => {
    expect(parseOldFilter(input)).toEqual({ ...EMPTY, ...expected });
  });

  it.each<[name: string, input: string, expected: Partial<OldFilter>]>([
    ['an empty brand', 'code_brand-is-', { ignored: ['code_brand-is-'] }],
    ['empty values between -or-', 'code_brand-is-nike-or--or-', { brand: ['nike'] }],
    ['a broken escape in a brand', 'code_brand-is-adidas%E0%A4%A', { brand: ['adidas\uFFFD%A'] }],
    ['a lone percent sign', 'code_brand-is-100%', { brand: ['100%'] }],
    ['an unknown gender', 'gender-is-мужчинам-or-всем', { gender: ['man'], ignored: ['всем'] }],
    ['an unknown season', 'sezonnost_stroka-is-4', { ignored: ['4'] }],
    ['a flag that is not yes', 'bestseller-is-нет', { ignored: ['нет'] }],
    ['a price that is not a number', 'minimum_price-to-дешево', { ignored: ['minimum_price-to-дешево'] }],
    ['a price written with -is-', 'minimum_price-is-100', { ignored: ['minimum_price-is-100'] }],
    ['a range on a list key', 'size-from-40-to-45', { ignored: ['size-from-40-to-45'] }],
    ['a segment without a key', 'apply-now', { ignored: ['apply-now'] }],
    [
      'unknown keys are kept apart',
      'material-is-кожа-or-замша/weight-from-1-to-2',
      {
        unknown: [
          { key: 'material', values: ['кожа', 'замша'] },
          { key: 'weight', values: ['from-1-to-2'] },
        ],
      },
    ],
    [
      'a key named like an Object property',
      '__proto__-is-x/constructor-is-y',
      {
        unknown: [
          { key: '__proto__', values: ['x'] },
          { key: 'constructor', values: ['y'] },
        ],
      },
    ],
  ])('reads bad input without throwing: %s', (_name, input, expected) => {
    expect(parseOldFilter(input)).toEqual({ ...EMPTY, ...expected });
  });

  it('reads at most 64 segments and says how many it skipped', () => {
    const filter = parseOldFilter(Array.from({ length: 70 }, (_, i) => `size-is-${i}`));
    expect(filter.size).toHaveLength(64);
    expect(filter.ignored).toEqual(['… 6 more segments']);
  });
});
