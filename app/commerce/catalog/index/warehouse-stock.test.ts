// A warehouse's stock in the catalogue index: it puts a colour in stock (and in the
// size filter) but no shop holds it, so the stores filter never lists it; a stock patch
// agrees with a rebuild. Sizes priced apart set the colour's priceFrom flag; a colourless
// article has its own colour slot.
import { describe, expect, test } from 'vitest';
import { SECTIONS } from '../taxonomy/category-tree';
import { buildCatalogIndex } from './build-index';
import { FLAG } from './flags';
import { indexColorRow } from '../../../../tests/catalog/index-rows.kit';
import type { CatalogRows } from './rows';
import { inStock } from './stock-masks';
import { withStock } from './stock-update';

const SHOP = { id: 1, name: 'Шаг на Тверской', cityId: 216, cityName: 'Москва', kind: 'shop' };
const WAREHOUSE = { id: 9, name: 'Главный склад', cityId: 216, cityName: 'Москва', kind: 'warehouse' };

const color = indexColorRow;

function rows(): CatalogRows {
  return {
    colors: [
      color(1),
      color(2),
      color(3, { colorCode: '', colorName: '', hex: '' }),
      color(4, { priceFrom: true }),
    ],
    stock: [
      { colorId: 1, shopIds: [WAREHOUSE.id], sizes: ['40'] },
      { colorId: 2, shopIds: [SHOP.id], sizes: ['41'] },
      { colorId: 3, shopIds: [SHOP.id], sizes: ['41'] },
      { colorId: 4, shopIds: [SHOP.id, WAREHOUSE.id], sizes: ['40', '41'] },
    ],
    brands: [{ id: 1, code: 'brand', name: 'Brand' }],
    shops: [SHOP, WAREHOUSE],
    sections: SECTIONS.map((s) => ({ ...s, seoText: '' })),
    banners: [],
  };
}

const slotOf = (index: Awaited<ReturnType<typeof buildCatalogIndex>>, id: number) =>
  index.slotByColorId.get(id)!;

describe('a warehouse in the index', () => {
  test('its stock puts a colour in stock and in the size filter; no shop entry, no store option', async () => {
    const index = await buildCatalogIndex('1', rows());
    expect(index.shops.map((s) => s.name)).toEqual([SHOP.name]);
    expect(inStock(index, slotOf(index, 1))).toBe(true);
    const size40 = index.sizes.byCode.get('40')!;
    expect([...index.postings.size[size40]].map((s) => index.colorId[s])).toEqual([1, 4]);
    expect([...index.postings.store[0]].map((s) => index.colorId[s])).toEqual([2, 3, 4]);
  });

  test('a stock patch of the warehouse takes the colour out of stock and back, like a rebuild', async () => {
    const index = await buildCatalogIndex('1', rows());
    const gone = withStock(index, [{ colorId: 1, shopIds: [], sizes: [] }])!;
    expect(inStock(gone, slotOf(gone, 1))).toBe(false);
    const back = withStock(gone, [{ colorId: 1, shopIds: [WAREHOUSE.id], sizes: ['40'] }])!;
    expect(inStock(back, slotOf(back, 1))).toBe(true);
    expect([...back.all]).toEqual([...index.all]);
    expect([...back.postings.store[0]]).toEqual([...index.postings.store[0]]);
  });
});

describe('rows of real 1С packages', () => {
  test('sizes priced apart set the priceFrom flag; the others do not', async () => {
    const index = await buildCatalogIndex('1', rows());
    expect(index.flags[slotOf(index, 4)] & FLAG.priceFrom).toBe(FLAG.priceFrom);
    expect(index.flags[slotOf(index, 2)] & FLAG.priceFrom).toBe(0);
  });

  test('a colourless article has a colour slot of its own, not the first palette colour', async () => {
    const index = await buildCatalogIndex('1', rows());
    const slot = index.color[slotOf(index, 3)];
    expect(index.colors.codes[slot]).toBe('');
    expect(index.colors.names[slot]).toBe('');
  });
});
