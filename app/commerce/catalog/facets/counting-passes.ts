/**
 * The counting passes behind computeFacets (facets.ts): the counts' shape and the loops that
 * fill it. Each pass counts only the facets it is for and walks its slots in ascending order,
 * so a broad filter (a price range over half the catalogue) costs one light pass, not a full
 * visit of each of its slots.
 */
import { type CatalogIndex, STOCK_CHUNK_BITS, STOCK_CHUNK_LOCAL } from '../index/catalog-index';
import { SWITCH_FLAGS_IN_ORDER, type AttributeFacet, type PassingFilter } from './active-filters';
import type { Selection } from './selection';
import { nextSlot } from './slot-bits';

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

/** Every count at zero, the price range empty. */
export function emptyCounts(index: CatalogIndex): FacetCounts {
  return {
    total: 0,
    hits: new Uint8Array(index.size),
    group: new Int32Array(index.groups.codes.length),
    type: new Int32Array(index.types.codes.length),
    gender: new Int32Array(index.genders.codes.length),
    brand: new Int32Array(index.brands.codes.length),
    color: new Int32Array(index.colors.codes.length),
    season: new Int32Array(index.seasons.codes.length),
    switches: new Int32Array(SWITCH_FLAGS_IN_ORDER.length),
    size: new Int32Array(index.sizes.codes.length),
    store: new Int32Array(index.shops.length),
    priceMin: Number.POSITIVE_INFINITY,
    priceMax: Number.NEGATIVE_INFINITY,
  };
}

/** Bits of the facets an active filter owns (counted apart, over the others' slots). */
const OWNS = { category: 1, gender: 2, brand: 4, color: 8, season: 16, price: 32, switch: 0 } as const;

/** The result: its total, its slots, and every facet no active filter owns. */
export function countResult(
  index: CatalogIndex,
  counts: FacetCounts,
  result: Uint32Array,
  filters: PassingFilter[],
) {
  const owned = filters.reduce((bits, f) => bits | OWNS[f.facet], 0);
  for (let slot = nextSlot(result, 0); slot >= 0; slot = nextSlot(result, slot + 1)) {
    addResult(index, counts, slot, owned);
  }
}

function addResult(index: CatalogIndex, counts: FacetCounts, slot: number, owned: number): void {
  counts.hits[slot] = 1;
  counts.total += 1;
  if (!(owned & OWNS.category)) {
    counts.group[index.group[slot]] += 1;
    counts.type[index.type[slot]] += 1;
  }
  if (!(owned & OWNS.gender)) counts.gender[index.gender[slot]] += 1;
  if (!(owned & OWNS.brand)) counts.brand[index.brand[slot]] += 1;
  if (!(owned & OWNS.color)) counts.color[index.color[slot]] += 1;
  if (!(owned & OWNS.season)) counts.season[index.season[slot]] += 1;
  if (!(owned & OWNS.price)) {
    const at = index.price[slot];
    if (at < counts.priceMin) counts.priceMin = at;
    if (at > counts.priceMax) counts.priceMax = at;
  }
  const flags = index.flags[slot];
  for (let k = 0; k < SWITCH_FLAGS_IN_ORDER.length; k += 1) {
    if (flags & SWITCH_FLAGS_IN_ORDER[k]) counts.switches[k] += 1;
  }
}

/** Every facet with no filter (a scope's presence): one pass. */
export function countUnfiltered(index: CatalogIndex, counts: FacetCounts, scope: Uint32Array): void {
  const effective = new Uint32Array(index.maskWords);
  for (let slot = nextSlot(scope, 0); slot >= 0; slot = nextSlot(scope, slot + 1)) {
    addResult(index, counts, slot, 0);
    addSizes(index, counts, slot, null, effective);
    addShops(index, counts, slot, null);
  }
}

export function copyOwnFacet(facet: AttributeFacet, counts: FacetCounts, presence: FacetCounts): void {
  if (facet === 'category') {
    counts.group.set(presence.group);
    counts.type.set(presence.type);
  } else if (facet === 'price') {
    counts.priceMin = presence.priceMin;
    counts.priceMax = presence.priceMax;
  } else if (facet !== 'switch') {
    counts[facet].set(presence[facet]);
  }
}

/** One filter's own facet over the slots every other filter leaves. */
export function countOwnFacet(
  index: CatalogIndex,
  counts: FacetCounts,
  facet: AttributeFacet,
  slots: Uint32Array,
): void {
  if (facet === 'category') {
    for (let slot = nextSlot(slots, 0); slot >= 0; slot = nextSlot(slots, slot + 1)) {
      counts.group[index.group[slot]] += 1;
      counts.type[index.type[slot]] += 1;
    }
  } else if (facet === 'price') {
    for (let slot = nextSlot(slots, 0); slot >= 0; slot = nextSlot(slots, slot + 1)) {
      const at = index.price[slot];
      if (at < counts.priceMin) counts.priceMin = at;
      if (at > counts.priceMax) counts.priceMax = at;
    }
  } else if (facet !== 'switch') {
    const values = index[facet];
    const tally = counts[facet];
    for (let slot = nextSlot(slots, 0); slot >= 0; slot = nextSlot(slots, slot + 1)) {
      tally[values[slot]] += 1;
    }
  }
}

/**
 * The size facet (each slot's sizes in stock, in the chosen shops when chosen) over
 * `sizeSlots`, and the shop facet (each slot's shops holding a chosen size, any size when none
 * is chosen) over `shopSlots`; one pass when both are the same set.
 */
export function countSizesAndShops(
  index: CatalogIndex,
  counts: FacetCounts,
  sizeSlots: Uint32Array | null,
  shopSlots: Uint32Array | null,
  s: Selection,
): void {
  const effective = new Uint32Array(index.maskWords);
  if (sizeSlots && sizeSlots === shopSlots) {
    for (let slot = nextSlot(sizeSlots, 0); slot >= 0; slot = nextSlot(sizeSlots, slot + 1)) {
      addSizes(index, counts, slot, s.store, effective);
      addShops(index, counts, slot, s.size);
    }
    return;
  }
  for (let slot = sizeSlots ? nextSlot(sizeSlots, 0) : -1; slot >= 0; slot = nextSlot(sizeSlots!, slot + 1)) {
    addSizes(index, counts, slot, s.store, effective);
  }
  for (let slot = shopSlots ? nextSlot(shopSlots, 0) : -1; slot >= 0; slot = nextSlot(shopSlots!, slot + 1)) {
    addShops(index, counts, slot, s.size);
  }
}

function addSizes(
  index: CatalogIndex,
  counts: FacetCounts,
  slot: number,
  store: Uint8Array | null,
  effective: Uint32Array,
): void {
  const words = index.maskWords;
  const { total, shopMask, shopOf, start } = index.stock[slot >>> STOCK_CHUNK_BITS];
  const local = slot & STOCK_CHUNK_LOCAL;
  let sizes = total;
  let at = local * words;
  if (store) {
    effective.fill(0);
    for (let e = start[local]; e < start[local + 1]; e += 1) {
      if (store[shopOf[e]] === 0) continue;
      for (let w = 0; w < words; w += 1) effective[w] |= shopMask[e * words + w];
    }
    sizes = effective;
    at = 0;
  }
  for (let w = 0; w < words; w += 1) {
    let bits = sizes[at + w];
    while (bits !== 0) {
      const low = bits & -bits;
      counts.size[w * 32 + (31 - Math.clz32(low))] += 1;
      bits ^= low;
    }
  }
}

function addShops(
  index: CatalogIndex,
  counts: FacetCounts,
  slot: number,
  sizeMask: Uint32Array | null,
): void {
  const words = index.maskWords;
  const { shopMask, shopOf, start } = index.stock[slot >>> STOCK_CHUNK_BITS];
  const local = slot & STOCK_CHUNK_LOCAL;
  // An entry exists only for a shop with stock, so without a size choice each one counts.
  for (let e = start[local]; e < start[local + 1]; e += 1) {
    let holds = sizeMask === null;
    for (let w = 0; !holds && w < words; w += 1) holds = (shopMask[e * words + w] & sizeMask![w]) !== 0;
    if (holds) counts.store[shopOf[e]] += 1;
  }
}
