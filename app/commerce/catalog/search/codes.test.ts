import { describe, expect, test } from 'vitest';
import { buildCatalogIndex } from '../index/build-index';
import type { IndexColorRow } from '../index/rows';
import { indexColorRow } from '../../../../tests/catalog/index-rows.kit';
import { buildCodeTable, codeKey, slotsOfCode } from './codes';

/** Two models of two colours each; the second model has no article. */
function colorRow(id: number, productId: number, article: string): IndexColorRow {
  return indexColorRow(id, {
    code: `model-${productId}-color-${id}`,
    colorName: 'чёрный',
    productId,
    productCode: `model-${productId}`,
    article,
    name: `Модель ${productId}`,
  });
}

async function smallIndex() {
  return buildCatalogIndex('1', {
    colors: [
      colorRow(1, 1, 'NIK-11811'),
      colorRow(2, 1, 'NIK-11811'),
      colorRow(3, 2, ''),
      colorRow(4, 2, ''),
    ],
    stock: [],
    brands: [{ id: 1, code: 'nike', name: 'Nike' }],
    shops: [],
    sections: [],
    banners: [],
  });
}

describe('codeKey', () => {
  test('keeps letters and digits only, in lower case', () => {
    expect(codeKey('NIK-11811')).toBe('nik11811');
    expect(codeKey(' nik 11811 ')).toBe('nik11811');
  });

  test('is not a code without a digit or when too short', () => {
    expect(codeKey('кроссовки')).toBeUndefined();
    expect(codeKey('air max')).toBeUndefined();
    expect(codeKey('a-1')).toBeUndefined();
  });
});

describe('slotsOfCode', () => {
  test('an article finds every colour of its model, in any case and with or without the dash', async () => {
    const index = await smallIndex();
    const table = buildCodeTable(index);
    const model = (slots: Int32Array) => [...slots].map((slot) => index.colorId[slot]);
    expect(model(slotsOfCode(index, table, 'NIK-11811'))).toEqual([1, 2]);
    expect(model(slotsOfCode(index, table, 'nik11811'))).toEqual([1, 2]);
    expect(model(slotsOfCode(index, table, 'Model-2'))).toEqual([3, 4]);
  });

  test('a colour article code finds that colour only; an unknown code finds nothing', async () => {
    const index = await smallIndex();
    const table = buildCodeTable(index);
    expect([...slotsOfCode(index, table, 'model-2-color-4')].map((s) => index.colorId[s])).toEqual([4]);
    expect([...slotsOfCode(index, table, 'Model 2 color 4')].map((s) => index.colorId[s])).toEqual([4]);
    expect(slotsOfCode(index, table, 'NIK-99999')).toHaveLength(0);
    expect(slotsOfCode(index, table, 'кроссовки')).toHaveLength(0);
  });
});
