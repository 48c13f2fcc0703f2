/**
 * 'С этим покупают' on the product page: the colours shoppers bought in the same orders as
 * this one, most shared orders first, only those in stock. While a colour has too few such
 * partners (a new shop, a new article) the row is filled from the same type and brand, then
 * the same type, most popular first, so it is never a row of one card.
 */
import { LRUCache } from 'lru-cache';
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
/** Colours remembered per catalogue build, the least recently viewed going first. */
const CACHE_MAX = 5_000;

/** Reads of the co-purchase counts so far: tests see whether a page view read them again. */
export const boughtTogetherCounters = { reads: 0 };

/*
 * Partners per colour, kept per catalogue build (its version; a new build starts afresh), not
 * per snapshot: every order, cancellation and stock import patches a new snapshot, and dropping
 * every colour's counts after each of them cost a query per product view on a busy day. The
 * counts hold ids only; which partners are in stock is read from the snapshot's index on every
 * view, so a partner that sold out drops out at once. A colour's own counts are read again only
 * once its stock moved after they were read: an order (or its cancellation) moves the stock of
 * every colour it holds, so new orders count on every instance, through the shared stock log.
 */
type PartnerCounts = LRUCache<number, { ids: number[]; patch: number }>;
const countsByBuild = new WeakMap<CatalogSnapshot['stockMovedAt'], PartnerCounts>();

async function coPurchasedIds(db: DbOrTx, snapshot: CatalogSnapshot, colorId: number): Promise<number[]> {
  let counts = countsByBuild.get(snapshot.stockMovedAt);
  if (!counts) countsByBuild.set(snapshot.stockMovedAt, (counts = new LRUCache({ max: CACHE_MAX })));
  const kept = counts.get(colorId);
  if (kept && kept.patch >= (snapshot.stockMovedAt.get(colorId) ?? 0)) return kept.ids;
  boughtTogetherCounters.reads += 1;
  const ids = (await selectCoPurchasedColors(db, colorId, PARTNERS_READ)).map((row) => row.colorId);
  counts.set(colorId, { ids, patch: snapshot.stockPatch });
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
