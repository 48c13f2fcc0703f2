import { cardOf } from '../catalog/cards';
import { catalogSnapshot } from '../catalog/index/catalog-snapshot.server';
import {
  FAVORITES_PAGE_SIZE,
  type FavoritesListResponse,
  type FavoritesMapResponse,
} from '../contract/favorites';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import {
  countFavorites,
  deleteFavorites,
  insertFavorites,
  selectExistingColorIds,
  selectFavoriteColorIds,
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

/** GET /api/favorites/list: one page of favourite cards, newest first. */
export async function favoritesPage(
  db: DbOrTx,
  userId: number,
  page: number,
): Promise<FavoritesListResponse> {
  const totalItems = await countFavorites(db, userId);
  const ids = await selectFavoriteColorIds(db, userId, {
    limit: FAVORITES_PAGE_SIZE,
    offset: (page - 1) * FAVORITES_PAGE_SIZE,
  });
  // The catalogue's own cards (pictures included). An article the index does not know yet
  // (created a moment ago, index rebuilding) is left out of this page rather than half drawn.
  const { index } = await catalogSnapshot(db);
  const cards = ids.flatMap((id) => {
    const slot = index.slotByColorId.get(id);
    return slot === undefined ? [] : [cardOf(index, slot)];
  });
  return {
    success: true,
    favorites: cards,
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
