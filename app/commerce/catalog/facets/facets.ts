/**
 * Facet counting with sets of slots (slot-bits.ts). The usual rule: each filter's option
 * counts apply every other active filter but not its own, so a shopper sees what choosing an
 * option would give. Only stock counts: an article is listed when one of its sizes is in stock
 * (in the chosen shops, when shops are chosen) and, with sizes chosen, when one of the chosen
 * sizes is.
 *
 * Each filter becomes the set of slots passing it (active-filters.ts); the result is their
 * intersection with the stock rule; a filter's own facet is counted over the intersection of
 * all the others; the size and shop facets over the attribute filters' intersection, each
 * with the other's choice. Each pass counts only the facets it is for and walks its slots in
 * ascending order, so a broad filter (a price range over half the catalogue) costs one light
 * pass, not a full visit of each of its slots. See facets.test.ts for a brute-force
 * cross-check.
 */
import { type CatalogIndex, STOCK_CHUNK_BITS, STOCK_CHUNK_LOCAL } from '../index/catalog-index';
import { inStock } from '../index/stock-masks';
import {
  SWITCH_FLAGS_IN_ORDER,
  type AttributeFacet,
  type PassingFilter,
  passingSets,
  stockedCandidates,
} from './active-filters';
import { isEmptySelection, type Selection } from './selection';
import { intersection, nextSlot, slotWords } from './slot-bits';

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
    switches: new Int32Array(SWITCH_FLAGS_IN_ORDER.length),
    size: new Int32Array(index.sizes.codes.length),
    store: new Int32Array(index.shops.length),
    priceMin: Number.POSITIVE_INFINITY,
    priceMax: Number.NEGATIVE_INFINITY,
  };
}

/** Where counting happens: a section's in-stock slots, possibly narrowed by a search. */
export interface FacetScope {
  /** The slots, ascending. */
  slots: Int32Array;
  /** The same slots as a set (slot-bits.ts), those without stock left out. */
  bits: Uint32Array;
}

/** A scope over the given slots. */
export function facetScope(index: CatalogIndex, slots: Int32Array): FacetScope {
  const bits = new Uint32Array(slotWords(index.size));
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i];
    // An article without stock never counts: leaving it out here spares every pass the check.
    if (inStock(index, slot)) bits[slot >>> 5] |= 1 << (slot & 31);
  }
  return { slots, bits };
}

/**
 * Counts every facet over a scope. With `presence` (the scope's counts without a filter), a
 * facet that no other filter narrows is copied from it instead of counted again.
 */
export function computeFacets(
  index: CatalogIndex,
  scope: FacetScope,
  selection: Selection,
  presence?: FacetCounts,
): FacetCounts {
  const counts = emptyCounts(index);
  if (isEmptySelection(selection)) {
    countUnfiltered(index, counts, scope.bits);
    return counts;
  }
  const sets = passingSets(index, scope.bits, selection);
  const { candidates, attributes, withSize, inShops } = sets;
  const stocked = stockedCandidates(index, sets, selection);
  const passing = attributes.map((f) => f.passing);
  countResult(index, counts, intersection([stocked, ...passing]), attributes);

  for (const own of attributes) {
    // A switch's own facet is its flag among the others' results: exactly the result.
    if (own.facet === 'switch') counts.switches[own.switchAt] = counts.total;
    else if (presence && attributes.length === 1 && !withSize && !inShops)
      copyOwnFacet(own.facet, counts, presence);
    else countOwnFacet(index, counts, own.facet, intersection([stocked, ...others(attributes, own)]));
  }

  // Sizes: every filter but size, so the shop choice applies; shops: every filter but shop.
  const narrowed = passing.length > 0;
  const attributesPassed = narrowed ? intersection([candidates, ...passing]) : candidates;
  let sizeSlots: Uint32Array | null = inShops ? intersection([attributesPassed, inShops]) : attributesPassed;
  let shopSlots: Uint32Array | null = withSize
    ? intersection([attributesPassed, withSize])
    : attributesPassed;
  if (presence && !narrowed && !inShops) {
    counts.size.set(presence.size);
    sizeSlots = null;
  }
  if (presence && !narrowed && !withSize) {
    counts.store.set(presence.store);
    shopSlots = null;
  }
  countSizesAndShops(index, counts, sizeSlots, shopSlots, selection);
  return counts;
}

function others(filters: PassingFilter[], own: PassingFilter): Uint32Array[] {
  return filters.filter((f) => f !== own).map((f) => f.passing);
}

/** Bits of the facets an active filter owns (counted apart, over the others' slots). */
const OWNS = { category: 1, gender: 2, brand: 4, color: 8, season: 16, price: 32, switch: 0 } as const;

/** The result: its total, its slots, and every facet no active filter owns. */
function countResult(
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
function countUnfiltered(index: CatalogIndex, counts: FacetCounts, scope: Uint32Array): void {
  const effective = new Uint32Array(index.maskWords);
  for (let slot = nextSlot(scope, 0); slot >= 0; slot = nextSlot(scope, slot + 1)) {
    addResult(index, counts, slot, 0);
    addSizes(index, counts, slot, null, effective);
    addShops(index, counts, slot, null);
  }
}

function copyOwnFacet(facet: AttributeFacet, counts: FacetCounts, presence: FacetCounts): void {
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
function countOwnFacet(
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
function countSizesAndShops(
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
