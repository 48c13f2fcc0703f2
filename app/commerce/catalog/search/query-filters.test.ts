import { describe, expect, test } from 'vitest';
import { buildCatalogIndex } from '../index/build-index';
import type { IndexColorRow } from '../index/rows';
import { indexColorRow } from '../../../../tests/catalog/index-rows.kit';
import { buildLexicon, lexiconWords } from './lexicon';
import { applyQueryFilter, queryTokens, splitQuery } from './query-filters';

/** A crude stand-in for the Russian stemmer: enough endings for these words. */
const stem = (word: string) => word.replace(/(ые|ый|ая|ие|ий|ое|и|ы|а)$/, '');

function colorRow(id: number, name: string, colorCode: string, gender: string): IndexColorRow {
  return indexColorRow(id, {
    code: `model-${id}-${colorCode}`,
    colorCode,
    colorName: colorCode === 'black' ? 'Черный' : 'Белый',
    name,
    gender,
  });
}

async function fixture() {
  const index = await buildCatalogIndex('1', {
    colors: [
      colorRow(1, 'Nike Pegasus 41', 'black', 'man'),
      colorRow(2, 'Nike Air Max 90', 'white', 'woman'),
      colorRow(3, 'Nike Cortez', 'black', 'unisex'),
    ],
    stock: [
      { colorId: 1, shopIds: [1], sizes: ['42'] },
      { colorId: 2, shopIds: [1], sizes: ['41'] },
      { colorId: 3, shopIds: [1, 1], sizes: ['41', '42.5'] },
    ],
    brands: [{ id: 1, code: 'nike', name: 'Nike', searchAliases: ['найк'] }],
    shops: [{ id: 1, name: 'Шаг', cityId: 1, cityName: 'Москва' }],
    sections: [],
    banners: [],
  });
  const lexicon = buildLexicon(index, new Map(lexiconWords(index).map((w) => [w, stem(w)])));
  const split = (q: string) =>
    splitQuery(
      lexicon,
      index,
      queryTokens(q).map((word) => ({ word, stems: lexicon.postings.has(stem(word)) ? [stem(word)] : [] })),
    );
  return { index, split };
}

describe('splitQuery', () => {
  test('reads sizes, colours, gender and brand, and leaves the rest as text', async () => {
    const { split } = await fixture();
    expect(split('кроссовки 42')).toEqual({ text: 'кроссовки', filter: { size: ['42'] } });
    expect(split('кроссовки 42,5')).toEqual({ text: 'кроссовки', filter: { size: ['42.5'] } });
    expect(split('черные кроссовки')).toEqual({ text: 'кроссовки', filter: { color: ['black'] } });
    expect(split('женские кроссовки')).toEqual({
      text: 'кроссовки',
      filter: { gender: ['woman', 'unisex'] },
    });
    expect(split('кроссовки найк 42 размер')).toEqual({
      text: 'кроссовки',
      filter: { size: ['42'], brand: ['nike'] },
    });
  });

  test('keeps a word as text: a brand alone, a number of a model name', async () => {
    const { split } = await fixture();
    expect(split('найк')).toEqual({ text: 'найк', filter: {} });
    expect(split('найк 41')).toEqual({ text: 'найк', filter: { size: ['41'] } });
    expect(split('pegasus 41')).toEqual({ text: 'pegasus 41', filter: {} });
    // Not a size of this catalogue: text.
    expect(split('кроссовки 47')).toEqual({ text: 'кроссовки 47', filter: {} });
  });
});

describe('applyQueryFilter', () => {
  test('keeps the slots with the colour, gender, and the size in stock', async () => {
    const { index } = await fixture();
    const all = Int32Array.from([0, 1, 2]);
    const ids = (slots: Int32Array) => [...slots].map((s) => index.colorId[s]).sort();
    expect(ids(applyQueryFilter(index, all, { size: ['41'] }))).toEqual([2, 3]);
    expect(ids(applyQueryFilter(index, all, { color: ['black'], size: ['42'] }))).toEqual([1]);
    expect(ids(applyQueryFilter(index, all, { gender: ['woman', 'unisex'] }))).toEqual([2, 3]);
    expect(ids(applyQueryFilter(index, all, {}))).toEqual([1, 2, 3]);
  });
});

describe('queryTokens', () => {
  test('keeps sizes and model codes whole, and parts a size from a Russian word', () => {
    expect(queryTokens('Кроссовки 42,5')).toEqual(['кроссовки', '42,5']);
    expect(queryTokens('New Balance 2002R')).toEqual(['new', 'balance', '2002r']);
    expect(queryTokens('990v6 43')).toEqual(['990v6', '43']);
    expect(queryTokens('42размер')).toEqual(['42', 'размер']);
    expect(queryTokens('2002к')).toEqual(['2002', 'к']);
  });
});
