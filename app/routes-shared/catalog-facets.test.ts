import { describe, expect, it } from 'vitest';
import type { CatalogFilter } from '~/commerce/contract/catalog';
import { allValuesHref, cutFacets, wholeFacetsOf } from './catalog-facets';

const item = (value: string, checked = false) => ({
  value,
  title: value.toUpperCase(),
  checked,
  count: 3,
  disabled: false,
});
const info = { expanded: false, additionalInfo: { alwaysOpen: false } };

const brands: CatalogFilter = {
  code: 'brand',
  name: 'Бренд',
  type: 'list',
  ...info,
  items: Array.from({ length: 12 }, (_, i) => item(`b${i + 1}`, i === 10)),
};
const sizes: CatalogFilter = {
  code: 'size',
  name: 'Размер',
  type: 'bubbles',
  ...info,
  items: Array.from({ length: 20 }, (_, i) => item(`${30 + i}`)),
};
const season: CatalogFilter = {
  code: 'season',
  name: 'Сезон',
  type: 'checkbox',
  ...info,
  items: [item('summer')],
};
const stores: CatalogFilter = {
  code: 'store',
  name: 'Наличие в магазинах',
  type: 'store',
  ...info,
  cities: [
    { cityId: 1, name: 'Москва', items: [item('1'), item('2')] },
    { cityId: 2, name: 'Казань', items: [item('3'), item('4'), item('5')] },
    { cityId: 3, name: 'Омск', items: [item('6', true)] },
  ],
};

describe('long facet lists are cut to their first values', () => {
  it('keeps the first eight values of a long list and every chosen one, and counts the rest', () => {
    const { filters, cut } = cutFacets([brands], new Set());
    const kept = filters[0].type === 'list' ? filters[0].items.map((i) => i.value) : [];
    expect(kept).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b11']);
    expect(cut).toEqual({ brand: 3 });
  });

  it('leaves short lists and size pills whole', () => {
    const { filters, cut } = cutFacets([season, sizes], new Set());
    expect(filters).toEqual([season, sizes]);
    expect(cut).toEqual({});
  });

  it('keeps the first city of shops and the cities with a chosen shop', () => {
    const { filters, cut } = cutFacets([stores], new Set());
    const cities = filters[0].type === 'store' ? filters[0].cities.map((c) => c.name) : [];
    expect(cities).toEqual(['Москва', 'Омск']);
    expect(cut).toEqual({ store: 3 });
  });

  it('sends a list whole when the address asks for it', () => {
    const whole = wholeFacetsOf(new URLSearchParams('all=brand&all=store&all=<script>'));
    expect([...whole]).toEqual(['brand', 'store']);
    const { filters, cut } = cutFacets([brands, stores], whole);
    expect(filters).toEqual([brands, stores]);
    expect(cut).toEqual({});
  });

  it('builds the «Показать все» address on the current one, each list once', () => {
    expect(allValuesHref('/catalog/man/', '?brand=nike&shown=48', 'color')).toBe(
      '/catalog/man/?brand=nike&shown=48&all=color',
    );
    expect(allValuesHref('/catalog/man/', '?all=color', 'color')).toBe('/catalog/man/?all=color');
  });
});
