import type { Basket, BasketFull, BasketQuery, BasketHeader } from '../contract/basket';
import type { Db, DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import {
  addToLine,
  type BasketOwner,
  chooseLines,
  deleteLine,
  deleteLines,
  ensureBasketId,
  lockBasket,
  moveLines,
  selectAvailableStock,
  selectBasketId,
  selectBasketLines,
  selectBasketHeaderLines,
  selectLine,
  selectLineIds,
  setLineDelay,
  setLineQuantity,
  sizeExists,
} from './basket.queries.server';
import {
  basketFullView,
  basketView,
  evaluateLines,
  type EvaluatedLine,
  stockMessage,
  unitCount,
} from './basket-view.server';
import { type Quote, quoteLines } from './quote.server';

export const BASKET_MESSAGES = {
  productNotFound: 'Товар не найден',
  lineNotFound: 'Товара нет в корзине',
} as const;

/** The owner's lines judged against stock, and their quote. */
export async function loadBasket(
  db: DbOrTx,
  owner: BasketOwner,
  query: BasketQuery,
): Promise<{ lines: EvaluatedLine[]; quote: Quote }> {
  const lines = evaluateLines(await selectBasketLines(db, owner));
  const quote = await quoteLines(
    db,
    owner,
    lines.filter((line) => line.counts),
    query,
  );
  return { lines, quote };
}

/** GET /api/basket: lines, what cannot be bought, the sum, the applied promo code and bonuses. */
export async function readBasket(db: DbOrTx, owner: BasketOwner, query: BasketQuery): Promise<Basket> {
  const { lines, quote } = await loadBasket(db, owner, query);
  return basketView(lines, quote);
}

/** GET /api/basket/header: the header's count and the lines' sizes, as readBasket counts them. */
export async function readBasketHeader(db: DbOrTx, owner: BasketOwner): Promise<BasketHeader> {
  const products = await selectBasketHeaderLines(db, owner);
  return { count: unitCount(products), products };
}

/** GET /api/basket/full: the basket with cart-display lines and the cart page's sums. */
export async function readFullBasket(
  db: DbOrTx,
  owner: BasketOwner,
  query: BasketQuery,
): Promise<BasketFull> {
  const { lines, quote } = await loadBasket(db, owner, query);
  return basketFullView(lines, quote);
}

/** 409 telling how many units there are, when a request asks for more than stock. */
async function stockShortage(db: DbOrTx, sizeId: number): Promise<ApiError> {
  const available = await selectAvailableStock(db, sizeId);
  return new ApiError(409, stockMessage(available));
}

/** POST /api/basket/add: adds units of a size, never beyond its stock. */
export async function addToBasket(
  db: DbOrTx,
  owner: BasketOwner,
  item: { productId: number; quantity: number },
  query: BasketQuery,
): Promise<Basket> {
  if (!(await sizeExists(db, item.productId))) throw new ApiError(404, BASKET_MESSAGES.productNotFound);
  const basketId = await ensureBasketId(db, owner);
  const line = await addToLine(db, basketId, item.productId, item.quantity);
  if (!line) throw await stockShortage(db, item.productId);
  return readBasket(db, owner, query);
}

/** The owner's basket id, or 404 for a line id when they have no basket. */
async function requireBasketId(db: DbOrTx, owner: BasketOwner): Promise<number> {
  const basketId = await selectBasketId(db, owner);
  if (basketId === undefined) throw new ApiError(404, BASKET_MESSAGES.lineNotFound);
  return basketId;
}

/** POST /api/basket/change: sets a line's quantity, within stock. */
export async function changeBasketLine(
  db: DbOrTx,
  owner: BasketOwner,
  change: { basketId: number; quantity: number },
  query: BasketQuery,
): Promise<Basket> {
  const basketId = await requireBasketId(db, owner);
  const updated = await setLineQuantity(db, basketId, change.basketId, change.quantity);
  if (!updated) {
    const line = await selectLine(db, basketId, change.basketId);
    if (!line) throw new ApiError(404, BASKET_MESSAGES.lineNotFound);
    throw await stockShortage(db, line.sizeId);
  }
  return readBasket(db, owner, query);
}

/** POST /api/basket/delay: postpones a line or brings it back into the order. */
export async function delayBasketLine(
  db: DbOrTx,
  owner: BasketOwner,
  change: { basketId: number; delay: boolean },
  query: BasketQuery,
): Promise<Basket> {
  const basketId = await requireBasketId(db, owner);
  if (!(await setLineDelay(db, basketId, change.basketId, change.delay))) {
    throw new ApiError(404, BASKET_MESSAGES.lineNotFound);
  }
  return readBasket(db, owner, query);
}

/** DELETE /api/basket/{id}: removes one line. */
export async function removeBasketLine(
  db: DbOrTx,
  owner: BasketOwner,
  lineId: number,
  query: BasketQuery,
): Promise<Basket> {
  const basketId = await requireBasketId(db, owner);
  if (!(await deleteLine(db, basketId, lineId))) throw new ApiError(404, BASKET_MESSAGES.lineNotFound);
  return readBasket(db, owner, query);
}

/** DELETE /api/basket: empties the basket (the client forgets its promo code and bonus amount). */
export async function clearBasket(db: DbOrTx, owner: BasketOwner): Promise<Basket> {
  const basketId = await selectBasketId(db, owner);
  if (basketId !== undefined) await deleteLines(db, basketId);
  return readBasket(db, owner, { bonusAmount: 0 });
}

/** POST /api/basket/choose: exactly these lines are chosen for checkout. */
export async function chooseBasketLines(
  db: DbOrTx,
  owner: BasketOwner,
  lineIds: number[],
  query: BasketQuery,
): Promise<Basket> {
  const unique = [...new Set(lineIds)];
  if (unique.length > 0) {
    const basketId = await requireBasketId(db, owner);
    const own = new Set(await selectLineIds(db, basketId));
    if (unique.some((id) => !own.has(id))) throw new ApiError(404, BASKET_MESSAGES.lineNotFound);
    await chooseLines(db, basketId, unique);
  } else {
    const basketId = await selectBasketId(db, owner);
    if (basketId !== undefined) await chooseLines(db, basketId, []);
  }
  return readBasket(db, owner, query);
}

/**
 * Moves a guest's basket into the user's at sign-in: quantities of the same size add up,
 * capped at stock; the guest basket is left empty. Safe to call twice (the second moves nothing).
 */
export async function mergeGuestBasket(db: Db, fuserId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const guestBasketId = await selectBasketId(tx, { kind: 'guest', fuserId });
    if (guestBasketId === undefined) return;
    const userBasketId = await ensureBasketId(tx, { kind: 'user', userId });
    // Both rows locked in id order, so two merges touching the same baskets cannot deadlock.
    for (const id of [guestBasketId, userBasketId].sort((a, b) => a - b)) await lockBasket(tx, id);
    await moveLines(tx, guestBasketId, userBasketId);
  });
}
