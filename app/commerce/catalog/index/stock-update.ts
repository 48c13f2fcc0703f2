/**
 * A stock-only change applied to a built index: the changed colours get new size masks (in
 * total and per shop), and the lists that depend on stock (posting lists of sizes and shops;
 * when a colour comes into or goes out of stock, its sections and every other posting list)
 * are patched. Everything else is shared with the previous index, which stays untouched:
 * requests still running on it keep a consistent view. Costs a copy of the stock chunks the
 * changed colours sit in (about 100 kB each) instead of a rebuild (seconds).
 */
import type { SectionDef } from '../taxonomy/category-tree';
import type { ProductGender } from '../taxonomy/genders';
import { sectionMatches } from '../taxonomy/section-lookups';
import {
  type CatalogIndex,
  type Postings,
  type SectionEntry,
  STOCK_CHUNK_BITS,
  STOCK_CHUNK_LOCAL,
  type StockChunk,
} from './catalog-index';
import { FLAG } from './flags';
import { lowerBound } from './sorted-slots';
import type { IndexStockRow } from './rows';
import { hasSize, inStock, inStockSlots, stockChunk } from './stock-masks';

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
      // A warehouse's stock sells online (total) but is no shop's (see CatalogIndex.warehouses).
      const warehouse = shop === undefined && index.warehouses.has(row.shopIds[k]);
      if (shop === undefined && !warehouse) continue;
      const bit = index.sizes.byCode.get(row.sizes[k]);
      if (bit === undefined) return null;
      total[bit >>> 5] |= 1 << (bit & 31);
      if (shop === undefined) continue;
      let mask = byShop.get(shop);
      if (!mask) byShop.set(shop, (mask = new Uint32Array(words)));
      mask[bit >>> 5] |= 1 << (bit & 31);
    }
    const shops = [...byShop.keys()].sort((a, b) => a - b);
    const masks = new Uint32Array(shops.length * words);
    shops.forEach((shop, k) => masks.set(byShop.get(shop)!, k * words));
    changed.set(slot, { shops, masks, total });
  }
  return changed;
}

/**
 * A chunk with some of its slots' stock replaced (`changed`, keyed by the slot's place in the
 * chunk): a new chunk, the old one left as it was.
 */
function spliceChunk(chunk: StockChunk, words: number, changed: Map<number, SlotStock>): StockChunk {
  const locals = [...changed.keys()].sort((a, b) => a - b);
  const slots = chunk.start.length - 1;
  let entries = chunk.start[slots];
  for (const local of locals)
    entries += changed.get(local)!.shops.length - (chunk.start[local + 1] - chunk.start[local]);
  const next: StockChunk = {
    total: chunk.total.slice(),
    start: new Int32Array(slots + 1),
    shopOf: new Uint16Array(entries),
    shopMask: new Uint32Array(entries * words),
  };
  let out = 0;
  let copied = 0;
  const copyUnchanged = (until: number) => {
    const from = chunk.start[copied];
    const to = chunk.start[until];
    next.shopOf.set(chunk.shopOf.subarray(from, to), out);
    next.shopMask.set(chunk.shopMask.subarray(from * words, to * words), out * words);
    for (let s = copied; s < until; s += 1) next.start[s] = chunk.start[s] - from + out;
    out += to - from;
  };
  for (const local of locals) {
    copyUnchanged(local);
    const { shops, masks, total } = changed.get(local)!;
    next.start[local] = out;
    next.shopOf.set(shops, out);
    next.shopMask.set(masks, out * words);
    next.total.set(total, local * words);
    out += shops.length;
    copied = local + 1;
  }
  copyUnchanged(slots);
  next.start[slots] = out;
  return next;
}

/** The index's stock chunks with the changed slots' stock replaced; untouched chunks are shared. */
function withChangedChunks(index: CatalogIndex, changed: Map<number, SlotStock>): StockChunk[] {
  const byChunk = new Map<number, Map<number, SlotStock>>();
  for (const [slot, stock] of changed) {
    const chunk = slot >>> STOCK_CHUNK_BITS;
    let locals = byChunk.get(chunk);
    if (!locals) byChunk.set(chunk, (locals = new Map()));
    locals.set(slot & STOCK_CHUNK_LOCAL, stock);
  }
  const chunks = index.stock.slice();
  for (const [chunk, locals] of byChunk)
    chunks[chunk] = spliceChunk(index.stock[chunk], index.maskWords, locals);
  return chunks;
}

function shopsOf(index: CatalogIndex, slot: number): Set<number> {
  const shops = new Set<number>();
  const { start, shopOf } = stockChunk(index, slot);
  const local = slot & STOCK_CHUNK_LOCAL;
  for (let e = start[local]; e < start[local + 1]; e += 1) shops.add(shopOf[e]);
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
  const next: CatalogIndex = { ...index, stock: withChangedChunks(index, changed) };
  const postings: Postings = {
    ...index.postings,
    size: [...index.postings.size],
    store: [...index.postings.store],
    flag: new Map(index.postings.flag),
  };
  let membershipMoved = false;
  for (const [slot, stock] of changed) {
    const wasIn = inStock(index, slot);
    const isIn = inStock(next, slot);
    // Size and shop postings list in-stock slots by what they hold.
    for (let bit = 0; bit < index.sizes.codes.length; bit += 1) {
      const had = wasIn && hasSize(index, slot, bit);
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
