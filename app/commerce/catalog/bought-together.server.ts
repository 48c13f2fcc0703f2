/**
 * 'С этим покупают' on the product page: the colours shoppers bought in the same orders as
 * this one, most shared orders first, only those in stock. While a colour has too few such
 * partners (a new shop, a new article) the row is filled from the same type and brand, then
 * the same type, most popular first, so it is never a row of one card.
 */
import type { CatalogIndex } from './index/catalog-index';
import type { CatalogSnapshot } from './index/catalog-snapshot.server';
import { inStock } from './index/stock-masks';
import type { ProductCard } from '../contract/product';
import type { DbOrTx } from '../db/client.server';
import { cardOf } from './cards';
import { selectCoPurchasedColors } from './bought-together.queries.server';

/** One row of the product page (four cards across on a tablet and up). */
export const BOUGHT_TOGETHER_LIMIT = 4;
/** Partners read per colour: more than shown, as some are out of stock. */
const PARTNERS_READ = 40;
/** Colours remembered per snapshot before the memory starts over. */
const CACHE_MAX = 5_000;

/*
 * Partners per colour, kept per catalogue snapshot. Every order and cancellation moves the
 * stock log, so the snapshot (and with it this cache) is replaced: the counts follow orders
 * without a query per page view in between, and a catalogue version change starts afresh.
 */
const partnersBySnapshot = new WeakMap<CatalogSnapshot, Map<number, number[]>>();

async function coPurchasedIds(db: DbOrTx, snapshot: CatalogSnapshot, colorId: number): Promise<number[]> {
  let cache = partnersBySnapshot.get(snapshot);
  if (!cache || cache.size >= CACHE_MAX) partnersBySnapshot.set(snapshot, (cache = new Map()));
  let ids = cache.get(colorId);
  if (!ids) {
    ids = (await selectCoPurchasedColors(db, colorId, PARTNERS_READ)).map((row) => row.colorId);
    cache.set(colorId, ids);
  }
  return ids;
}

/** In-stock slots of other models, most popular first, that pass `matches`. */
function* popularOthers(index: CatalogIndex, self: number, matches: (slot: number) => boolean) {
  for (const slot of index.orders.popular) {
    if (index.product[slot] === index.product[self] || !inStock(index, slot)) continue;
    if (matches(slot)) yield slot;
  }
}

/**
 * Up to four cards for a colour: co-purchased first, then the fallbacks. `shownElsewhere`
 * (the 'Похожие' row) is left out of the fallbacks so a card does not appear twice.
 */
export async function boughtTogetherCards(
  db: DbOrTx,
  snapshot: CatalogSnapshot,
  colorId: number,
  shownElsewhere: ReadonlySet<number> = new Set(),
): Promise<ProductCard[]> {
  const { index } = snapshot;
  const self = index.slotByColorId.get(colorId);
  if (self === undefined) return [];
  const chosen: number[] = [];
  const taken = (slot: number) => chosen.includes(slot) || slot === self;
  for (const id of await coPurchasedIds(db, snapshot, colorId)) {
    if (chosen.length === BOUGHT_TOGETHER_LIMIT) break;
    const slot = index.slotByColorId.get(id);
    if (slot !== undefined && !taken(slot) && inStock(index, slot)) chosen.push(slot);
  }
  const fallbacks = [
    (slot: number) => index.type[slot] === index.type[self] && index.brand[slot] === index.brand[self],
    (slot: number) => index.type[slot] === index.type[self],
  ];
  for (const matches of fallbacks) {
    for (const slot of popularOthers(index, self, matches)) {
      if (chosen.length === BOUGHT_TOGETHER_LIMIT) break;
      if (!taken(slot) && !shownElsewhere.has(index.colorId[slot])) chosen.push(slot);
    }
  }
  return chosen.map((slot) => cardOf(index, slot));
}
