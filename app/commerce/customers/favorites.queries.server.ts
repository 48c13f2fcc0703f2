import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { brands, favorites, productColors, products } from '../db/schema';

export interface FavoriteEntryRow {
  colorId: number;
  code: string;
  createdAt: Date;
}

/** What a favourites card is drawn from: the colour article, its model and brand. */
export interface FavoriteCardRow {
  id: number;
  code: string;
  colorName: string;
  price: number;
  oldPrice: number | null;
  discount: number;
  bonus: number;
  isNew: boolean;
  name: string;
  typeCode: string;
  brand: string;
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

/** One page of a user's favourites as card rows, newest first. */
export async function selectFavoriteCardRows(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<FavoriteCardRow[]> {
  return db
    .select({
      id: productColors.id,
      code: productColors.code,
      colorName: productColors.colorName,
      price: productColors.price,
      oldPrice: productColors.oldPrice,
      discount: productColors.discount,
      bonus: productColors.bonus,
      isNew: productColors.isNew,
      name: products.name,
      typeCode: products.typeCode,
      brand: brands.name,
    })
    .from(favorites)
    .innerJoin(productColors, eq(productColors.id, favorites.colorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(favorites.userId, userId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
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
