/**
 * A stock-only change applied to a built index: the changed colours get new size masks (in
 * total and per shop), and the lists that depend on stock (posting lists of sizes and shops;
 * when a colour comes into or goes out of stock, its sections and every other posting list)
 * are patched. Everything else is shared with the previous index, which stays untouched:
 * requests still running on it keep a consistent view. Costs a copy of the stock arrays
 * (milliseconds at 100,000 products) instead of a rebuild (seconds).
 */
import type { SectionDef } from '../taxonomy/category-tree';
import type { ProductGender } from '../taxonomy/genders';
import { sectionMatches } from '../taxonomy/section-lookups';
import type { CatalogIndex, Postings, SectionEntry } from './catalog-index';
import { FLAG } from './flags';
import { lowerBound } from './sorted-slots';
import type { IndexStockRow } from './rows';
import { inStock, inStockSlots } from './stock-masks';

interface SlotStock {
  /** Shop slots, ascending. */
  shops: number[];
  /** maskWords words per shop, in the order of `shops`. */
  masks: Uint32Array;
  total: Uint32Array;
}

/** A sorted list with `slot` added or removed (a new array; the old one is left as it was). */
export function withSlot(list: Int32Array, slot: number, present: boolean): Int32Array {
  const low = lowerBound(list, slot);
  const there = low < list.length && list[low] === slot;
  if (there === present) return list;
  if (present) {
    const next = new Int32Array(list.length + 1);
    next.set(list.subarray(0, low));
    next[low] = slot;
    next.set(list.subarray(low), low + 1);
    return next;
  }
  const next = new Int32Array(list.length - 1);
  next.set(list.subarray(0, low));
  next.set(list.subarray(low + 1), low);
  return next;
}

/** The new stock of each changed slot; null when a size is not in the index's dictionary. */
function slotStocks(index: CatalogIndex, rows: readonly IndexStockRow[]): Map<number, SlotStock> | null {
  const words = index.maskWords;
  const changed = new Map<number, SlotStock>();
  for (const row of rows) {
    const slot = index.slotByColorId.get(row.colorId);
    // A colour the index does not know arrived with a catalogue change, which rebuilds anyway.
    if (slot === undefined) continue;
    const byShop = new Map<number, Uint32Array>();
    const total = new Uint32Array(words);
    for (let k = 0; k < row.shopIds.length; k += 1) {
      const shop = index.shopById.get(row.shopIds[k]);
      if (shop === undefined) continue;
      const bit = index.sizes.byCode.get(row.sizes[k]);
      if (bit === undefined) return null;
      let mask = byShop.get(shop);
      if (!mask) byShop.set(shop, (mask = new Uint32Array(words)));
      mask[bit >>> 5] |= 1 << (bit & 31);
      total[bit >>> 5] |= 1 << (bit & 31);
    }
    const shops = [...byShop.keys()].sort((a, b) => a - b);
    const masks = new Uint32Array(shops.length * words);
    shops.forEach((shop, k) => masks.set(byShop.get(shop)!, k * words));
    changed.set(slot, { shops, masks, total });
  }
  return changed;
}

/** The per-shop lists (CSR) with the changed slots' entries replaced. */
function spliceShops(index: CatalogIndex, changed: Map<number, SlotStock>) {
  const words = index.maskWords;
  const slots = [...changed.keys()].sort((a, b) => a - b);
  let total = index.shopStart[index.size];
  for (const slot of slots)
    total += changed.get(slot)!.shops.length - (index.shopStart[slot + 1] - index.shopStart[slot]);
  const shopStart = new Int32Array(index.size + 1);
  const shopOf = new Uint16Array(total);
  const shopMask = new Uint32Array(total * words);
  let out = 0;
  let next = 0;
  const copyUnchanged = (until: number) => {
    const from = index.shopStart[next];
    const to = index.shopStart[until];
    shopOf.set(index.shopOf.subarray(from, to), out);
    shopMask.set(index.shopMask.subarray(from * words, to * words), out * words);
    for (let s = next; s < until; s += 1) shopStart[s] = index.shopStart[s] - from + out;
    out += to - from;
  };
  for (const slot of slots) {
    copyUnchanged(slot);
    const { shops, masks } = changed.get(slot)!;
    shopStart[slot] = out;
    shopOf.set(shops, out);
    shopMask.set(masks, out * words);
    out += shops.length;
    next = slot + 1;
  }
  copyUnchanged(index.size);
  shopStart[index.size] = out;
  return { shopStart, shopOf, shopMask };
}

function shopsOf(index: CatalogIndex, slot: number): Set<number> {
  const shops = new Set<number>();
  for (let e = index.shopStart[slot]; e < index.shopStart[slot + 1]; e += 1) shops.add(index.shopOf[e]);
  return shops;
}

function hasBit(masks: Uint32Array, base: number, bit: number): boolean {
  return (masks[base + (bit >>> 5)] & (1 << (bit & 31))) !== 0;
}

/** The section lists with a slot that came into (or went out of) stock added (or removed). */
function patchSections(index: CatalogIndex, slot: number, present: boolean): Map<string, SectionEntry> {
  const product = {
    gender: index.genders.codes[index.gender[slot]] as ProductGender,
    groupCode: index.groups.codes[index.group[slot]],
    typeCode: index.types.codes[index.type[slot]],
    isNew: (index.flags[slot] & FLAG.isNew) !== 0,
    onSale: (index.flags[slot] & FLAG.onSale) !== 0,
  };
  const sections = new Map<string, SectionEntry>();
  for (const [path, entry] of index.sections) {
    const listed = sectionMatches(entry as unknown as SectionDef, product);
    sections.set(path, listed ? { ...entry, members: withSlot(entry.members, slot, present) } : entry);
  }
  return sections;
}

/** Posting lists that hold every in-stock slot under one key per slot (brand, colour …). */
const SINGLE_KEYS = ['brand', 'color', 'gender', 'group', 'type', 'season'] as const;

/**
 * The index with the stock of some colours replaced by `rows` (each colour's complete stock,
 * as loadColorStock reads it). Null when the change needs a full rebuild (a size the index
 * has no bit for).
 */
export function withStock(index: CatalogIndex, rows: readonly IndexStockRow[]): CatalogIndex | null {
  const changed = slotStocks(index, rows);
  if (!changed) return null;
  if (changed.size === 0) return index;
  const words = index.maskWords;
  const next: CatalogIndex = { ...index, ...spliceShops(index, changed), stockMask: index.stockMask.slice() };
  const postings: Postings = {
    ...index.postings,
    size: [...index.postings.size],
    store: [...index.postings.store],
    flag: new Map(index.postings.flag),
  };
  let membershipMoved = false;
  for (const [slot, stock] of changed) {
    const wasIn = inStock(index, slot);
    next.stockMask.set(stock.total, slot * words);
    const isIn = inStock(next, slot);
    // Size and shop postings list in-stock slots by what they hold.
    for (let bit = 0; bit < index.sizes.codes.length; bit += 1) {
      const had = wasIn && hasBit(index.stockMask, slot * words, bit);
      const has = isIn && hasBit(stock.total, 0, bit);
      if (had !== has) postings.size[bit] = withSlot(postings.size[bit], slot, has);
    }
    const before = shopsOf(index, slot);
    const after = new Set(stock.shops);
    for (const shop of new Set([...before, ...after])) {
      if (before.has(shop) !== after.has(shop))
        postings.store[shop] = withSlot(postings.store[shop], slot, after.has(shop));
    }
    if (wasIn === isIn) continue;
    membershipMoved = true;
    next.sections = patchSections(next, slot, isIn);
    for (const key of SINGLE_KEYS) {
      const lists = (postings[key] = [...postings[key]]);
      const value = index[key][slot];
      lists[value] = withSlot(lists[value], slot, isIn);
    }
    for (const [bit, list] of postings.flag) {
      if (index.flags[slot] & bit) postings.flag.set(bit, withSlot(list, slot, isIn));
    }
  }
  if (membershipMoved) {
    next.all = next.sections.get('')?.members ?? inStockSlots(next, () => true);
    postings.byPrice = index.orders.priceAsc.filter((slot) => inStock(next, slot));
    postings.byPricePrice = postings.byPrice.map((slot) => index.price[slot]);
  }
  next.postings = postings;
  return next;
}
