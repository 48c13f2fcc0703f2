/**
 * What content pages borrow from the catalogue, through the catalogue's own in-process
 * functions (never HTTP): lists of cards as a catalogue page would sort them, cards by
 * article code, a product's picture, the brands with the most articles.
 */
import { listBrands } from '../catalog/brands.server';
import { cardOf, firstImage } from '../catalog/cards';
import { catalogPage } from '../catalog/catalog.server';
import { catalogSnapshot } from '../catalog/index/catalog-snapshot.server';
import { catalogUrl, type CatalogFilterValue } from '../contract/catalog-filters';
import type { CatalogSort } from '../contract/catalog-request';
import type { HomeProductList } from '../contract/home';
import type { ImageSet, ProductCard } from '../contract/product';
import type { DbOrTx } from '../db/client.server';

interface ListQuery {
  /** The catalogue page: '/catalog/new/'. */
  path: string;
  sort: CatalogSort;
  filter?: CatalogFilterValue;
}

/** The catalogue pages behind the home page's lists. */
export const HOME_LIST_QUERIES: Record<HomeProductList, ListQuery> = {
  new: { path: '/catalog/new/', sort: 'new' },
  sale: { path: '/catalog/sale/', sort: 'popular' },
  bestsellers: { path: '/catalog/', sort: 'popular', filter: { bestseller: true } },
};

/** The storefront address of a list's whole catalogue page. */
export function listUrl(query: ListQuery): string {
  return catalogUrl(query.path, query.filter);
}

/** How far down a catalogue list the home page looks for models it has not shown yet. */
const MAX_LIST_PAGES = 5;

export interface ModelCards {
  cards: ProductCard[];
  /** The model (product) code of each card, in the same order. */
  models: string[];
}

/**
 * The first cards of a catalogue list in the order its default view for this city shows
 * them, one colour per model: a model's colours often stand side by side (they arrive and
 * sell together), and a row of one sneaker in six colours shows the shopper one thing.
 * Models in `skip` (shown higher up the page) are passed over as well.
 */
export async function topModelCards(
  db: DbOrTx,
  query: ListQuery,
  limit: number,
  cityId: number,
  skip: ReadonlySet<string> = new Set(),
): Promise<ModelCards> {
  const { index } = await catalogSnapshot(db);
  const result: ModelCards = { cards: [], models: [] };
  const taken = new Set(skip);
  for (let page = 1; page <= MAX_LIST_PAGES && result.cards.length < limit; page += 1) {
    const answer = await catalogPage(
      db,
      { path: query.path, filter: query.filter ?? {}, sort: query.sort, page },
      cityId,
    );
    for (const card of answer.catalogBody.products) {
      const slot = index.slotByCode.get(card.code);
      const model = slot === undefined ? card.code : index.productCode[index.product[slot]];
      if (taken.has(model)) continue;
      taken.add(model);
      result.cards.push(card);
      result.models.push(model);
      if (result.cards.length === limit) break;
    }
    if (page >= answer.catalogBody.pagination.totalPages) break;
  }
  return result;
}

/** Cards of the given article codes that the catalogue still has, in the given order. */
export async function cardsByCodes(db: DbOrTx, codes: readonly string[]): Promise<ProductCard[]> {
  const { index } = await catalogSnapshot(db);
  return codes.flatMap((code) => {
    const slot = index.slotByCode.get(code);
    return slot === undefined ? [] : [cardOf(index, slot)];
  });
}

/** The first picture of an article the catalogue has; null for an unknown code. */
export async function productImage(db: DbOrTx, code: string): Promise<ImageSet | null> {
  const { index } = await catalogSnapshot(db);
  const slot = index.slotByCode.get(code);
  return slot === undefined ? null : firstImage(index, slot);
}

/** The brands with the most articles in stock, biggest first (ties in A–Z order). */
export async function topBrands(db: DbOrTx, limit: number) {
  const { groups } = listBrands(await catalogSnapshot(db));
  return groups
    .flatMap((group) => group.brands)
    .map((brand, order) => ({ brand, order }))
    .sort((a, b) => b.brand.count - a.brand.count || a.order - b.order)
    .slice(0, limit)
    .map(({ brand }) => ({ code: brand.code, name: brand.name, url: brand.url }));
}
