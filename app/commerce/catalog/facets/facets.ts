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
import type { CatalogIndex } from '../index/catalog-index';
import { FLAG } from '../index/flags';
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
    for (let k = 0; k < SWITCH_FAILS.length; k += 1) {
      const [flag, fail] = SWITCH_FAILS[k];
      if (s.switches & flag && !(flags & flag)) fails |= fail;
    }
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
    for (let k = 0; k < SWITCH_FAILS.length; k += 1) if (flags & SWITCH_FAILS[k][0]) counts.switches[k] += 1;
  }
}

/** Where counting happens: a section's in-stock slots, possibly narrowed by a search. */
export interface FacetScope {
  /** The slots, ascending. */
  slots: Int32Array;
  /** 1 for every slot of `slots`. */
  member: Uint8Array;
}

/** A scope over the given slots. */
export function facetScope(index: CatalogIndex, slots: Int32Array): FacetScope {
  const member = new Uint8Array(index.size);
  for (const slot of slots) member[slot] = 1;
  return { slots, member };
}

/** One active filter: the slots that may pass it (a superset), and which facet is its own. */
interface ActiveFilter {
  lists: Int32Array[];
  estimate: number;
  own: (counts: FacetCounts, presence: FacetCounts) => void;
}

function postingsOf(lists: Int32Array[], chosen: Uint8Array): Int32Array[] {
  return lists.filter((_, value) => chosen[value] === 1);
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

/** The active filters with their candidate slots, from the index's posting lists. */
function activeFilters(index: CatalogIndex, s: Selection): ActiveFilter[] {
  const p = index.postings;
  const active: ActiveFilter[] = [];
  const add = (lists: Int32Array[], own: ActiveFilter['own']) =>
    active.push({ lists, estimate: lists.reduce((n, list) => n + list.length, 0), own });
  if (s.category) {
    add([...postingsOf(p.group, s.category.groups), ...postingsOf(p.type, s.category.types)], (c, from) => {
      c.group.set(from.group);
      c.type.set(from.type);
    });
  }
  if (s.gender) add(postingsOf(p.gender, s.gender), (c, from) => c.gender.set(from.gender));
  if (s.brand) add(postingsOf(p.brand, s.brand), (c, from) => c.brand.set(from.brand));
  if (s.color) add(postingsOf(p.color, s.color), (c, from) => c.color.set(from.color));
  if (s.season) add(postingsOf(p.season, s.season), (c, from) => c.season.set(from.season));
  if (s.price) {
    const low = lowerBound(p.byPricePrice, s.price.from);
    const high = lowerBound(p.byPricePrice, s.price.to + 1);
    add([p.byPrice.subarray(low, Math.max(low, high))], (c, from) => {
      c.priceMin = from.priceMin;
      c.priceMax = from.priceMax;
    });
  }
  SWITCH_FAILS.forEach(([flag], k) => {
    if (s.switches & flag) add([p.flag.get(flag)!], (c, from) => (c.switches[k] = from.switches[k]));
  });
  if (s.size) {
    const bits = s.size;
    add(
      p.size.filter((_, bit) => (bits[bit >>> 5] & (1 << (bit & 31))) !== 0),
      (c, from) => c.size.set(from.size),
    );
  }
  if (s.store) add(postingsOf(p.store, s.store), (c, from) => c.store.set(from.store));
  return active;
}

/**
 * Counts every facet over a scope. A slot only ever counts when it passes all active
 * filters but at most one, so with filters active only some slots need a look:
 * - one filter: its own facet is the scope's unfiltered count (`presence`), and every other
 *   facet counts only slots that pass it — the filter's posting lists;
 * - two or more: a slot that counts passes at least one of any two filters, so the union
 *   of the two smallest filters' posting lists holds every slot that counts.
 * Without `presence` (or without filters) every slot of the scope is looked at.
 */
export function computeFacets(
  index: CatalogIndex,
  scope: FacetScope,
  selection: Selection,
  presence?: FacetCounts,
): FacetCounts {
  const counts = emptyCounts(index);
  const visit = slotVisitor(index, selection, counts);
  const active = presence ? activeFilters(index, selection) : [];

  if (active.length === 0) {
    for (let c = 0; c < scope.slots.length; c += 1) visit(scope.slots[c]);
  } else if (active.length === 1) {
    walk(active[0].lists, scope.member, visit, new Uint8Array(index.size));
    active[0].own(counts, presence!);
  } else {
    const [a, b] = [...active].sort((x, y) => x.estimate - y.estimate);
    const seen = new Uint8Array(index.size);
    walk(a.lists, scope.member, visit, seen);
    walk(b.lists, scope.member, visit, seen);
  }
  return counts;
}

/** Visits each in-scope slot of the lists once (`seen` marks the visited). */
function walk(
  lists: Int32Array[],
  member: Uint8Array,
  visit: (slot: number) => void,
  seen: Uint8Array,
): void {
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 1) {
      const slot = list[i];
      if (member[slot] === 0 || seen[slot] === 1) continue;
      seen[slot] = 1;
      visit(slot);
    }
  }
}

/** Counts one slot into `counts` by the rules at the top of this file. Hot: typed arrays only. */
function slotVisitor(index: CatalogIndex, selection: Selection, counts: FacetCounts): (slot: number) => void {
  const words = index.maskWords;
  const effective = new Uint32Array(words);
  const sizeMask = selection.size;
  const store = selection.store;
  const { stockMask, shopMask, shopOf, shopStart } = index;

  return (slot) => {
    const fails = failures(index, selection, slot);
    if ((fails & (fails - 1)) !== 0) return; // fails two or more: counts nowhere

    // Sizes in stock where the shopper looks: the chosen shops, or anywhere.
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
    let stocked = false;
    let sized = false;
    for (let w = 0; w < words; w += 1) {
      const bits = sizes[at + w];
      if (bits !== 0) stocked = true;
      if (sizeMask ? (bits & sizeMask[w]) !== 0 : bits !== 0) sized = true;
    }

    if (fails === 0) {
      // Size facet: every filter but size, so the sizes in stock where the shopper looks.
      if (stocked) {
        for (let w = 0; w < words; w += 1) {
          let bits = sizes[at + w];
          while (bits !== 0) {
            const low = bits & -bits;
            counts.size[w * 32 + (31 - Math.clz32(low))] += 1;
            bits ^= low;
          }
        }
      }
      // Shop facet: every filter but shop, so a shop counts when it holds a chosen size
      // (any size without a size filter: an entry exists only for a shop with stock).
      for (let e = first; e < last; e += 1) {
        let holds = sizeMask === null;
        for (let w = 0; !holds && w < words; w += 1) holds = (shopMask[e * words + w] & sizeMask![w]) !== 0;
        if (holds) counts.store[shopOf[e]] += 1;
      }
      if (sized) {
        counts.hits[slot] = 1;
        counts.total += 1;
        countAttributes(index, counts, slot, 0);
      }
    } else if (sized) {
      countAttributes(index, counts, slot, fails);
    }
  };
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
