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
 * with the other's choice; the passes that count are in counting-passes.ts. See
 * facets.test.ts for a brute-force cross-check.
 */
import type { CatalogIndex } from '../index/catalog-index';
import { inStock } from '../index/stock-masks';
import { type PassingFilter, passingSets, stockedCandidates } from './active-filters';
import {
  countOwnFacet,
  copyOwnFacet,
  countResult,
  countSizesAndShops,
  countUnfiltered,
  emptyCounts,
  type FacetCounts,
} from './counting-passes';
import { isEmptySelection, type Selection } from './selection';
import { intersection, slotWords } from './slot-bits';

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
