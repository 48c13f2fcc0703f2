/** The sizes in stock of each colour slot, as bit masks in total and per shop, in chunks of slots. */
import {
  type CatalogIndex,
  STOCK_CHUNK_BITS,
  STOCK_CHUNK_LOCAL,
  STOCK_CHUNK_SLOTS,
  type StockChunk,
} from './catalog-index';
import type { CatalogRows } from './rows';

/** shopSlotOfId's mark of a warehouse's id. */
const WAREHOUSE = -2;

/**
 * Turns each colour's (shop, size) pairs into the per-slot masks, entries sorted by shop.
 * Hot at 180,000 colours and 2 million pairs: lookups go through typed arrays, not maps.
 * Built whole, then cut into chunks (index.stock).
 */
export function fillStock(index: CatalogIndex, stock: CatalogRows['stock']): void {
  const flat = {
    stockMask: new Uint32Array(index.size * index.maskWords),
    shopStart: new Int32Array(index.size + 1),
    shopOf: new Uint16Array(0),
    shopMask: new Uint32Array(0),
  };
  const words = index.maskWords;
  const maxShopId = Math.max(
    index.shops.reduce((max, s) => Math.max(max, s.id), 0),
    ...index.warehouses,
  );
  // Shop id → shop slot; WAREHOUSE for a warehouse (in stock in total, no shop entry); -1: neither.
  const shopSlotOfId = new Int32Array(maxShopId + 1).fill(-1);
  index.shops.forEach((shop, slot) => (shopSlotOfId[shop.id] = slot));
  for (const id of index.warehouses) shopSlotOfId[id] = WAREHOUSE;
  const shopSlot = (id: number) => (id >= 0 && id <= maxShopId ? shopSlotOfId[id] : -1);

  // Per slot, which shops hold it (a bit per shop slot in a scratch row), counted first.
  const rowOfSlot = new Int32Array(index.size).fill(-1);
  stock.forEach((row, r) => {
    const slot = index.slotByColorId.get(row.colorId);
    if (slot !== undefined) rowOfSlot[slot] = r;
  });
  const entryOfShop = new Int32Array(index.shops.length).fill(-1);
  const held: number[] = [];
  const entries: { start: number; shops: number[] }[] = [];
  let total = 0;
  for (let slot = 0; slot < index.size; slot += 1) {
    flat.shopStart[slot] = total;
    const r = rowOfSlot[slot];
    if (r < 0) continue;
    held.length = 0;
    for (const id of stock[r].shopIds) {
      const shop = shopSlot(id);
      if (shop >= 0 && entryOfShop[shop] < 0) {
        entryOfShop[shop] = 0;
        held.push(shop);
      }
    }
    held.sort((a, b) => a - b);
    for (const shop of held) entryOfShop[shop] = -1;
    entries[slot] = { start: total, shops: held.slice() };
    total += held.length;
  }
  flat.shopStart[index.size] = total;
  flat.shopOf = new Uint16Array(total);
  flat.shopMask = new Uint32Array(total * words);

  for (let slot = 0; slot < index.size; slot += 1) {
    const r = rowOfSlot[slot];
    if (r < 0) continue;
    const { start, shops } = entries[slot];
    shops.forEach((shop, k) => {
      flat.shopOf[start + k] = shop;
      entryOfShop[shop] = start + k;
    });
    const row = stock[r];
    for (let k = 0; k < row.shopIds.length; k += 1) {
      const shop = shopSlot(row.shopIds[k]);
      const bit = index.sizes.byCode.get(row.sizes[k]);
      if ((shop < 0 && shop !== WAREHOUSE) || bit === undefined) continue;
      const word = bit >>> 5;
      const mask = 1 << (bit & 31);
      if (shop >= 0) flat.shopMask[entryOfShop[shop] * words + word] |= mask;
      flat.stockMask[slot * words + word] |= mask;
    }
    for (const shop of shops) entryOfShop[shop] = -1;
  }
  index.stock = chunked(index.size, words, flat);
}

/** Whole stock arrays (slot-indexed, as fillStock builds them) cut into chunks of their own. */
function chunked(
  size: number,
  words: number,
  flat: { stockMask: Uint32Array; shopStart: Int32Array; shopOf: Uint16Array; shopMask: Uint32Array },
): StockChunk[] {
  const chunks: StockChunk[] = [];
  for (let first = 0; first < size; first += STOCK_CHUNK_SLOTS) {
    const end = Math.min(size, first + STOCK_CHUNK_SLOTS);
    const from = flat.shopStart[first];
    const to = flat.shopStart[end];
    const start = new Int32Array(end - first + 1);
    for (let s = first; s <= end; s += 1) start[s - first] = flat.shopStart[s] - from;
    chunks.push({
      total: flat.stockMask.slice(first * words, end * words),
      start,
      shopOf: flat.shopOf.slice(from, to),
      shopMask: flat.shopMask.slice(from * words, to * words),
    });
  }
  return chunks;
}

/** The chunk holding a slot's stock (its place in it: slot & STOCK_CHUNK_LOCAL). */
export function stockChunk(index: CatalogIndex, slot: number): StockChunk {
  return index.stock[slot >>> STOCK_CHUNK_BITS];
}

/** True when the slot has any size in stock anywhere. */
export function inStock(index: CatalogIndex, slot: number): boolean {
  const { total } = index.stock[slot >>> STOCK_CHUNK_BITS];
  const base = (slot & STOCK_CHUNK_LOCAL) * index.maskWords;
  for (let w = 0; w < index.maskWords; w += 1) if (total[base + w] !== 0) return true;
  return false;
}

/** True when the slot has the size of bit `bit` in stock anywhere. */
export function hasSize(index: CatalogIndex, slot: number, bit: number): boolean {
  const { total } = index.stock[slot >>> STOCK_CHUNK_BITS];
  return (total[(slot & STOCK_CHUNK_LOCAL) * index.maskWords + (bit >>> 5)] & (1 << (bit & 31))) !== 0;
}

export function inStockSlots(index: CatalogIndex, matches: (slot: number) => boolean): Int32Array {
  const slots: number[] = [];
  for (let slot = 0; slot < index.size; slot += 1)
    if (inStock(index, slot) && matches(slot)) slots.push(slot);
  return Int32Array.from(slots);
}
