/** Posting lists: per option of each facet, the in-stock slots that have it. */
import { type CatalogIndex, type Postings, STOCK_CHUNK_LOCAL } from './catalog-index';
import { FLAG } from './flags';
import { hasSize, inStock, stockChunk } from './stock-masks';

export function emptyPostings(): Postings {
  return {
    brand: [],
    color: [],
    gender: [],
    group: [],
    type: [],
    season: [],
    size: [],
    store: [],
    flag: new Map(),
    byPrice: new Int32Array(0),
    byPricePrice: new Int32Array(0),
  };
}

/** Groups the in-stock slots by a key per slot (or several keys: `each` calls add per key). */
function groupSlots(
  index: CatalogIndex,
  buckets: number,
  each: (slot: number, add: (key: number) => void) => void,
) {
  const lists: number[][] = Array.from({ length: buckets }, () => []);
  for (const slot of index.all) each(slot, (key) => lists[key].push(slot));
  return lists.map((list) => Int32Array.from(list));
}

export function fillPostings(index: CatalogIndex): void {
  const single = (values: ArrayLike<number>, buckets: number) =>
    groupSlots(index, buckets, (slot, add) => add(values[slot]));
  const flag = new Map<number, Int32Array>();
  for (const bit of [FLAG.waterproof, FLAG.bestseller, FLAG.collab, FLAG.recycled]) {
    flag.set(
      bit,
      index.all.filter((slot) => (index.flags[slot] & bit) !== 0),
    );
  }
  const byPrice = index.orders.priceAsc.filter((slot) => inStock(index, slot));
  index.postings = {
    brand: single(index.brand, index.brands.codes.length),
    color: single(index.color, index.colors.codes.length),
    gender: single(index.gender, index.genders.codes.length),
    group: single(index.group, index.groups.codes.length),
    type: single(index.type, index.types.codes.length),
    season: single(index.season, index.seasons.codes.length),
    size: groupSlots(index, index.sizes.codes.length, (slot, add) => {
      for (let bit = 0; bit < index.sizes.codes.length; bit += 1) if (hasSize(index, slot, bit)) add(bit);
    }),
    store: groupSlots(index, index.shops.length, (slot, add) => {
      const { start, shopOf } = stockChunk(index, slot);
      const local = slot & STOCK_CHUNK_LOCAL;
      for (let e = start[local]; e < start[local + 1]; e += 1) add(shopOf[e]);
    }),
    flag,
    byPrice,
    byPricePrice: byPrice.map((slot) => index.price[slot]),
  };
}
