import { cardOf } from '../catalog/cards';
import { catalogSnapshot } from '../catalog/index/catalog-snapshot.server';
import {
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedRequest,
  type RecentlyViewedResponse,
} from '../contract/recently-viewed';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import {
  colorExists,
  colorIdByCode,
  moveGuestViews,
  selectViewedColorIds,
  trimViews,
  upsertView,
  type ViewerOwner,
} from './recently-viewed.queries.server';

export type { ViewerOwner } from './recently-viewed.queries.server';

/** The owner's last colours as catalogue cards, newest first. */
export async function recentlyViewedCards(db: Db, owner: ViewerOwner): Promise<RecentlyViewedResponse> {
  return cardsOf(db, await selectViewedColorIds(db, owner, RECENTLY_VIEWED_MAX));
}

/** Colour ids as catalogue cards, in their order; colours the catalogue no longer shows are left out. */
async function cardsOf(db: Db, ids: number[]): Promise<RecentlyViewedResponse> {
  const { index } = await catalogSnapshot(db);
  return {
    items: ids.flatMap((id) => {
      const slot = index.slotByColorId.get(id);
      return slot === undefined ? [] : [cardOf(index, slot)];
    }),
  };
}

/** The colour's id, by id or by code; a 404 for a colour that does not exist. */
async function viewedColorId(db: Db, viewed: RecentlyViewedRequest): Promise<number> {
  const id =
    'code' in viewed
      ? await colorIdByCode(db, viewed.code)
      : (await colorExists(db, viewed.colorId))
        ? viewed.colorId
        : undefined;
  if (id === undefined) throw new ApiError(404, 'Товар не найден');
  return id;
}

/** Records that the owner opened a colour and answers the list with it on top; 404 for an unknown colour. */
export async function recordView(
  db: Db,
  owner: ViewerOwner,
  viewed: RecentlyViewedRequest,
  now = new Date(),
): Promise<RecentlyViewedResponse> {
  const colorId = await viewedColorId(db, viewed);
  // The trim reads the list it keeps: the answer needs no second read.
  const ids = await db.transaction(async (tx) => {
    await upsertView(tx, owner, colorId, now);
    return trimViews(tx, owner, RECENTLY_VIEWED_MAX);
  });
  return cardsOf(db, ids);
}

/** On sign-in: the guest's views join the account's, the newest 12 stay. */
export async function mergeGuestViews(db: Db, fuserId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await moveGuestViews(tx, fuserId, userId);
    await trimViews(tx, { kind: 'user', userId }, RECENTLY_VIEWED_MAX);
  });
}
