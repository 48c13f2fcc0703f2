/**
 * Facet counting over a section's articles with sets of slots (slot-bits.ts). The usual rule:
 * each filter's option counts apply every other active filter but not its own, so a shopper
 * sees what choosing an option would give. Only stock counts: an article is listed when one
 * of its sizes is in stock (in the chosen shops, when shops are chosen) and, with sizes
 * chosen, when one of the chosen sizes is.
 *
 * So each attribute filter (category, gender, brand, colour, season, price, each switch)
 * becomes the set of slots passing it, from the index's posting lists, and the stock rule a
 * set of its own. The result is the intersection of all of them with the scope; a filter's
 * own facet is counted over the intersection of all the others; the size and shop facets
 * over the scope and the attribute filters (each applies the other's choice per shop entry).
 * Each pass counts only the facets it is for, so a broad filter (a price range over half the
 * catalogue) costs one light pass over its complement's candidates instead of a full visit
 * per slot. See facets.test.ts for a brute-force cross-check.
 */
import type { CatalogIndex } from '../index/catalog-index';
import { FLAG } from '../index/flags';
import type { Selection } from './selection';
import { bitsOfLists, intersection, slotWords } from './slot-bits';

const SWITCH_FLAGS_IN_ORDER = [FLAG.waterproof, FLAG.bestseller, FLAG.collab, FLAG.recycled] as const;

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
  /** The same slots as a set (slot-bits.ts), out-of-stock ones left out. */
  bits: Uint32Array;
}

/** A scope over the given slots. */
export function facetScope(index: CatalogIndex, slots: Int32Array): FacetScope {
  const bits = new Uint32Array(slotWords(index.size));
  const { stockMask, maskWords } = index;
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i];
    // An article without stock never counts: leaving it out here spares every pass the check.
    let stocked = false;
    for (let w = 0; w < maskWords && !stocked; w += 1) stocked = stockMask[slot * maskWords + w] !== 0;
    if (stocked) bits[slot >>> 5] |= 1 << (slot & 31);
  }
  return { slots, bits };
}

/** Calls `visit` for every slot of the set, ascending. */
function eachSlot(bits: Uint32Array, visit: (slot: number) => void): void {
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) | (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

/** The cheapest slot at or above `price` in a price-ordered list. */
function lowerBound(prices: Int32Array, price: number): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prices[middle] < price) low = middle + 1;
    else high = middle;
  }
  return low;
}

type OwnFacet = 'category' | 'gender' | 'brand' | 'color' | 'season' | 'price' | 'switch';

/** One active attribute filter: the slots passing it, and which facet is its own. */
interface AttributeFilter {
  facet: OwnFacet;
  /** For a switch: its place in SWITCH_FLAGS_IN_ORDER. */
  switchAt: number;
  passing: Uint32Array;
}

function chosenLists(lists: Int32Array[], chosen: Uint8Array): Int32Array[] {
  return lists.filter((_, value) => chosen[value] === 1);
}

/** The active attribute filters (not size, not shop), each as the set of slots passing it. */
function attributeFilters(index: CatalogIndex, s: Selection): AttributeFilter[] {
  const p = index.postings;
  const filters: AttributeFilter[] = [];
  const add = (facet: OwnFacet, lists: ArrayLike<number>[], switchAt = -1) =>
    filters.push({ facet, switchAt, passing: bitsOfLists(index.size, lists) });
  if (s.category) {
    add('category', [...chosenLists(p.group, s.category.groups), ...chosenLists(p.type, s.category.types)]);
  }
  if (s.gender) add('gender', chosenLists(p.gender, s.gender));
  if (s.brand) add('brand', chosenLists(p.brand, s.brand));
  if (s.color) add('color', chosenLists(p.color, s.color));
  if (s.season) add('season', chosenLists(p.season, s.season));
  if (s.price) {
    const low = lowerBound(p.byPricePrice, s.price.from);
    const high = lowerBound(p.byPricePrice, s.price.to + 1);
    add('price', [p.byPrice.subarray(low, Math.max(low, high))]);
  }
  SWITCH_FLAGS_IN_ORDER.forEach((flag, k) => {
    if (s.switches & flag) add('switch', [p.flag.get(flag)!], k);
  });
  return filters;
}

/**
 * The scope's slots that pass the stock rule: a chosen size in stock in a chosen shop (any
 * size, any shop for what is not chosen). The scope holds in-stock slots only, so without a
 * size or shop choice that is the scope itself.
 */
function stockedInScope(index: CatalogIndex, scope: FacetScope, s: Selection): Uint32Array {
  const p = index.postings;
  const sets = [scope.bits];
  const sizeBits: number[] = [];
  if (s.size) {
    for (let bit = 0; bit < p.size.length; bit += 1)
      if ((s.size[bit >>> 5] >>> (bit & 31)) & 1) sizeBits.push(bit);
    sets.push(
      bitsOfLists(
        index.size,
        sizeBits.map((bit) => p.size[bit]),
      ),
    );
  }
  if (s.store) sets.push(bitsOfLists(index.size, chosenLists(p.store, s.store)));
  const stocked = intersection(sets);
  if (!s.size || !s.store) return stocked;
  // Both chosen: a chosen size somewhere and stock in a chosen shop is not yet a chosen size
  // in a chosen shop.
  const { shopStart, shopOf, shopMask, maskWords } = index;
  const sizeMask = s.size;
  const store = s.store;
  eachSlot(stocked.slice(), (slot) => {
    for (let e = shopStart[slot]; e < shopStart[slot + 1]; e += 1) {
      if (store[shopOf[e]] === 0) continue;
      for (let w = 0; w < maskWords; w += 1) if ((shopMask[e * maskWords + w] & sizeMask[w]) !== 0) return;
    }
    stocked[slot >>> 5] &= ~(1 << (slot & 31));
  });
  return stocked;
}

/**
 * Counts every facet over a scope. With `presence` (the scope's counts without a filter), a
 * facet no other filter narrows is taken from it instead of counted again.
 */
export function computeFacets(
  index: CatalogIndex,
  scope: FacetScope,
  selection: Selection,
  presence?: FacetCounts,
): FacetCounts {
  const counts = emptyCounts(index);
  const filters = attributeFilters(index, selection);
  const stocked = stockedInScope(index, scope, selection);
  const result = intersection([stocked, ...filters.map((f) => f.passing)]);
  countResult(index, counts, result, filters);

  for (const own of filters) {
    // A switch's own facet is its flag among the others' results: exactly the result.
    if (own.facet === 'switch') {
      counts.switches[own.switchAt] = counts.total;
      continue;
    }
    const alone = filters.length === 1 && !selection.size && !selection.store;
    if (presence && alone) copyOwnFacet(own.facet, counts, presence);
    else countOwnFacet(index, counts, own.facet, intersection([stocked, ...others(filters, own)]));
  }

  const attributesOnly = filters.length === 0;
  if (presence && attributesOnly && !selection.store && !selection.size) {
    counts.size.set(presence.size);
    counts.store.set(presence.store);
  } else {
    const passing = intersection([scope.bits, ...filters.map((f) => f.passing)]);
    countSizesAndShops(index, counts, passing, selection);
  }
  return counts;
}

function others(filters: AttributeFilter[], own: AttributeFilter): Uint32Array[] {
  return filters.filter((f) => f !== own).map((f) => f.passing);
}

/** The result: its total, its slots, and every facet no active filter owns. */
function countResult(
  index: CatalogIndex,
  counts: FacetCounts,
  result: Uint32Array,
  filters: AttributeFilter[],
) {
  const owned = new Set(filters.map((f) => f.facet));
  const category = !owned.has('category');
  const gender = !owned.has('gender');
  const brand = !owned.has('brand');
  const color = !owned.has('color');
  const season = !owned.has('season');
  const price = !owned.has('price');
  const { hits } = counts;
  eachSlot(result, (slot) => {
    hits[slot] = 1;
    counts.total += 1;
    if (category) {
      counts.group[index.group[slot]] += 1;
      counts.type[index.type[slot]] += 1;
    }
    if (gender) counts.gender[index.gender[slot]] += 1;
    if (brand) counts.brand[index.brand[slot]] += 1;
    if (color) counts.color[index.color[slot]] += 1;
    if (season) counts.season[index.season[slot]] += 1;
    if (price) {
      const at = index.price[slot];
      if (at < counts.priceMin) counts.priceMin = at;
      if (at > counts.priceMax) counts.priceMax = at;
    }
    const flags = index.flags[slot];
    for (let k = 0; k < SWITCH_FLAGS_IN_ORDER.length; k += 1)
      if (flags & SWITCH_FLAGS_IN_ORDER[k]) counts.switches[k] += 1;
  });
}

function copyOwnFacet(facet: OwnFacet, counts: FacetCounts, presence: FacetCounts): void {
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
function countOwnFacet(index: CatalogIndex, counts: FacetCounts, facet: OwnFacet, slots: Uint32Array): void {
  if (facet === 'category') {
    eachSlot(slots, (slot) => {
      counts.group[index.group[slot]] += 1;
      counts.type[index.type[slot]] += 1;
    });
  } else if (facet === 'price') {
    eachSlot(slots, (slot) => {
      const at = index.price[slot];
      if (at < counts.priceMin) counts.priceMin = at;
      if (at > counts.priceMax) counts.priceMax = at;
    });
  } else if (facet !== 'switch') {
    const values = index[facet];
    const tally = counts[facet];
    eachSlot(slots, (slot) => {
      tally[values[slot]] += 1;
    });
  }
}

/**
 * The size facet (every filter but size: the sizes in stock in the chosen shops) and the shop
 * facet (every filter but shop: the shops holding a chosen size, any size when none is chosen)
 * over the slots passing every attribute filter.
 */
function countSizesAndShops(
  index: CatalogIndex,
  counts: FacetCounts,
  slots: Uint32Array,
  s: Selection,
): void {
  const words = index.maskWords;
  const { stockMask, shopMask, shopOf, shopStart } = index;
  const effective = new Uint32Array(words);
  const sizeMask = s.size;
  const store = s.store;
  eachSlot(slots, (slot) => {
    const first = shopStart[slot];
    const last = shopStart[slot + 1];
    let sizes = stockMask;
    let at = slot * words;
    if (store) {
      effective.fill(0);
      for (let e = first; e < last; e += 1) {
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
    // An entry exists only for a shop with stock, so without a size choice each one counts.
    for (let e = first; e < last; e += 1) {
      let holds = sizeMask === null;
      for (let w = 0; !holds && w < words; w += 1) holds = (shopMask[e * words + w] & sizeMask![w]) !== 0;
      if (holds) counts.store[shopOf[e]] += 1;
    }
  });
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
