/** The sizes in stock of each colour slot, as bit masks in total and per shop. */
import type { CatalogIndex } from './catalog-index';
import type { CatalogRows } from './rows';

/**
 * Turns each colour's (shop, size) pairs into the per-slot masks, entries sorted by shop.
 * Hot at 180,000 colours and 2 million pairs: lookups go through typed arrays, not maps.
 */
export function fillStock(index: CatalogIndex, stock: CatalogRows['stock']): void {
  const words = index.maskWords;
  const maxShopId = index.shops.reduce((max, s) => Math.max(max, s.id), 0);
  const shopSlotOfId = new Int32Array(maxShopId + 1).fill(-1);
  index.shops.forEach((shop, slot) => (shopSlotOfId[shop.id] = slot));
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
    index.shopStart[slot] = total;
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
  index.shopStart[index.size] = total;
  index.shopOf = new Uint16Array(total);
  index.shopMask = new Uint32Array(total * words);

  for (let slot = 0; slot < index.size; slot += 1) {
    const r = rowOfSlot[slot];
    if (r < 0) continue;
    const { start, shops } = entries[slot];
    shops.forEach((shop, k) => {
      index.shopOf[start + k] = shop;
      entryOfShop[shop] = start + k;
    });
    const row = stock[r];
    for (let k = 0; k < row.shopIds.length; k += 1) {
      const shop = shopSlot(row.shopIds[k]);
      const bit = index.sizes.byCode.get(row.sizes[k]);
      if (shop < 0 || bit === undefined) continue;
      const word = bit >>> 5;
      const mask = 1 << (bit & 31);
      index.shopMask[entryOfShop[shop] * words + word] |= mask;
      index.stockMask[slot * words + word] |= mask;
    }
    for (const shop of shops) entryOfShop[shop] = -1;
  }
}

/** True when the slot has any size in stock anywhere. */
export function inStock(index: CatalogIndex, slot: number): boolean {
  const base = slot * index.maskWords;
  for (let w = 0; w < index.maskWords; w += 1) if (index.stockMask[base + w] !== 0) return true;
  return false;
}

export function inStockSlots(index: CatalogIndex, matches: (slot: number) => boolean): Int32Array {
  const slots: number[] = [];
  for (let slot = 0; slot < index.size; slot += 1)
    if (inStock(index, slot) && matches(slot)) slots.push(slot);
  return Int32Array.from(slots);
}
