import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { productColors, recentlyViewed } from '../db/schema';
import { rowsOf } from '../db/sql-rows.server';

/** Whose list: the account's or the guest token's. */
export type ViewerOwner = { kind: 'user'; userId: number } | { kind: 'guest'; fuserId: number };

function ownerIs(owner: ViewerOwner) {
  return owner.kind === 'user'
    ? eq(recentlyViewed.userId, owner.userId)
    : eq(recentlyViewed.fuserId, owner.fuserId);
}

/** Whether a colour exists. */
export async function colorExists(db: DbOrTx, colorId: number): Promise<boolean> {
  const rows = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(eq(productColors.id, colorId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records a view and trims the list in one statement (a product page view's only write): the
 * colour moves to the top, all but the owner's newest `keep` go, and the kept colour ids come
 * back newest first. One statement instead of a transaction of four (BEGIN, upsert, read,
 * COMMIT): each statement costs the embedded database its parse and plan, a view is the
 * commonest write there is, and a single statement is atomic by itself.
 */
export async function recordViewTrimmed(
  db: DbOrTx,
  owner: ViewerOwner,
  colorId: number,
  now: Date,
  keep: number,
): Promise<number[]> {
  const [ownerColumn, ownerId] =
    owner.kind === 'user' ? [sql`user_id`, owner.userId] : [sql`fuser_id`, owner.fuserId];
  // The CTEs all see the table as it was before the statement: the list is the other colours
  // read before the upsert plus the upserted row, ranked the way selectViewedColorIds orders.
  const result = await db.execute(sql`
    WITH viewed AS (
      INSERT INTO ${recentlyViewed} (${ownerColumn}, color_id, viewed_at)
      VALUES (${ownerId}, ${colorId}, ${now.toISOString()}::timestamptz)
      ON CONFLICT (${ownerColumn}, color_id) WHERE ${ownerColumn} IS NOT NULL
      DO UPDATE SET viewed_at = excluded.viewed_at
      RETURNING id, color_id, viewed_at
    ),
    ranked AS (
      SELECT id, color_id, row_number() OVER (ORDER BY viewed_at DESC, id DESC) AS place
      FROM (
        SELECT id, color_id, viewed_at FROM viewed
        UNION ALL
        SELECT id, color_id, viewed_at FROM ${recentlyViewed}
        WHERE ${ownerColumn} = ${ownerId} AND color_id <> ${colorId}
      ) AS list
    ),
    forgotten AS (
      DELETE FROM ${recentlyViewed} WHERE id IN (SELECT id FROM ranked WHERE place > ${keep})
    )
    SELECT color_id AS "colorId" FROM ranked WHERE place <= ${keep} ORDER BY place`);
  return rowsOf<{ colorId: number }>(result).map((row) => row.colorId);
}

/** The owner's colour ids, newest first. */
export async function selectViewedColorIds(db: DbOrTx, owner: ViewerOwner, limit: number): Promise<number[]> {
  const rows = await db
    .select({ colorId: recentlyViewed.colorId })
    .from(recentlyViewed)
    .where(ownerIs(owner))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.id))
    .limit(limit);
  return rows.map((r) => r.colorId);
}

/** Forgets all but the owner's newest `keep` colours; answers the kept colour ids, newest first. */
export async function trimViews(db: DbOrTx, owner: ViewerOwner, keep: number): Promise<number[]> {
  // One row past `keep` says whether there is anything to forget.
  const newest = await db
    .select({ id: recentlyViewed.id, colorId: recentlyViewed.colorId })
    .from(recentlyViewed)
    .where(ownerIs(owner))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.id))
    .limit(keep + 1);
  const kept = newest.slice(0, keep);
  if (newest.length <= keep) return kept.map((k) => k.colorId);
  await db.delete(recentlyViewed).where(
    and(
      ownerIs(owner),
      notInArray(
        recentlyViewed.id,
        kept.map((k) => k.id),
      ),
    ),
  );
  return kept.map((k) => k.colorId);
}

/**
 * Moves a guest's views into the account: a colour both viewed keeps the later moment; the
 * guest's rows are gone afterwards.
 */
export async function moveGuestViews(db: DbOrTx, fuserId: number, userId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${recentlyViewed} (user_id, color_id, viewed_at)
    SELECT ${userId}::int, color_id, viewed_at FROM ${recentlyViewed} WHERE fuser_id = ${fuserId}
    ON CONFLICT (user_id, color_id) WHERE user_id IS NOT NULL
    DO UPDATE SET viewed_at = GREATEST(${recentlyViewed}.viewed_at, excluded.viewed_at)`);
  await db.delete(recentlyViewed).where(eq(recentlyViewed.fuserId, fuserId));
}
