import { describe, expect, test } from 'vitest';
import type { FacetCounts } from '../facets/counting-passes';
import { computeFacets, facetScope } from '../facets/facets';
import { patchPresence } from '../facets/presence-patch';
import { emptySelection } from '../facets/selection';
import { createRandom, type Random } from '../random';
import { SECTIONS } from '../taxonomy/category-tree';
import { buildCatalogIndex } from './build-index';
import { type CatalogIndex, STOCK_CHUNK_BITS, STOCK_CHUNK_LOCAL, STOCK_CHUNK_SLOTS } from './catalog-index';
import type { CatalogRows, IndexColorRow, IndexStockRow } from './rows';
import { stockChunk } from './stock-masks';
import { withSlot, withStock } from './stock-update';

const TYPES = [
  { type: 'krossovki', group: 'obuv' },
  { type: 'futbolki', group: 'odezhda' },
  { type: 'shapki', group: 'aksessuary' },
];
const SIZES = ['38', '39', '40', '41', 'M', 'L', 'OS'];
const SHOPS = [
  { id: 1, name: 'Тверская', cityId: 216, cityName: 'Москва' },
  { id: 2, name: 'Арбат', cityId: 216, cityName: 'Москва' },
  { id: 5, name: 'Невский', cityId: 2, cityName: 'Санкт-Петербург' },
];

function randomStock(random: Random, colorId: number): IndexStockRow {
  const row: IndexStockRow = { colorId, shopIds: [], sizes: [] };
  if (random.chance(0.25)) return row;
  for (const size of random.sample(SIZES, random.int(1, 4))) {
    for (const shop of random.sample(SHOPS, random.int(1, 3))) {
      row.shopIds.push(shop.id);
      row.sizes.push(size);
    }
  }
  return row;
}

/**
 * A small catalogue. Colour 1 holds every size in every shop and never changes, so the size
 * dictionary (sizes in stock anywhere) is the same before and after a change.
 */
function catalogue(random: Random, size = 150): CatalogRows {
  const colors: IndexColorRow[] = [];
  const stock: IndexStockRow[] = [];
  for (let id = 1; id <= size; id += 1) {
    const kind = random.pick(TYPES);
    colors.push({
      id,
      code: `article-${id}`,
      colorCode: random.pick(['black', 'white', 'red']),
      colorName: 'цвет',
      hex: '#000000',
      price: random.int(5, 300) * 100,
      oldPrice: null,
      discount: random.chance(0.3) ? random.int(10, 50) : 0,
      bonus: 10,
      isNew: random.chance(0.2),
      popularity: random.int(0, 1000),
      sort: 500,
      created: random.int(0, 1e9),
      productId: id,
      productCode: `model-${id}`,
      name: `Модель ${id}`,
      brandId: random.int(1, 3),
      gender: random.pick(['man', 'woman', 'unisex', 'kids']),
      groupCode: kind.group,
      typeCode: kind.type,
      season: random.int(1, 3),
      waterproof: random.chance(0.3),
      bestseller: random.chance(0.2),
      collab: random.chance(0.1),
      recycled: random.chance(0.15),
    });
    const row =
      id === 1
        ? {
            colorId: 1,
            shopIds: SIZES.flatMap(() => SHOPS.map((s) => s.id)),
            sizes: SIZES.flatMap((size) => SHOPS.map(() => size)),
          }
        : randomStock(random, id);
    if (row.sizes.length > 0) stock.push(row);
  }
  return {
    colors,
    stock,
    brands: [1, 2, 3].map((id) => ({ id, code: `brand-${id}`, name: `Brand ${id}` })),
    shops: SHOPS,
    sections: SECTIONS.map((s) => ({ ...s, seoText: '' })),
    banners: [],
  };
}

/** A slot's sizes in stock, in total and per shop, as plain lists. */
function slotStock(index: CatalogIndex, slot: number) {
  const { total, start, shopOf, shopMask } = stockChunk(index, slot);
  const local = slot & STOCK_CHUNK_LOCAL;
  const words = index.maskWords;
  return {
    total: [...total.subarray(local * words, (local + 1) * words)],
    shops: [...shopOf.subarray(start[local], start[local + 1])],
    masks: [...shopMask.subarray(start[local] * words, start[local + 1] * words)],
  };
}

/** Everything in the index that depends on stock, in comparable form. */
function stockView(index: CatalogIndex) {
  const lists = (arrays: Int32Array[]) => arrays.map((a) => [...a]);
  return {
    stock: Array.from({ length: index.size }, (_, slot) => slotStock(index, slot)),
    all: [...index.all],
    sections: [...index.sections].map(([path, s]) => [path, [...s.members]]),
    brand: lists(index.postings.brand),
    color: lists(index.postings.color),
    gender: lists(index.postings.gender),
    group: lists(index.postings.group),
    type: lists(index.postings.type),
    season: lists(index.postings.season),
    size: lists(index.postings.size),
    store: lists(index.postings.store),
    flag: [...index.postings.flag].map(([bit, list]) => [bit, [...list]]),
    byPrice: [...index.postings.byPrice],
    byPricePrice: [...index.postings.byPricePrice],
  };
}

function countsView(counts: FacetCounts) {
  const { total, priceMin, priceMax } = counts;
  const arrays = [
    'hits',
    'group',
    'type',
    'gender',
    'brand',
    'color',
    'season',
    'switches',
    'size',
    'store',
  ] as const;
  return {
    total,
    priceMin,
    priceMax,
    ...Object.fromEntries(arrays.map((name) => [name, [...counts[name]]])),
  };
}

describe('withStock', () => {
  test.each(Array.from({ length: 25 }, (_, i) => `seed-${i}`))(
    'gives the index a full rebuild gives after the same stock change (%s)',
    async (seed) => {
      const random = createRandom(seed);
      const rows = catalogue(random);
      const before = await buildCatalogIndex('1', rows);
      const beforeView = stockView(before);

      // Some colours change: sizes sell out, arrive, move between shops, or all go.
      const changedIds = random.sample(
        rows.colors.map((c) => c.id).filter((id) => id !== 1),
        random.int(1, 12),
      );
      const changes = changedIds.map((id) => randomStock(random, id));
      const changedSet = new Set(changedIds);
      const after: CatalogRows = {
        ...rows,
        stock: [
          ...rows.stock.filter((s) => !changedSet.has(s.colorId)),
          ...changes.filter((c) => c.sizes.length > 0),
        ],
      };

      const patched = withStock(before, changes);
      expect(patched).not.toBeNull();
      expect(stockView(patched!)).toEqual(stockView(await buildCatalogIndex('1', after)));
      // The index it started from is left as it was (requests may still be reading it).
      expect(stockView(before)).toEqual(beforeView);
    },
  );

  test.each(Array.from({ length: 25 }, (_, i) => `seed-${i}`))(
    "carries every section's unfiltered counts to what a recount of the patched index gives (%s)",
    async (seed) => {
      const random = createRandom(`presence-${seed}`);
      const before = await buildCatalogIndex('1', catalogue(random));
      const changes = random
        .sample(
          [...before.slotByColorId.keys()].filter((id) => id !== 1),
          random.int(1, 12),
        )
        .map((id) => randomStock(random, id));
      const after = withStock(before, changes)!;
      const slots = changes.map((c) => before.slotByColorId.get(c.colorId)!);
      const counted = (index: CatalogIndex, members: Int32Array) => {
        const scope = facetScope(index, members);
        return { scope, presence: computeFacets(index, scope, emptySelection()) };
      };
      for (const [path, section] of before.sections) {
        const members = after.sections.get(path)!.members;
        const kept = counted(before, section.members);
        const keptView = countsView(kept.presence);
        const carried = patchPresence(before, after, kept, members, slots);
        const recounted = counted(after, members);
        expect(countsView(carried.presence), path).toEqual(countsView(recounted.presence));
        expect([...carried.scope.bits], path).toEqual([...recounted.scope.bits]);
        expect([...carried.scope.slots], path).toEqual([...recounted.scope.slots]);
        // The counts it started from are left as they were (requests may still be reading them).
        expect(countsView(kept.presence), path).toEqual(keptView);
      }
    },
  );

  test('copies only the stock chunks the changed colours sit in, and agrees with a rebuild', async () => {
    const random = createRandom('chunks');
    const rows = catalogue(random, STOCK_CHUNK_SLOTS * 2 + 500);
    const before = await buildCatalogIndex('1', rows);
    expect(before.stock).toHaveLength(3);
    const beforeView = stockView(before);
    // Two colours in one chunk, one at the very end of the last: the middle chunk is untouched.
    const inChunk = (chunk: number) =>
      [...before.slotByColorId].filter(([id, slot]) => id !== 1 && slot >>> STOCK_CHUNK_BITS === chunk);
    const picked = [...inChunk(0).slice(0, 2), inChunk(2).at(-1)!];
    const changes = picked.map(([id]) => randomStock(random, id));
    const changedIds = new Set(changes.map((c) => c.colorId));
    const after: CatalogRows = {
      ...rows,
      stock: [
        ...rows.stock.filter((s) => !changedIds.has(s.colorId)),
        ...changes.filter((c) => c.sizes.length > 0),
      ],
    };

    const patched = withStock(before, changes)!;
    expect(patched.stock[1]).toBe(before.stock[1]);
    expect(patched.stock[0]).not.toBe(before.stock[0]);
    expect(patched.stock[2]).not.toBe(before.stock[2]);
    expect(stockView(patched)).toEqual(stockView(await buildCatalogIndex('1', after)));
    expect(stockView(before)).toEqual(beforeView);
  });

  test('asks for a full rebuild when a size the index has no bit for arrives', async () => {
    const rows = catalogue(createRandom('new size'));
    const index = await buildCatalogIndex('1', rows);
    expect(withStock(index, [{ colorId: 2, shopIds: [1], sizes: ['46'] }])).toBeNull();
  });

  test('ignores colours and shops the index does not know (a catalogue change rebuilds them)', async () => {
    const rows = catalogue(createRandom('unknown'));
    const index = await buildCatalogIndex('1', rows);
    expect(withStock(index, [{ colorId: 9999, shopIds: [1], sizes: ['38'] }])).toBe(index);
  });
});

describe('withSlot', () => {
  test('adds and removes a slot keeping the list sorted, and leaves the input alone', () => {
    const list = Int32Array.from([2, 5, 9]);
    expect([...withSlot(list, 6, true)]).toEqual([2, 5, 6, 9]);
    expect([...withSlot(list, 1, true)]).toEqual([1, 2, 5, 9]);
    expect([...withSlot(list, 10, true)]).toEqual([2, 5, 9, 10]);
    expect([...withSlot(list, 5, false)]).toEqual([2, 9]);
    expect(withSlot(list, 5, true)).toBe(list);
    expect(withSlot(list, 4, false)).toBe(list);
    expect([...list]).toEqual([2, 5, 9]);
  });
});
