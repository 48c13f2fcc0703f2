/**
 * A section's unfiltered counts (its presence) carried across a stock-only change: the changed
 * slots' part is taken out as the index before the change counted it and put back as the index
 * after counts it. Recounting a section from scratch after every order costs a pass over all its
 * articles (tens of milliseconds for the whole catalogue on a busy machine, for the first
 * shopper after each change); this costs a few operations per changed article.
 */
import { type CatalogIndex, STOCK_CHUNK_LOCAL } from '../index/catalog-index';
import { holds } from '../index/sorted-slots';
import { inStock, stockChunk } from '../index/stock-masks';
import { SWITCH_FLAGS_IN_ORDER } from './active-filters';
import type { FacetCounts } from './counting-passes';
import type { FacetScope } from './facets';
import { hasSlot, nextSlot } from './slot-bits';

export interface ScopeCounts {
  scope: FacetScope;
  presence: FacetCounts;
}

/** Adds (sign 1) or takes out (sign -1) one slot's part of unfiltered counts, as `index` has it. */
function addSlot(index: CatalogIndex, counts: FacetCounts, slot: number, sign: 1 | -1): void {
  counts.total += sign;
  counts.group[index.group[slot]] += sign;
  counts.type[index.type[slot]] += sign;
  counts.gender[index.gender[slot]] += sign;
  counts.brand[index.brand[slot]] += sign;
  counts.color[index.color[slot]] += sign;
  counts.season[index.season[slot]] += sign;
  const flags = index.flags[slot];
  SWITCH_FLAGS_IN_ORDER.forEach((flag, k) => {
    if (flags & flag) counts.switches[k] += sign;
  });
  const words = index.maskWords;
  const { total, start, shopOf } = stockChunk(index, slot);
  const local = slot & STOCK_CHUNK_LOCAL;
  for (let w = 0; w < words; w += 1) {
    let bits = total[local * words + w];
    while (bits !== 0) {
      const low = bits & -bits;
      counts.size[w * 32 + (31 - Math.clz32(low))] += sign;
      bits ^= low;
    }
  }
  for (let e = start[local]; e < start[local + 1]; e += 1) counts.store[shopOf[e]] += sign;
}

/**
 * The section's scope and presence after a stock change of `slots` (`before` → `after`, same
 * catalogue otherwise), from what they were; `members` is the section's list in `after`. The
 * inputs are left as they were: requests may still be reading them.
 */
export function patchPresence(
  before: CatalogIndex,
  after: CatalogIndex,
  { scope, presence }: ScopeCounts,
  members: Int32Array,
  slots: readonly number[],
): ScopeCounts {
  const counts: FacetCounts = {
    ...presence,
    group: presence.group.slice(),
    type: presence.type.slice(),
    gender: presence.gender.slice(),
    brand: presence.brand.slice(),
    color: presence.color.slice(),
    season: presence.season.slice(),
    switches: presence.switches.slice(),
    size: presence.size.slice(),
    store: presence.store.slice(),
  };
  let bits = scope.bits;
  let boundsLost = false;
  for (const slot of slots) {
    const was = hasSlot(scope.bits, slot);
    const is = inStock(after, slot) && holds(members, slot);
    if (was) addSlot(before, counts, slot, -1);
    if (is) addSlot(after, counts, slot, 1);
    if (was === is) continue;
    // Membership moved: the slot sets (shared with the previous copy until now) are copied once.
    if (bits === scope.bits) {
      bits = scope.bits.slice();
      counts.hits = presence.hits.slice();
    }
    const price = after.price[slot];
    if (is) {
      bits[slot >>> 5] |= 1 << (slot & 31);
      counts.hits[slot] = 1;
      counts.priceMin = Math.min(counts.priceMin, price);
      counts.priceMax = Math.max(counts.priceMax, price);
    } else {
      bits[slot >>> 5] &= ~(1 << (slot & 31));
      counts.hits[slot] = 0;
      // The cheapest or dearest article left: the bounds are found again below.
      if (price === counts.priceMin || price === counts.priceMax) boundsLost = true;
    }
  }
  if (boundsLost) {
    counts.priceMin = Number.POSITIVE_INFINITY;
    counts.priceMax = Number.NEGATIVE_INFINITY;
    for (let slot = nextSlot(bits, 0); slot >= 0; slot = nextSlot(bits, slot + 1)) {
      const price = after.price[slot];
      if (price < counts.priceMin) counts.priceMin = price;
      if (price > counts.priceMax) counts.priceMax = price;
    }
  }
  return { scope: { slots: members, bits }, presence: counts };
}
