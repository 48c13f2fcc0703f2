import { cardOf } from '../catalog/cards';
import type { CatalogIndex } from '../catalog/index/catalog-index';
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
  moveGuestViews,
  recordViewTrimmed,
  selectViewedColorIds,
  trimViews,
  type ViewerOwner,
} from './recently-viewed.queries.server';

export type { ViewerOwner } from './recently-viewed.queries.server';

/** The owner's last colours as catalogue cards, newest first. */
export async function recentlyViewedCards(db: Db, owner: ViewerOwner): Promise<RecentlyViewedResponse> {
  const ids = await selectViewedColorIds(db, owner, RECENTLY_VIEWED_MAX);
  return cardsOf((await catalogSnapshot(db)).index, ids);
}

/** Colour ids as catalogue cards, in their order; colours the catalogue no longer shows are left out. */
function cardsOf(index: CatalogIndex, ids: number[]): RecentlyViewedResponse {
  return {
    items: ids.flatMap((id) => {
      const slot = index.slotByColorId.get(id);
      return slot === undefined ? [] : [cardOf(index, slot)];
    }),
  };
}

/**
 * The colour's id, by id or by code; a 404 for a colour that does not exist. A code is looked
 * up in the catalogue index, which holds every colour of every product not hidden (the
 * colours a shopper can open) as the database has them now: the snapshot was just checked
 * against the catalogue's version. So the view costs no statement of its own for it.
 */
async function viewedColorId(db: Db, index: CatalogIndex, viewed: RecentlyViewedRequest): Promise<number> {
  const id =
    'code' in viewed
      ? colorIdOfSlot(index, index.slotByCode.get(viewed.code))
      : (await colorExists(db, viewed.colorId))
        ? viewed.colorId
        : undefined;
  if (id === undefined) throw new ApiError(404, 'Товар не найден');
  return id;
}

function colorIdOfSlot(index: CatalogIndex, slot: number | undefined): number | undefined {
  return slot === undefined ? undefined : index.colorId[slot];
}

/** Records that the owner opened a colour and answers the list with it on top; 404 for an unknown colour. */
export async function recordView(
  db: Db,
  owner: ViewerOwner,
  viewed: RecentlyViewedRequest,
  now = new Date(),
): Promise<RecentlyViewedResponse> {
  const { index } = await catalogSnapshot(db);
  const colorId = await viewedColorId(db, index, viewed);
  return cardsOf(index, await recordViewTrimmed(db, owner, colorId, now, RECENTLY_VIEWED_MAX));
}

/** On sign-in: the guest's views join the account's, the newest 12 stay. */
export async function mergeGuestViews(db: Db, fuserId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await moveGuestViews(tx, fuserId, userId);
    await trimViews(tx, { kind: 'user', userId }, RECENTLY_VIEWED_MAX);
  });
}
