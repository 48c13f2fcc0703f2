import { describe, expect, it } from 'vitest';
import type { CatalogFilter } from '~/commerce/contract/catalog';
import { chipsOf, chosenFilter, priceChipText, toggleOption, withPrice } from './filter-state';

const base = { expanded: true, additionalInfo: { alwaysOpen: false } };
const item = (value: string, title: string, checked = false) => ({
  value,
  title,
  checked,
  count: 5,
  disabled: false,
});
const CATEGORY = [
  { ...item('obuv', 'Обувь'), depth_level: 1 as const, parent: null },
  { ...item('krossovki', 'Кроссовки'), depth_level: 2 as const, parent: 'obuv' },
  { ...item('kedy', 'Кеды'), depth_level: 2 as const, parent: 'obuv' },
  { ...item('odezhda', 'Одежда'), depth_level: 1 as const, parent: null },
];

function filters(
  overrides: { price?: { from: number; to: number }; brand?: string[] } = {},
): CatalogFilter[] {
  return [
    { ...base, code: 'category', name: 'Категория', type: 'list', items: CATEGORY },
    {
      ...base,
      code: 'brand',
      name: 'Бренд',
      type: 'list',
      items: [item('nike', 'Nike', overrides.brand?.includes('nike')), item('puma', 'Puma')],
    },
    {
      ...base,
      code: 'price',
      name: 'Цена',
      type: 'range',
      min: 1000,
      max: 20000,
      from: overrides.price?.from ?? 1000,
      to: overrides.price?.to ?? 20000,
    },
    {
      ...base,
      code: 'waterproof',
      name: 'Водонепроницаемые',
      type: 'switch',
      item: item('Y', 'Водонепроницаемые'),
    },
    { ...base, code: 'section', name: 'Раздел', type: 'hidden', values: ['/catalog/'] },
  ];
}

describe('category options (spec §4)', () => {
  it('checking a type narrows its group: the group is unchecked', () => {
    expect(toggleOption({ category: ['obuv'] }, 'category', 'krossovki', true, CATEGORY)).toEqual({
      category: ['krossovki'],
    });
  });

  it("unchecking a group's last type checks the group again", () => {
    expect(toggleOption({ category: ['krossovki'] }, 'category', 'krossovki', false, CATEGORY)).toEqual({
      category: ['obuv'],
    });
  });

  it('unchecking one of two types keeps the other and leaves the group unchecked', () => {
    expect(toggleOption({ category: ['krossovki', 'kedy'] }, 'category', 'kedy', false, CATEGORY)).toEqual({
      category: ['krossovki'],
    });
  });

  it('checking a group drops its types; other groups stay', () => {
    expect(toggleOption({ category: ['kedy', 'odezhda'] }, 'category', 'obuv', true, CATEGORY)).toEqual({
      category: ['odezhda', 'obuv'],
    });
  });

  it('unchecking the last value of another list removes the code', () => {
    expect(toggleOption({ brand: ['nike'] }, 'brand', 'nike', false)).toEqual({});
  });
});

describe('price', () => {
  it('an end at the available bound is no limit', () => {
    expect(withPrice({}, { from: 1000, to: 20000 }, { min: 1000, max: 20000 })).toEqual({});
    expect(withPrice({}, { from: 500, to: 8000 }, { min: 1000, max: 20000 })).toEqual({
      price: { from: undefined, to: 8000 },
    });
  });
});

describe('chips', () => {
  it('reads the chosen filters back from the answer', () => {
    expect(chosenFilter(filters({ price: { from: 5000, to: 20000 }, brand: ['nike'] }))).toEqual({
      brand: ['nike'],
      price: { from: 5000, to: undefined },
    });
  });

  it('shows the price chip only when the range is narrowed, as "от X до Y" (spec §5)', () => {
    expect(chipsOf(filters(), {}).map((c) => c.key)).toEqual([]);
    const chips = chipsOf(filters(), { price: { from: 5000 } });
    expect(chips).toHaveLength(1);
    expect(chips[0].value).toBe(priceChipText(5000, 20000));
    expect(chips[0].value).toBe('от 5\u00a0000\u00a0₽ до 20\u00a0000\u00a0₽');
    expect(chips[0].without).toEqual({});
  });

  it('one chip per chosen option with its title; removing it unchecks the option', () => {
    const chips = chipsOf(filters(), { brand: ['nike', 'puma'], waterproof: true, category: ['kedy'] });
    expect(chips.map((c) => [c.label, c.value])).toEqual([
      ['Категория', 'Кеды'],
      ['Бренд', 'Nike'],
      ['Бренд', 'Puma'],
      ['Водонепроницаемые', 'Водонепроницаемые'],
    ]);
    expect(chips[1].without).toEqual({ brand: ['puma'], waterproof: true, category: ['kedy'] });
    // Removing the type's chip checks its group again, as unchecking the box does.
    expect(chips[0].without.category).toEqual(['obuv']);
  });

  it('ignores values the answer does not offer', () => {
    expect(chipsOf(filters(), { brand: ['unknown'] })).toEqual([]);
  });
});
