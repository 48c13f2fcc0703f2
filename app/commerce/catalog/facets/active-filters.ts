/**
 * A selection's active filters as sets of the slots passing them (slot-bits.ts), built only
 * where counting can need them: a slot counts in some facet only when it fails at most one
 * filter, so it passes at least one of any two. The two filters with the shortest posting
 * lists give their sets from those lists, their union within the scope holds every slot that
 * can count (the candidates), and every other filter is tested on the candidates only, not
 * walked along its own list (a broad price range or a gender lists most of the catalogue).
 */
import { type CatalogIndex, STOCK_CHUNK_BITS, STOCK_CHUNK_LOCAL } from '../index/catalog-index';
import { FLAG } from '../index/flags';
import { lowerBound } from '../index/sorted-slots';
import type { Selection } from './selection';
import { bitsOfLists, intersection, nextSlot } from './slot-bits';

/** The switches in SWITCH_CODES order (FacetCounts.switches). */
export const SWITCH_FLAGS_IN_ORDER = [FLAG.waterproof, FLAG.bestseller, FLAG.collab, FLAG.recycled] as const;

/** The facets a filter narrows all others by but not itself. */
export type AttributeFacet = 'category' | 'gender' | 'brand' | 'color' | 'season' | 'price' | 'switch';
type FilterFacet = AttributeFacet | 'size' | 'store';

interface ActiveFilter {
  facet: FilterFacet;
  /** For a switch: its place in SWITCH_FLAGS_IN_ORDER. */
  switchAt: number;
  /** Every in-stock slot passing the filter is on one of these lists. */
  lists: ArrayLike<number>[];
  /** How many entries the lists hold. */
  length: number;
  passes: (slot: number) => boolean;
}

/** An active attribute filter with the candidates passing it. */
export interface PassingFilter {
  facet: AttributeFacet;
  switchAt: number;
  passing: Uint32Array;
}

export interface PassingSets {
  /** The scope's slots that can count anywhere (the whole scope with fewer than two filters). */
  candidates: Uint32Array;
  /** The attribute filters (not size, not shop). */
  attributes: PassingFilter[];
  /** Candidates with a chosen size in stock somewhere; null without a size choice. */
  withSize: Uint32Array | null;
  /** Candidates with stock in a chosen shop; null without a shop choice. */
  inShops: Uint32Array | null;
}

function chosenLists(lists: Int32Array[], chosen: Uint8Array): Int32Array[] {
  return lists.filter((_, value) => chosen[value] === 1);
}

function activeFilters(index: CatalogIndex, s: Selection): ActiveFilter[] {
  const p = index.postings;
  const filters: ActiveFilter[] = [];
  const add = (
    facet: FilterFacet,
    lists: ArrayLike<number>[],
    passes: ActiveFilter['passes'],
    switchAt = -1,
  ) =>
    filters.push({ facet, switchAt, lists, passes, length: lists.reduce((n, list) => n + list.length, 0) });
  const byValue = (facet: 'gender' | 'brand' | 'color' | 'season', chosen: Uint8Array | null) => {
    const values = index[facet];
    if (chosen) add(facet, chosenLists(p[facet], chosen), (slot) => chosen[values[slot]] === 1);
  };

  const { category, price, size: sizeMask, store } = s;
  if (category) {
    add(
      'category',
      [...chosenLists(p.group, category.groups), ...chosenLists(p.type, category.types)],
      (slot) => category.groups[index.group[slot]] === 1 || category.types[index.type[slot]] === 1,
    );
  }
  byValue('gender', s.gender);
  byValue('brand', s.brand);
  byValue('color', s.color);
  byValue('season', s.season);
  if (price) {
    const low = lowerBound(p.byPricePrice, price.from);
    const high = lowerBound(p.byPricePrice, price.to + 1);
    add('price', [p.byPrice.subarray(low, Math.max(low, high))], (slot) => {
      const at = index.price[slot];
      return at >= price.from && at <= price.to;
    });
  }
  SWITCH_FLAGS_IN_ORDER.forEach((flag, k) => {
    if (s.switches & flag) add('switch', [p.flag.get(flag)!], (slot) => (index.flags[slot] & flag) !== 0, k);
  });
  const { stock, maskWords } = index;
  if (sizeMask) {
    const chosen = p.size.filter((_, bit) => ((sizeMask[bit >>> 5] >>> (bit & 31)) & 1) === 1);
    add('size', chosen, (slot) => {
      const { total } = stock[slot >>> STOCK_CHUNK_BITS];
      const at = (slot & STOCK_CHUNK_LOCAL) * maskWords;
      for (let w = 0; w < maskWords; w += 1) if ((total[at + w] & sizeMask[w]) !== 0) return true;
      return false;
    });
  }
  if (store) {
    add('store', chosenLists(p.store, store), (slot) => {
      const { start, shopOf } = stock[slot >>> STOCK_CHUNK_BITS];
      const local = slot & STOCK_CHUNK_LOCAL;
      for (let e = start[local]; e < start[local + 1]; e += 1) if (store[shopOf[e]] === 1) return true;
      return false;
    });
  }
  return filters;
}

/** The selection's filters as sets over the slots of `scope` (in-stock slots) that can count. */
export function passingSets(index: CatalogIndex, scope: Uint32Array, s: Selection): PassingSets {
  const byLength = activeFilters(index, s).sort((a, b) => a.length - b.length);
  const listed = byLength.slice(0, 2).map((f) => ({ ...f, passing: bitsOfLists(index.size, f.lists) }));
  let candidates = scope;
  const failedOnce = new Uint32Array(scope.length);
  if (listed.length === 2) {
    const [a, b] = [listed[0].passing, listed[1].passing];
    candidates = new Uint32Array(scope.length);
    for (let w = 0; w < candidates.length; w += 1) {
      candidates[w] = (a[w] | b[w]) & scope[w];
      failedOnce[w] = candidates[w] & ~(a[w] & b[w]);
    }
  }
  // Most selective first: a candidate that fails a second filter leaves the candidates, so
  // the later tests see fewer.
  const tested = byLength.slice(2).map((f) => {
    const passing = new Uint32Array(candidates.length);
    for (let slot = nextSlot(candidates, 0); slot >= 0; slot = nextSlot(candidates, slot + 1)) {
      const word = slot >>> 5;
      const bit = 1 << (slot & 31);
      if (f.passes(slot)) passing[word] |= bit;
      else if (failedOnce[word] & bit) candidates[word] &= ~bit;
      else failedOnce[word] |= bit;
    }
    return { ...f, passing };
  });
  const all = [...listed, ...tested];
  const attributes: PassingFilter[] = [];
  for (const { facet, switchAt, passing } of all) {
    if (facet !== 'size' && facet !== 'store') attributes.push({ facet, switchAt, passing });
  }
  return {
    candidates,
    attributes,
    withSize: all.find((f) => f.facet === 'size')?.passing ?? null,
    inShops: all.find((f) => f.facet === 'store')?.passing ?? null,
  };
}

/**
 * The candidates passing the stock rule: a chosen size in stock in a chosen shop (any size,
 * any shop for what is not chosen). With both chosen, a chosen size somewhere and stock in a
 * chosen shop is not yet a chosen size in a chosen shop: each such slot's shops are checked.
 */
export function stockedCandidates(index: CatalogIndex, sets: PassingSets, s: Selection): Uint32Array {
  const { candidates, withSize, inShops } = sets;
  const stocked = intersection([candidates, ...(withSize ? [withSize] : []), ...(inShops ? [inShops] : [])]);
  const { size: sizeMask, store } = s;
  if (!sizeMask || !store) return stocked;
  const { maskWords } = index;
  const all = stocked.slice();
  outer: for (let slot = nextSlot(all, 0); slot >= 0; slot = nextSlot(all, slot + 1)) {
    const { start, shopOf, shopMask } = index.stock[slot >>> STOCK_CHUNK_BITS];
    const local = slot & STOCK_CHUNK_LOCAL;
    for (let e = start[local]; e < start[local + 1]; e += 1) {
      if (store[shopOf[e]] === 0) continue;
      for (let w = 0; w < maskWords; w += 1)
        if ((shopMask[e * maskWords + w] & sizeMask[w]) !== 0) continue outer;
    }
    stocked[slot >>> 5] &= ~(1 << (slot & 31));
  }
  return stocked;
}
