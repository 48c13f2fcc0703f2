/**
 * Facet counting in one pass over a section's articles. The usual rule: each filter's
 * option counts apply every other active filter but not its own, so a shopper sees what
 * choosing an option would give. Only stock counts: an article is listed when one of its
 * sizes is in stock (in the chosen shops, when shops are chosen) and, with sizes chosen,
 * when one of the chosen sizes is.
 *
 * The trick: per article, collect which attribute filters it fails. Failing none, it is a
 * result and counts in every facet; failing exactly one, it counts in that filter's facet
 * only; failing two or more, it counts nowhere. Size and shop are counted from the stock
 * masks, each ignoring itself. See facets.test.ts for a brute-force cross-check.
 */
import { FLAG, type CatalogIndex } from '../index/catalog-index';
import type { Selection } from './selection';

const FAIL = {
  category: 1,
  gender: 2,
  brand: 4,
  color: 8,
  season: 16,
  price: 32,
  waterproof: 64,
  bestseller: 128,
  collab: 256,
  recycled: 512,
} as const;

const SWITCH_FAILS: readonly (readonly [flag: number, fail: number])[] = [
  [FLAG.waterproof, FAIL.waterproof],
  [FLAG.bestseller, FAIL.bestseller],
  [FLAG.collab, FAIL.collab],
  [FLAG.recycled, FAIL.recycled],
];

export interface FacetCounts {
  /** Articles matching every filter. */
  total: number;
  /** 1 for every slot in the result. */
  hits: Uint8Array;
  group: Int32Array;
  type: Int32Array;
  gender: Int32Array;
  brand: Int32Array;
  color: Int32Array;
  season: Int32Array;
  /** Per switch, in SWITCH_CODES order: articles with the flag among the others' results. */
  switches: Int32Array;
  size: Int32Array;
  store: Int32Array;
  /** Cheapest and dearest price among the articles every filter but price leaves. */
  priceMin: number;
  priceMax: number;
}

function emptyCounts(index: CatalogIndex): FacetCounts {
  return {
    total: 0,
    hits: new Uint8Array(index.size),
    group: new Int32Array(index.groups.codes.length),
    type: new Int32Array(index.types.codes.length),
    gender: new Int32Array(index.genders.codes.length),
    brand: new Int32Array(index.brands.codes.length),
    color: new Int32Array(index.colors.codes.length),
    season: new Int32Array(index.seasons.codes.length),
    switches: new Int32Array(SWITCH_FAILS.length),
    size: new Int32Array(index.sizes.codes.length),
    store: new Int32Array(index.shops.length),
    priceMin: Number.POSITIVE_INFINITY,
    priceMax: Number.NEGATIVE_INFINITY,
  };
}

/** Which attribute filters (not size, not shop) the slot fails, as FAIL bits. */
function failures(index: CatalogIndex, s: Selection, slot: number): number {
  let fails = 0;
  if (s.category && !(s.category.groups[index.group[slot]] || s.category.types[index.type[slot]])) {
    fails |= FAIL.category;
  }
  if (s.gender && !s.gender[index.gender[slot]]) fails |= FAIL.gender;
  if (s.brand && !s.brand[index.brand[slot]]) fails |= FAIL.brand;
  if (s.color && !s.color[index.color[slot]]) fails |= FAIL.color;
  if (s.season && !s.season[index.season[slot]]) fails |= FAIL.season;
  if (s.price) {
    const price = index.price[slot];
    if (price < s.price.from || price > s.price.to) fails |= FAIL.price;
  }
  if (s.switches) {
    const flags = index.flags[slot];
    for (const [flag, fail] of SWITCH_FAILS) if (s.switches & flag && !(flags & flag)) fails |= fail;
  }
  return fails;
}

function countAttributes(index: CatalogIndex, counts: FacetCounts, slot: number, only: number): void {
  const all = only === 0;
  if (all || only === FAIL.category) {
    counts.group[index.group[slot]] += 1;
    counts.type[index.type[slot]] += 1;
  }
  if (all || only === FAIL.gender) counts.gender[index.gender[slot]] += 1;
  if (all || only === FAIL.brand) counts.brand[index.brand[slot]] += 1;
  if (all || only === FAIL.color) counts.color[index.color[slot]] += 1;
  if (all || only === FAIL.season) counts.season[index.season[slot]] += 1;
  if (all || only === FAIL.price) {
    const price = index.price[slot];
    if (price < counts.priceMin) counts.priceMin = price;
    if (price > counts.priceMax) counts.priceMax = price;
  }
  if (all) {
    const flags = index.flags[slot];
    SWITCH_FAILS.forEach(([flag], k) => {
      if (flags & flag) counts.switches[k] += 1;
    });
  }
}

/**
 * Counts every facet over `candidates` (a section's slots), optionally narrowed to the
 * slots a search found (`restrict[slot] === 1`).
 */
export function computeFacets(
  index: CatalogIndex,
  candidates: Int32Array,
  selection: Selection,
  restrict?: Uint8Array,
): FacetCounts {
  const counts = emptyCounts(index);
  const words = index.maskWords;
  const effective = new Uint32Array(words);
  const sizeMask = selection.size;
  const store = selection.store;

  for (let c = 0; c < candidates.length; c += 1) {
    const slot = candidates[c];
    if (restrict && restrict[slot] === 0) continue;
    const fails = failures(index, selection, slot);
    if ((fails & (fails - 1)) !== 0) continue; // fails two or more: counts nowhere

    // Sizes in stock where the shopper looks: the chosen shops, or anywhere.
    const first = index.shopStart[slot];
    const last = index.shopStart[slot + 1];
    if (store) {
      effective.fill(0);
      for (let e = first; e < last; e += 1) {
        if (store[index.shopOf[e]] === 0) continue;
        for (let w = 0; w < words; w += 1) effective[w] |= index.shopMask[e * words + w];
      }
    } else {
      for (let w = 0; w < words; w += 1) effective[w] = index.stockMask[slot * words + w];
    }
    let stocked = false;
    let sized = false;
    for (let w = 0; w < words; w += 1) {
      if (effective[w] !== 0) stocked = true;
      if (sizeMask ? (effective[w] & sizeMask[w]) !== 0 : effective[w] !== 0) sized = true;
    }

    if (fails === 0) {
      // Size facet: every filter but size, so the sizes in stock where the shopper looks.
      if (stocked) {
        for (let w = 0; w < words; w += 1) {
          let bits = effective[w];
          while (bits !== 0) {
            const low = bits & -bits;
            counts.size[w * 32 + (31 - Math.clz32(low))] += 1;
            bits ^= low;
          }
        }
      }
      // Shop facet: every filter but shop, so a shop counts when it holds a chosen size.
      for (let e = first; e < last; e += 1) {
        let holds = false;
        for (let w = 0; w < words; w += 1) {
          const mask = index.shopMask[e * words + w];
          if (sizeMask ? (mask & sizeMask[w]) !== 0 : mask !== 0) holds = true;
        }
        if (holds) counts.store[index.shopOf[e]] += 1;
      }
      if (sized) {
        counts.hits[slot] = 1;
        counts.total += 1;
        countAttributes(index, counts, slot, 0);
      }
    } else if (sized) {
      countAttributes(index, counts, slot, fails);
    }
  }
  return counts;
}

/** The result slots in the given sort order, `offset` skipped, at most `limit`. */
export function pageOfHits(order: Int32Array, hits: Uint8Array, offset: number, limit: number): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let i = 0; i < order.length && page.length < limit; i += 1) {
    const slot = order[i];
    if (hits[slot] === 0) continue;
    if (skipped < offset) skipped += 1;
    else page.push(slot);
  }
  return page;
}
