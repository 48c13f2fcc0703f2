import {
  FAVORITES_PER_CALL,
  type FavoritesListResponse,
  FavoritesListResponseSchema,
  FavoritesMapResponseSchema,
} from '~/commerce/contract/favorites';
import { apiCall, type ApiSession } from './api-client.server';

/** Ids (colour articles) of the signed-in shopper's favourites (GET /api/favorites). */
export async function getFavoriteIds(session: ApiSession): Promise<number[]> {
  const answer = await apiCall({ path: '/api/favorites', schema: FavoritesMapResponseSchema, session });
  return idsOf(answer.favorites);
}

/** One page of favourite cards with the totals (GET /api/favorites/list?page=). */
export async function getFavoritesPage(session: ApiSession, page: number): Promise<FavoritesListResponse> {
  return apiCall({
    path: '/api/favorites/list',
    query: { page },
    schema: FavoritesListResponseSchema,
    session,
  });
}

/** Adds or removes favourites (POST /api/favorites/add or /remove); answers the ids left. */
export async function changeFavorites(
  session: ApiSession,
  change: 'add' | 'remove',
  ids: number[],
): Promise<number[]> {
  let left: number[] = [];
  // The API takes a bounded list per call; clearing a long wishlist takes several.
  for (let start = 0; start < ids.length; start += FAVORITES_PER_CALL) {
    const answer = await apiCall({
      method: 'POST',
      path: `/api/favorites/${change}`,
      body: { productVariants: ids.slice(start, start + FAVORITES_PER_CALL).map((id) => ({ id })) },
      schema: FavoritesMapResponseSchema,
      session,
    });
    left = idsOf(answer.favorites);
  }
  return left;
}

function idsOf(favorites: Record<string, { id: number }>): number[] {
  return Object.values(favorites).map((entry) => entry.id);
}
