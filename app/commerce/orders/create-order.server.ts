import {
  type BasketOwner,
  deleteLines,
  lockBasket,
  selectBasketId,
  selectBasketLines,
} from '../basket/basket.queries.server';
import { evaluateLines, type EvaluatedLine } from '../basket/basket-view.server';
import { PROMO_MESSAGES, type PromoRow } from '../basket/promo';
import { claimPromoUse, insertRedemption, userHasRedeemed } from '../basket/promo.queries.server';
import { type Quote, quoteLines } from '../basket/quote.server';
import { levelBonus } from '../loyalty/loyalty-levels';
import type { OrderCreateRequest } from '../contract/order';
import type { Db, DbOrTx } from '../db/client.server';
import { isListedShop } from '../db/listed-shops';
import type { StockTaken } from '../db/schema';
import { ApiError } from '../http/errors.server';
import { debitBonuses } from '../loyalty/bonus.queries.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { allocateStock } from './allocate-stock';
import { insertOrderAttribution } from './attribution.queries.server';
import { cityExists, insertOrder, nextOrderId, selectOrderByKey } from './order.queries.server';
import { checkPaymentMethod } from './payment-methods.server';
import { enqueueOrderPlaced } from './order-messages.server';
import { orderNumber } from './order-status';
import { type PickupPointChoice, pickupPointFee, requirePickupPoint } from './pickup-point-order.server';
import { decrementStock, lockSizeStock, selectShop, takeFromShop } from './stock.queries.server';

export const CHECKOUT_MESSAGES = {
  nothingChosen: 'Выбери товары для заказа',
  badCity: 'Выбери город доставки',
  badShop: 'Выбери магазин в своём городе',
  notEnoughBonuses: 'Недостаточно бонусов',
  soldOut: (line: EvaluatedLine) => `Товар «${line.productName}» (размер ${line.sizeRu}) закончился`,
  onlyLeft: (line: EvaluatedLine, available: number) =>
    `Товара «${line.productName}» (размер ${line.sizeRu}) осталось только ${available} шт.`,
  notInShop: (line: EvaluatedLine) =>
    `Товара «${line.productName}» (размер ${line.sizeRu}) нет в выбранном магазине в нужном количестве`,
} as const;

export interface CreateOrderInput {
  owner: BasketOwner;
  order: OrderCreateRequest;
  /** The city: the request body's, else the User-Location-Id header's, else Moscow. */
  cityId: number;
  /** The Idempotency-Key header as the client sent it. */
  idempotencyKey: string;
  /** The carrier's point and tariff of a pickup_point order, found before the transaction. */
  pickupPoint?: PickupPointChoice | null;
  /** The shop's public origin, for the link in the order's SMS and letter ('' gives a relative link). */
  origin?: string;
  now?: Date;
}

function shortage(line: EvaluatedLine, available: number): ApiError {
  return new ApiError(
    409,
    available > 0 ? CHECKOUT_MESSAGES.onlyLeft(line, available) : CHECKOUT_MESSAGES.soldOut(line),
  );
}

/**
 * Takes a line's units out of stock: for pickup from the chosen shop only, for courier from
 * the fullest shops first. A line that cannot be covered fails the whole order (409 naming it).
 */
async function reserveLine(
  tx: DbOrTx,
  line: EvaluatedLine,
  pickupShopId: number | null,
): Promise<StockTaken> {
  if (pickupShopId !== null) {
    if (!(await takeFromShop(tx, line.sizeId, pickupShopId, line.quantity))) {
      throw new ApiError(409, CHECKOUT_MESSAGES.notInShop(line));
    }
    return [{ shopId: pickupShopId, quantity: line.quantity }];
  }
  const rows = await lockSizeStock(tx, line.sizeId);
  const taken = allocateStock(rows, line.quantity);
  if (!taken)
    throw shortage(
      line,
      rows.reduce((n, row) => n + row.quantity, 0),
    );
  await decrementStock(tx, line.sizeId, taken);
  return taken;
}

/** Counts the promo code's use under its row lock; refuses when the limit or the user's one use is gone. */
async function redeemPromo(
  tx: DbOrTx,
  promo: PromoRow,
  orderId: number,
  userId: number | null,
): Promise<void> {
  if (!(await claimPromoUse(tx, promo.id))) throw promoRefused(PROMO_MESSAGES.exhausted);
  if (promo.oncePerUser && userId !== null && (await userHasRedeemed(tx, promo.id, userId))) {
    throw promoRefused(PROMO_MESSAGES.alreadyUsed);
  }
  await insertRedemption(tx, { promoId: promo.id, orderId, userId });
}

function promoRefused(message: string): ApiError {
  return new ApiError(409, message, [{ property: 'promoCode', message }]);
}

/** The pickup shop, checked to be an active shop (a warehouse is none) in the order's city. */
async function pickupShopId(tx: DbOrTx, order: OrderCreateRequest, cityId: number): Promise<number | null> {
  if (order.deliveryType !== 'pickup') return null;
  const shop = order.shopId === undefined ? undefined : await selectShop(tx, order.shopId);
  if (!shop || !isListedShop(shop) || shop.cityId !== cityId) {
    throw new ApiError(422, CHECKOUT_MESSAGES.badShop, [
      { property: 'shopId', message: CHECKOUT_MESSAGES.badShop },
    ]);
  }
  return shop.id;
}

/** The promo code and bonus amount must still hold as the basket showed them. */
function checkQuote(order: OrderCreateRequest, quote: Quote): void {
  if (order.promoCode && !quote.promo) throw promoRefused(quote.promoMessage ?? PROMO_MESSAGES.notFound);
  if (order.bonusAmount > quote.bonus.spent) {
    const message = quote.bonus.message ?? CHECKOUT_MESSAGES.notEnoughBonuses;
    throw new ApiError(409, message, [{ property: 'bonusAmount', message }]);
  }
}

/** What the shopper pays for delivery: the courier's fee, the carrier's to a point, or 0 in a shop. */
function deliveryFeeOf(order: OrderCreateRequest, quote: Quote, point: PickupPointChoice | null): number {
  if (order.deliveryType === 'courier') return quote.courierFee;
  if (point) return pickupPointFee(quote, point);
  return 0;
}

/** The order's columns of its carrier's pickup point (all null for the other ways). */
function pickupPointColumns(point: PickupPointChoice | null) {
  return {
    pickupPointCode: point?.point.code ?? null,
    pickupPointName: point?.point.name ?? null,
    pickupPointAddress: point?.point.address ?? null,
    carrierTariffCode: point?.tariff.tariffCode ?? null,
    carrierPrice: point?.tariff.price ?? null,
    deliveryDateFrom: point?.tariff.dateFrom ?? null,
    deliveryDateTo: point?.tariff.dateTo ?? null,
    // The parcel goes with the carrier that priced it; the tracking number comes when it ships.
    carrier: point ? 'cdek' : null,
  };
}

/** Scopes a client's idempotency key to its owner, so equal keys of two owners never meet. */
function scopedKey(owner: BasketOwner, key: string): string {
  return owner.kind === 'user' ? `u${owner.userId}:${key}` : `f${owner.fuserId}:${key}`;
}

/** The order an earlier request with this idempotency key placed, if any (checked again under the lock). */
export async function earlierOrderId(db: DbOrTx, owner: BasketOwner, idempotencyKey: string) {
  return (await selectOrderByKey(db, scopedKey(owner, idempotencyKey)))?.id;
}

/**
 * Creates an order from the chosen basket lines in one transaction: the basket row is locked
 * (so double submits queue), a repeated idempotency key answers the first order, stock is
 * reserved, the promo use is counted, spent points are debited, ordered lines leave the basket
 * and the shopper's SMS and letter are put in the outbox (sent after the commit). Any failure
 * rolls everything back.
 */
export async function createOrder(
  db: Db,
  input: CreateOrderInput,
): Promise<{ orderId: number; replayed: boolean }> {
  const { owner, order } = input;
  const now = input.now ?? new Date();
  const key = scopedKey(owner, input.idempotencyKey);
  const userId = owner.kind === 'user' ? owner.userId : null;

  const placed = await db.transaction(async (tx) => {
    const basketId = await selectBasketId(tx, owner);
    if (basketId !== undefined) await lockBasket(tx, basketId);
    const earlier = await selectOrderByKey(tx, key);
    if (earlier) return { orderId: earlier.id, replayed: true };

    const lines = basketId === undefined ? [] : evaluateLines(await selectBasketLines(tx, basketId));
    const chosen = lines.filter((line) => line.chosen && !line.delay);
    if (chosen.length === 0) throw new ApiError(409, CHECKOUT_MESSAGES.nothingChosen);
    const short = chosen.find((line) => !line.canBuy);
    if (short) throw shortage(short, short.available);
    if (!(await cityExists(tx, input.cityId))) {
      throw new ApiError(422, CHECKOUT_MESSAGES.badCity, [
        { property: 'cityId', message: CHECKOUT_MESSAGES.badCity },
      ]);
    }
    const shopId = await pickupShopId(tx, order, input.cityId);
    const point = order.deliveryType === 'pickup_point' ? requirePickupPoint(input.pickupPoint) : null;

    const quote = await quoteLines(tx, owner, chosen, { ...order, cityId: input.cityId }, now);
    checkQuote(order, quote);
    const deliveryFee = deliveryFeeOf(order, quote, point);
    checkPaymentMethod(order.paymentMethod, quote.sum + deliveryFee);

    // Lines in size order, so concurrent orders lock stock rows in the same order.
    const bySize = [...chosen].sort((a, b) => a.sizeId - b.sizeId);
    const taken = new Map<number, StockTaken>();
    for (const line of bySize) taken.set(line.basketId, await reserveLine(tx, line, shopId));

    const id = await nextOrderId(tx);
    await insertOrder(
      tx,
      {
        id,
        number: orderNumber(id, now),
        userId,
        fuserId: owner.kind === 'guest' ? owner.fuserId : null,
        idempotencyKey: key,
        status: 'new',
        phone: order.phone,
        name: order.name,
        lastName: order.lastName,
        secondName: order.secondName,
        email: order.email,
        cityId: input.cityId,
        deliveryType: order.deliveryType,
        address: order.deliveryType === 'courier' ? order.address : '',
        shopId,
        ...pickupPointColumns(point),
        paymentMethod: order.paymentMethod,
        paymentStatus: 'pending',
        comment: order.comment,
        itemsSum: quote.totals.items,
        discount: quote.promoDiscount,
        promoCode: quote.promoCode,
        bonusSpent: quote.bonus.spent,
        deliveryFee,
        total: quote.sum + deliveryFee,
        // Guests have no balance to credit; the bonus hint invites them to sign in instead.
        // A member earns at their loyalty level, fixed here: the points credited once the
        // order is paid (and reversed if it is cancelled) are these, whatever the level later.
        bonusEarned: userId === null ? 0 : quote.totals.bonusToEarn,
        createdAt: now,
      },
      chosen.map((line) => ({
        sizeId: line.sizeId,
        productCode: line.code,
        colorCode: line.colorCode,
        name: line.productName,
        brandName: line.brandName,
        colorName: line.colorName,
        sizeRu: line.sizeRu,
        pricePerItem: line.price,
        oldPricePerItem: line.oldPrice && line.oldPrice > line.price ? line.oldPrice : null,
        // Per unit at the level the order earns at, so a member's lines add up to bonusEarned.
        bonusPerItem: levelBonus(line.bonus, quote.level),
        count: line.quantity,
        stockTaken: taken.get(line.basketId) ?? [],
      })),
    );
    await insertOrderAttribution(tx, id, order.attribution);
    if (quote.promo) await redeemPromo(tx, quote.promo, id, userId);
    if (userId !== null && !(await debitBonuses(tx, userId, quote.bonus.spent, 'order_spend', id))) {
      throw new ApiError(409, CHECKOUT_MESSAGES.notEnoughBonuses);
    }
    await deleteLines(
      tx,
      basketId!,
      chosen.map((line) => line.basketId),
    );
    await enqueueOrderPlaced(tx, id, input.origin ?? '');
    return { orderId: id, replayed: false };
  });
  if (!placed.replayed) kickMessageDelivery();
  return placed;
}
