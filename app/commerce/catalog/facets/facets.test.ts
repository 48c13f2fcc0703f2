import { describe, expect, test } from 'vitest';
import { createRandom } from '../random';
import { buildCatalogIndex } from '../index/build-index';
import type { CatalogRows, IndexColorRow } from '../index/rows';
import { SECTIONS } from '../taxonomy/category-tree';
import type { FacetCounts } from './counting-passes';
import { computeFacets, facetScope, pageOfHits } from './facets';
import {
  REFERENCE_SWITCHES,
  referenceCount,
  referencePriceBounds,
  referenceTotal,
  type ReferenceArticle,
  type ReferenceFilter,
} from './facets-reference';
import { emptySelection, readSelection } from './selection';

const TYPES = [
  { type: 'krossovki', group: 'obuv' },
  { type: 'kedy', group: 'obuv' },
  { type: 'futbolki', group: 'odezhda' },
  { type: 'shapki', group: 'aksessuary' },
];
const GENDERS = ['man', 'woman', 'unisex', 'kids'];
const COLORS = ['black', 'white', 'red', 'navy'];
const SIZES = ['38', '39', '40', '41', '42', 'M', 'L', 'OS'];
const SHOPS = [
  { id: 1, name: 'Тверская', cityId: 216, cityName: 'Москва' },
  { id: 2, name: 'Арбат', cityId: 216, cityName: 'Москва' },
  { id: 3, name: 'Невский', cityId: 2, cityName: 'Санкт-Петербург' },
];

/** A small random catalogue: some articles have no stock at all, some only in one shop. */
function catalogue(seed: string): { rows: CatalogRows; articles: ReferenceArticle[] } {
  const random = createRandom(seed);
  const colors: IndexColorRow[] = [];
  const stock: CatalogRows['stock'] = [];
  const articles: ReferenceArticle[] = [];
  for (let id = 1; id <= 400; id += 1) {
    const kind = random.pick(TYPES);
    const flags = {
      waterproof: random.chance(0.3),
      bestseller: random.chance(0.2),
      collab: random.chance(0.1),
      recycled: random.chance(0.15),
    };
    const row: IndexColorRow = {
      id,
      code: `article-${id}`,
      colorCode: random.pick(COLORS),
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
      productId: Math.ceil(id / 2),
      productCode: `model-${Math.ceil(id / 2)}`,
      name: `Модель ${id}`,
      brandId: random.int(1, 5),
      gender: random.pick(GENDERS),
      groupCode: kind.group,
      typeCode: kind.type,
      season: random.int(1, 3),
      ...flags,
    };
    colors.push(row);
    const pairs = { shopIds: [] as number[], sizes: [] as string[] };
    const article: ReferenceArticle = {
      id,
      brand: `brand-${row.brandId}`,
      gender: row.gender,
      group: row.groupCode,
      type: row.typeCode,
      color: row.colorCode,
      season: String(row.season),
      price: row.price,
      flags,
      stock: [],
    };
    if (!random.chance(0.1)) {
      for (const size of random.sample(SIZES, random.int(1, 4))) {
        for (const shop of random.sample(SHOPS, random.int(1, 2))) {
          const quantity = random.chance(0.2) ? 0 : random.int(1, 5);
          article.stock.push({ size, shop: shop.id, quantity });
          if (quantity > 0) {
            pairs.shopIds.push(shop.id);
            pairs.sizes.push(size);
          }
        }
      }
    }
    if (pairs.sizes.length > 0) stock.push({ colorId: id, ...pairs });
    articles.push(article);
  }
  const rows: CatalogRows = {
    colors,
    stock,
    brands: [1, 2, 3, 4, 5].map((id) => ({ id, code: `brand-${id}`, name: `Brand ${id}` })),
    shops: SHOPS,
    sections: SECTIONS.map((s) => ({ ...s, seoText: '' })),
    banners: [],
  };
  return { rows, articles };
}

function randomFilter(random: ReturnType<typeof createRandom>): ReferenceFilter {
  const filter: ReferenceFilter = {};
  const some = <T>(list: readonly T[]) => random.sample(list, random.int(1, 2));
  if (random.chance(0.3)) filter.category = some(['obuv', 'krossovki', 'futbolki', 'aksessuary']);
  if (random.chance(0.3)) filter.gender = some(GENDERS);
  if (random.chance(0.4)) filter.brand = some(['brand-1', 'brand-2', 'brand-3', 'brand-4', 'brand-5']);
  if (random.chance(0.3)) filter.color = some(COLORS);
  if (random.chance(0.3)) filter.season = some(['1', '2', '3']);
  if (random.chance(0.4)) filter.size = some(SIZES);
  if (random.chance(0.3)) filter.store = some([1, 2, 3]);
  if (random.chance(0.3)) filter.price = { from: random.int(0, 100) * 100, to: random.int(100, 300) * 100 };
  if (random.chance(0.3)) filter.switches = some(REFERENCE_SWITCHES);
  return filter;
}

function requestFilter(f: ReferenceFilter): Record<string, unknown> {
  const body: Record<string, unknown> = { ...f, store: f.store?.map(String) };
  delete body.switches;
  for (const name of f.switches ?? []) body[name] = true;
  return body;
}

const { rows, articles } = catalogue('facets-test');
const index = await buildCatalogIndex('1', rows);

describe('computeFacets', () => {
  const root = index.sections.get('')!;

  test('lists only articles with a size in stock somewhere', () => {
    const expected = articles.filter((a) => a.stock.some((s) => s.quantity > 0)).length;
    expect(root.members.length).toBe(expected);
    expect(expected).toBeLessThan(articles.length);
  });

  // Two scopes: the whole catalogue, and a random part of it standing in for search hits.
  const scopeRandom = createRandom('facets-test-scope');
  const part = root.members.filter(() => scopeRandom.chance(0.6));
  const scopes = [
    { name: 'catalogue', scope: facetScope(index, root.members), pool: articles },
    { name: 'part', scope: facetScope(index, part), pool: articles.filter((a) => part.includes(a.id - 1)) },
  ];

  test.each(scopes)(
    'totals and every option count agree with the brute-force reading for 150 random filters ($name)',
    ({ scope, pool }) => {
      const presence = computeFacets(index, scope, emptySelection());
      const random = createRandom('facets-test-filters');
      for (let round = 0; round < 150; round += 1) {
        const filter = randomFilter(random);
        const selection = readSelection(index, requestFilter(filter) as never);
        // With presence the one-pass counter walks posting lists; without, the whole scope.
        for (const counts of [
          computeFacets(index, scope, selection, presence),
          computeFacets(index, scope, selection),
        ]) {
          expectCounts(counts, pool, filter);
        }
      }
    },
    // The brute-force reference is slow on purpose: 150 rounds take seconds on a busy machine.
    60_000,
  );

  function expectCounts(counts: FacetCounts, pool: ReferenceArticle[], filter: ReferenceFilter) {
    const where = JSON.stringify(filter);
    expect(counts.total, where).toBe(referenceTotal(pool, filter));
    const check = (code: Parameters<typeof referenceCount>[2], values: string[], actual: ArrayLike<number>) =>
      values.forEach((value, slot) =>
        expect(actual[slot], `${code}=${value} with ${where}`).toBe(
          referenceCount(pool, filter, code, value),
        ),
      );
    check('brand', index.brands.codes, counts.brand);
    check('gender', index.genders.codes, counts.gender);
    check('color', index.colors.codes, counts.color);
    check('season', index.seasons.codes, counts.season);
    check('size', index.sizes.codes, counts.size);
    check('category', index.groups.codes, counts.group);
    check('category', index.types.codes, counts.type);
    check(
      'store',
      index.shops.map((s) => String(s.id)),
      counts.store,
    );
    REFERENCE_SWITCHES.forEach((name, k) =>
      expect(counts.switches[k], `${name} with ${where}`).toBe(referenceCount(pool, filter, name, 'Y')),
    );
    const bounds = referencePriceBounds(pool, filter);
    if (bounds) expect([counts.priceMin, counts.priceMax], where).toEqual([bounds.min, bounds.max]);
    else expect(counts.priceMin).toBe(Number.POSITIVE_INFINITY);
  }

  test('pages walk the sort order and stop past the end', () => {
    const counts = computeFacets(index, facetScope(index, root.members), emptySelection());
    const all = pageOfHits(index.orders.priceAsc, counts.hits, 0, 10_000);
    expect(all).toHaveLength(counts.total);
    const prices = all.map((slot) => index.price[slot]);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(pageOfHits(index.orders.priceAsc, counts.hits, 24, 24)).toEqual(all.slice(24, 48));
    expect(pageOfHits(index.orders.priceAsc, counts.hits, counts.total, 24)).toEqual([]);
  });

  test('ignores unknown codes and values', () => {
    const plain = computeFacets(index, facetScope(index, root.members), emptySelection());
    const noisy = computeFacets(
      index,
      facetScope(index, root.members),
      readSelection(index, {
        colour: ['red'],
        brand: ['no-such-brand'],
        size: [{ bad: 1 }],
        store: ['x', '999'],
      }),
    );
    expect(noisy.total).toBe(plain.total);
  });
});
