import { typeByCode } from '../catalog/taxonomy';
import {
  FAVORITES_PAGE_SIZE,
  type FavoritesListResponse,
  type FavoritesMapResponse,
} from '../contract/favorites';
import type { ProductCard } from '../contract/product';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import {
  type FavoriteCardRow,
  countFavorites,
  deleteFavorites,
  insertFavorites,
  selectExistingColorIds,
  selectFavoriteCardRows,
  selectFavoriteEntries,
} from './favorites.queries.server';

export const FAVORITES_MESSAGES = { unknownProduct: 'Товар не найден' } as const;

/** GET /api/favorites: every favourite of the user, keyed by variant id. */
export async function favoritesMap(db: DbOrTx, userId: number): Promise<FavoritesMapResponse> {
  const entries = await selectFavoriteEntries(db, userId);
  const favorites: FavoritesMapResponse['favorites'] = {};
  for (const entry of entries) {
    favorites[entry.colorId] = {
      id: entry.colorId,
      code: entry.code,
      addedAt: entry.createdAt.toISOString(),
    };
  }
  return { success: true, favorites };
}

/**
 * A favourites card. Minimal on purpose until the catalogue exposes its own card mapping
 * (then this should call it, pictures included): no images yet.
 */
function toCard(row: FavoriteCardRow): ProductCard {
  return {
    id: row.id,
    code: row.code,
    url: `/product/${row.code}`,
    images: [],
    name: row.name,
    category: typeByCode(row.typeCode)?.name ?? '',
    brand: row.brand,
    color: row.colorName,
    price: { value: row.price, currency: 'RUB' },
    oldPrice: row.oldPrice === null ? null : { value: row.oldPrice, currency: 'RUB' },
    discount: row.discount,
    bonus: row.bonus,
    isNew: row.isNew,
  };
}

/** GET /api/favorites/list: one page of favourite cards, newest first. */
export async function favoritesPage(
  db: DbOrTx,
  userId: number,
  page: number,
): Promise<FavoritesListResponse> {
  const totalItems = await countFavorites(db, userId);
  const rows = await selectFavoriteCardRows(db, userId, {
    limit: FAVORITES_PAGE_SIZE,
    offset: (page - 1) * FAVORITES_PAGE_SIZE,
  });
  return {
    success: true,
    favorites: rows.map(toCard),
    totalItems,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / FAVORITES_PAGE_SIZE)),
  };
}

/**
 * POST /api/favorites/add: adds variants (again adding one is harmless). All or nothing: an
 * unknown id is a 404 and nothing is added, so a stale page learns its card is gone.
 */
export async function addFavorites(
  db: DbOrTx,
  userId: number,
  ids: readonly number[],
  now: Date,
): Promise<FavoritesMapResponse> {
  const wanted = [...new Set(ids)];
  const existing = await selectExistingColorIds(db, wanted);
  const unknown = wanted.filter((id) => !existing.has(id));
  if (unknown.length > 0) {
    throw new ApiError(404, FAVORITES_MESSAGES.unknownProduct, [
      { property: 'productVariants', message: `${FAVORITES_MESSAGES.unknownProduct}: ${unknown.join(', ')}` },
    ]);
  }
  await insertFavorites(db, userId, wanted, now);
  return favoritesMap(db, userId);
}

/** POST /api/favorites/remove: removes variants; ids that are not favourites are ignored. */
export async function removeFavorites(
  db: DbOrTx,
  userId: number,
  ids: readonly number[],
): Promise<FavoritesMapResponse> {
  await deleteFavorites(db, userId, [...new Set(ids)]);
  return favoritesMap(db, userId);
}
