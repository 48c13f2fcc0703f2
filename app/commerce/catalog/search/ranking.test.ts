import { describe, expect, test } from 'vitest';
import { buildCatalogIndex } from '../index/build-index';
import type { CatalogRows, IndexColorRow } from '../index/rows';
import { indexColorRow } from '../../../../tests/catalog/index-rows.kit';
import { rankedPage } from './search.server';

function colorRow(id: number, popularity: number): IndexColorRow {
  return indexColorRow(id, { popularity, name: `Nike Model ${id}` });
}

function rows(sales: CatalogRows['sales']): CatalogRows {
  return {
    colors: [colorRow(1, 900), colorRow(2, 500), colorRow(3, 100)],
    stock: [],
    brands: [{ id: 1, code: 'nike', name: 'Nike' }],
    shops: [],
    sections: [],
    banners: [],
    sales,
  };
}

const idsOf = (index: { colorId: Int32Array }, slots: Iterable<number>) =>
  [...slots].map((s) => index.colorId[s]);

describe('popular order', () => {
  test('units sold in the last 30 days come first, then the stored popularity', async () => {
    const quiet = await buildCatalogIndex('1', rows([]));
    expect(idsOf(quiet, quiet.orders.popular)).toEqual([1, 2, 3]);
    const sold = await buildCatalogIndex(
      '1',
      rows([
        { colorId: 3, sold: 4 },
        { colorId: 2, sold: 1 },
      ]),
    );
    expect(idsOf(sold, sold.orders.popular)).toEqual([3, 2, 1]);
  });
});

describe('rankedPage', () => {
  test('exact matches first, each part in the given order, paged across both', async () => {
    const index = await buildCatalogIndex('1', rows([]));
    const hits = Uint8Array.of(1, 1, 1);
    const exact = new Uint8Array(3);
    exact[index.slotByColorId.get(3)!] = 1;
    expect(idsOf(index, rankedPage(index.orders.popular, hits, exact, 0, 10))).toEqual([3, 1, 2]);
    expect(idsOf(index, rankedPage(index.orders.popular, hits, exact, 1, 1))).toEqual([1]);
    expect(idsOf(index, rankedPage(index.orders.popular, hits, exact, 2, 5))).toEqual([2]);
    expect(idsOf(index, rankedPage(index.orders.popular, hits, undefined, 0, 10))).toEqual([1, 2, 3]);
  });
});
