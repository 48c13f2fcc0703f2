import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { productColors, products, recentlyViewed } from '../db/schema';

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

/** The id of a colour shown on the site (its product not hidden), by its code; undefined if none. */
export async function colorIdByCode(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(and(eq(productColors.code, code), eq(products.hidden, false)))
    .limit(1);
  return row?.id;
}

/** Records a view: the colour moves to the top of the owner's list (one row per colour). */
export async function upsertView(db: DbOrTx, owner: ViewerOwner, colorId: number, now: Date): Promise<void> {
  const values =
    owner.kind === 'user'
      ? { userId: owner.userId, colorId, viewedAt: now }
      : { fuserId: owner.fuserId, colorId, viewedAt: now };
  await db
    .insert(recentlyViewed)
    .values(values)
    .onConflictDoUpdate({
      target:
        owner.kind === 'user'
          ? [recentlyViewed.userId, recentlyViewed.colorId]
          : [recentlyViewed.fuserId, recentlyViewed.colorId],
      targetWhere:
        owner.kind === 'user'
          ? sql`${recentlyViewed.userId} IS NOT NULL`
          : sql`${recentlyViewed.fuserId} IS NOT NULL`,
      set: { viewedAt: now },
    });
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
