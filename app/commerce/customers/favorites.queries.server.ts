import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { favorites, productColors } from '../db/schema';

export interface FavoriteEntryRow {
  colorId: number;
  code: string;
  createdAt: Date;
}

const newestFirst = [desc(favorites.createdAt), desc(favorites.colorId)];

/** Every favourite of a user with its article code, newest first. */
export async function selectFavoriteEntries(db: DbOrTx, userId: number): Promise<FavoriteEntryRow[]> {
  return db
    .select({ colorId: favorites.colorId, code: productColors.code, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(productColors, eq(productColors.id, favorites.colorId))
    .where(eq(favorites.userId, userId))
    .orderBy(...newestFirst);
}

export async function countFavorites(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return Number(row?.n ?? 0);
}

/** One page of a user's favourite colour ids, newest first. */
export async function selectFavoriteColorIds(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ colorId: favorites.colorId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.colorId);
}

/** Which of these colour ids exist. */
export async function selectExistingColorIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(inArray(productColors.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Adds favourites; ones already there keep their original date. */
export async function insertFavorites(
  db: DbOrTx,
  userId: number,
  colorIds: readonly number[],
  at: Date,
): Promise<void> {
  if (colorIds.length === 0) return;
  await db
    .insert(favorites)
    .values(colorIds.map((colorId) => ({ userId, colorId, createdAt: at })))
    .onConflictDoNothing();
}

export async function deleteFavorites(
  db: DbOrTx,
  userId: number,
  colorIds: readonly number[],
): Promise<void> {
  if (colorIds.length === 0) return;
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.colorId, [...colorIds])));
}
