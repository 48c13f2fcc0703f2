import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { sizePrice } from '../catalog/price-terms';
import type { DbOrTx } from '../db/client.server';
import {
  basketItems,
  baskets,
  brands,
  productColors,
  products,
  productSizes,
  shops,
  stock,
} from '../db/schema';
import { firstRow } from '../db/sql-rows.server';

import type { BasketOwner } from '../customers/request-owner.server';

// Whose basket it is: the customers area's notion (customers/request-owner.server.ts).
export type { BasketOwner } from '../customers/request-owner.server';

/** Units of a size across active shops: what a basket line may hold at most. */
export function availableStockSql(sizeId: SQL | number): SQL<number> {
  return sql<number>`(SELECT COALESCE(SUM(s.quantity), 0)::int FROM ${stock} s JOIN ${shops} sh ON sh.id = s.shop_id WHERE s.size_id = ${sizeId} AND sh.active)`;
}

function ownerColumn(owner: BasketOwner) {
  return owner.kind === 'user' ? eq(baskets.userId, owner.userId) : eq(baskets.fuserId, owner.fuserId);
}

/** The owner's basket id, when they have one. */
export async function selectBasketId(db: DbOrTx, owner: BasketOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(ownerColumn(owner)).limit(1);
  return row?.id;
}

/** The owner's basket id, creating the basket on first use (one statement, safe under concurrency). */
export async function ensureBasketId(db: DbOrTx, owner: BasketOwner): Promise<number> {
  const result =
    owner.kind === 'user'
      ? await db.execute(
          sql`INSERT INTO ${baskets} (user_id) VALUES (${owner.userId}) ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id`,
        )
      : await db.execute(
          sql`INSERT INTO ${baskets} (fuser_id) VALUES (${owner.fuserId}) ON CONFLICT (fuser_id) DO UPDATE SET updated_at = now() RETURNING id`,
        );
  return firstRow<{ id: number }>(result)!.id;
}

/**
 * Locks the basket row until the transaction ends (PostgreSQL: SELECT … FOR UPDATE; PGlite
 * runs one transaction at a time anyway), so order creation and merges see a stable basket.
 */
export async function lockBasket(tx: DbOrTx, basketId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${baskets} WHERE id = ${basketId} FOR UPDATE`);
}

/** Whether a size (the basket's productId) exists at all. */
export async function sizeExists(db: DbOrTx, sizeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId))
    .limit(1);
  return Boolean(row);
}

/** Units of a size in stock across active shops. */
export async function selectAvailableStock(db: DbOrTx, sizeId: number): Promise<number> {
  const row = firstRow<{ n: number }>(await db.execute(sql`SELECT ${availableStockSql(sizeId)} AS n`));
  return Number(row?.n ?? 0);
}

/**
 * Adds units to a line in one statement: inserts the line or raises its quantity, but only
 * while the result stays within stock. Concurrent adds serialise on the line's row (or its
 * unique key), so none is lost and none overshoots. Undefined when stock would be exceeded.
 */
export async function addToLine(
  db: DbOrTx,
  basketId: number,
  sizeId: number,
  quantity: number,
): Promise<{ id: number; quantity: number } | undefined> {
  const result = await db.execute(sql`
    INSERT INTO ${basketItems} AS bi (basket_id, size_id, quantity, chosen)
    SELECT ${basketId}::int, ${sizeId}::int, ${quantity}::int, true
    WHERE ${quantity}::int <= ${availableStockSql(sizeId)}
    ON CONFLICT (basket_id, size_id) DO UPDATE
      SET quantity = bi.quantity + excluded.quantity, chosen = true, delay = false
      WHERE bi.quantity + excluded.quantity <= ${availableStockSql(sql`excluded.size_id`)}
    RETURNING id, quantity`);
  return firstRow(result);
}

/** Sets a line's quantity when it fits the stock; undefined when the line is not there or stock is short. */
export async function setLineQuantity(
  db: DbOrTx,
  basketId: number,
  lineId: number,
  quantity: number,
): Promise<{ id: number; quantity: number } | undefined> {
  const result = await db.execute(sql`
    UPDATE ${basketItems} AS bi SET quantity = ${quantity}::int
    WHERE bi.id = ${lineId} AND bi.basket_id = ${basketId} AND ${quantity}::int <= ${availableStockSql(sql`bi.size_id`)}
    RETURNING id, quantity`);
  return firstRow(result);
}

/** One line of a basket. */
export async function selectLine(db: DbOrTx, basketId: number, lineId: number) {
  const [row] = await db
    .select({ id: basketItems.id, sizeId: basketItems.sizeId, quantity: basketItems.quantity })
    .from(basketItems)
    .where(and(eq(basketItems.id, lineId), eq(basketItems.basketId, basketId)))
    .limit(1);
  return row;
}

/** Removes one line; false when the basket has no such line. */
export async function deleteLine(db: DbOrTx, basketId: number, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, lineId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id });
  return rows.length > 0;
}

/** Removes the given lines (ordered ones) or every line of a basket. */
export async function deleteLines(db: DbOrTx, basketId: number, lineIds?: number[]): Promise<void> {
  if (lineIds && lineIds.length === 0) return;
  const where = lineIds
    ? and(eq(basketItems.basketId, basketId), inArray(basketItems.id, lineIds))
    : eq(basketItems.basketId, basketId);
  await db.delete(basketItems).where(where);
}

/** Ids of a basket's lines. */
export async function selectLineIds(db: DbOrTx, basketId: number): Promise<number[]> {
  const rows = await db
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  return rows.map((r) => r.id);
}

/**
 * Postpones a line (out of the order: not chosen) or brings it back (chosen again); false when
 * the basket has no such line.
 */
export async function setLineDelay(
  db: DbOrTx,
  basketId: number,
  lineId: number,
  delay: boolean,
): Promise<boolean> {
  const rows = await db
    .update(basketItems)
    .set({ delay, chosen: !delay })
    .where(and(eq(basketItems.id, lineId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id });
  return rows.length > 0;
}

/** Marks exactly the given lines as chosen for checkout, the rest as not chosen. */
export async function chooseLines(db: DbOrTx, basketId: number, lineIds: number[]): Promise<void> {
  const chosen = lineIds.length > 0 ? inArray(basketItems.id, lineIds) : sql`false`;
  await db
    .update(basketItems)
    .set({ chosen: sql`${chosen}` })
    .where(eq(basketItems.basketId, basketId));
}

/**
 * Everything the basket answers need about its lines: catalogue data and stock, oldest first.
 * The basket by its id, or by its owner (a reading answer needs no id: one statement, not two,
 * for the basket every page view asks for).
 */
export async function selectBasketLines(db: DbOrTx, basket: number | BasketOwner) {
  const rows = await db
    .select({
      basketId: basketItems.id,
      sizeId: basketItems.sizeId,
      quantity: basketItems.quantity,
      chosen: basketItems.chosen,
      delay: basketItems.delay,
      sizeRu: productSizes.sizeRu,
      colorId: productColors.id,
      code: productColors.code,
      colorCode: productColors.colorCode,
      colorName: productColors.colorName,
      price: productColors.price,
      oldPrice: productColors.oldPrice,
      discount: productColors.discount,
      bonus: productColors.bonus,
      sizePrice: productSizes.price,
      sizeOldPrice: productSizes.oldPrice,
      productName: products.name,
      typeCode: products.typeCode,
      gender: products.gender,
      brandName: brands.name,
      colorPictures: productColors.pictures,
      productPictures: products.pictures,
      available: availableStockSql(sql`${basketItems.sizeId}`),
    })
    .from(basketItems)
    .innerJoin(productSizes, eq(productSizes.id, basketItems.sizeId))
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      typeof basket === 'number'
        ? eq(basketItems.basketId, basket)
        : inArray(
            basketItems.basketId,
            db.select({ id: baskets.id }).from(baskets).where(ownerColumn(basket)),
          ),
    )
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  // A line costs its size's own price when 1С priced the sizes apart (sums, promo, order lines).
  return rows.map(({ sizePrice: price, sizeOldPrice: oldPrice, ...row }) => ({
    ...row,
    ...sizePrice(row, { price, oldPrice }),
  }));
}

export type BasketLineRow = Awaited<ReturnType<typeof selectBasketLines>>[number];

/**
 * The owner's lines as the header counts them (size, quantity, set aside), in the order of
 * selectBasketLines: from basket_items alone, since its joins drop no line (every foreign key on
 * the way to the brand is NOT NULL). One small statement in place of the joins and the stock of
 * every line, which cost the embedded database several times more to plan.
 */
export function selectBasketHeaderLines(db: DbOrTx, owner: BasketOwner) {
  return db
    .select({ productId: basketItems.sizeId, quantity: basketItems.quantity, delay: basketItems.delay })
    .from(basketItems)
    .where(
      inArray(basketItems.basketId, db.select({ id: baskets.id }).from(baskets).where(ownerColumn(owner))),
    )
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
}

/**
 * Moves every line of one basket into another in one statement: quantities add up, capped
 * at stock but never below what the target line already held; then the source lines go.
 */
export async function moveLines(db: DbOrTx, fromBasketId: number, toBasketId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${basketItems} AS bi (basket_id, size_id, quantity, chosen, delay)
    SELECT ${toBasketId}::int, g.size_id, GREATEST(1, LEAST(g.quantity, ${availableStockSql(sql`g.size_id`)})), g.chosen, g.delay
    FROM ${basketItems} g WHERE g.basket_id = ${fromBasketId}
    ON CONFLICT (basket_id, size_id) DO UPDATE
      SET quantity = GREATEST(bi.quantity, LEAST(bi.quantity + excluded.quantity, ${availableStockSql(sql`excluded.size_id`)})),
          chosen = bi.chosen OR excluded.chosen`);
  await deleteLines(db, fromBasketId);
}

/** Touches a basket so abandoned ones can be told from live ones. */
export async function touchBasket(db: DbOrTx, basketId: number): Promise<void> {
  await db
    .update(baskets)
    .set({ updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId));
}
