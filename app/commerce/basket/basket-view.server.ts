import { colorPictures } from '../catalog/cards';
import { typeByCode } from '../catalog/taxonomy/product-types';
import type { Basket, BasketFull, BasketFullProduct, BasketProduct } from '../contract/basket';
import { ordersConfig } from '../config/orders.server';
import type { BasketLineRow } from './basket.queries.server';
import { lineProduct } from './line-product.server';
import type { Quote } from './quote.server';

/** What a shopper is told when stock is short: 'Нет в наличии' or 'Доступно только N шт.' */
export function stockMessage(available: number): string {
  return available <= 0 ? 'Нет в наличии' : `Доступно только ${available} шт.`;
}

/** Why a line cannot be bought as it is, or null when it can. */
export function cantBuyReason(quantity: number, available: number): string | null {
  return quantity > available || available <= 0 ? stockMessage(available) : null;
}

/** A basket line with its stock verdict. */
export interface EvaluatedLine extends BasketLineRow {
  canBuy: boolean;
  reason: string | null;
  /** Chosen, buyable and not set aside: it goes into sums and orders. */
  counts: boolean;
}

/** Judges every line against stock; what counts is chosen, buyable and not delayed. */
export function evaluateLines(rows: readonly BasketLineRow[]): EvaluatedLine[] {
  return rows.map((row) => {
    const available = Number(row.available);
    const reason = cantBuyReason(row.quantity, available);
    const canBuy = reason === null;
    return { ...row, available, canBuy, reason, counts: canBuy && row.chosen && !row.delay };
  });
}

function shortLine(line: EvaluatedLine): BasketProduct {
  return {
    basketId: line.basketId,
    productId: line.sizeId,
    canBuy: line.canBuy,
    delay: line.delay,
    quantity: line.quantity,
  };
}

/** The basket answer of docs/product.md#entities from evaluated lines and their quote. */
export function basketView(lines: readonly EvaluatedLine[], quote: Quote): Basket {
  return {
    products: lines.map(shortLine),
    cantBuyProducts: lines
      .filter((line) => !line.canBuy)
      .map((line) => ({ ...shortLine(line), available: line.available, reason: line.reason ?? '' })),
    sum: quote.sum,
    promoCode: quote.promoCode,
    promoMessage: quote.promoMessage,
    promoDiscount: quote.promoDiscount,
    spentBonuses: quote.bonus.spent,
    bonusMessage: quote.bonus.message,
    count: unitCount(lines),
  };
}

function fullLine(line: EvaluatedLine): BasketFullProduct {
  return {
    ...shortLine(line),
    chosen: line.chosen,
    available: line.available,
    reason: line.reason,
    ...lineProduct({
      code: line.code,
      name: line.productName,
      brand: line.brandName,
      color: line.colorName,
      sizeRu: line.sizeRu,
      pictures: colorPictures(line.colorPictures, line.productPictures),
    }),
    price: line.price,
    oldPrice: line.oldPrice && line.oldPrice > line.price ? line.oldPrice : null,
    discount: line.discount,
    bonus: line.bonus,
    sum: line.price * line.quantity,
    articleCharacteristic: line.code,
    additionalInfo: { detailName: typeByCode(line.typeCode)?.name ?? line.productName, currency: 'RUB' },
  };
}

/** The full basket: cart-display lines, the cart page's sums and the bonus limits. */
export function basketFullView(lines: readonly EvaluatedLine[], quote: Quote): BasketFull {
  const config = ordersConfig();
  const { totals } = quote;
  const delivery = totals.units > 0 ? quote.courierFee : 0;
  return {
    ...basketView(lines, quote),
    products: lines.map(fullLine),
    summary: {
      units: totals.units,
      itemsBeforeDiscount: totals.itemsBeforeDiscount,
      discount: totals.itemsBeforeDiscount - totals.items,
      items: totals.items,
      promoDiscount: quote.promoDiscount,
      spentBonuses: quote.bonus.spent,
      delivery,
      leftToFreeDelivery: totals.units > 0 ? quote.leftToFreeDelivery : 0,
      total: quote.sum + delivery,
      bonusToEarn: totals.bonusToEarn,
    },
    bonuses: {
      balance: quote.bonus.balance,
      max: quote.bonus.max,
      maxPercent: config.BONUS_SPEND_MAX_PERCENT,
    },
    delivery: quote.delivery,
  };
}

/** The basket's `count`: units over all its lines, set-aside ones included (the header's counter). */
export function unitCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((n, line) => n + line.quantity, 0);
}
