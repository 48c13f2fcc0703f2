// The analytics product of docs/product.md#entities and the ecommerce objects Yandex Metrica reads from
// window.dataLayer (its documented ecommerce format: impressions, click, detail, add, remove,
// purchase). Pure: the shop's product shapes in, plain objects out, so it is tested without a
// browser. The id is the colour article code everywhere (card, product page, basket and order
// lines), so one product is one row in the reports whichever page reported it.

/** docs/product.md#entities: id, name, price, brand, category, variant (colour), list, position, quantity. */
export type AnalyticsProduct = {
  id: string;
  name: string;
  price: number;
  brand: string;
  /** The product type ('Кроссовки'); absent where the shape does not carry it (order lines). */
  category?: string;
  /** The colour's name. */
  variant: string;
  /** The listing the product was seen in; the main catalogue by default. */
  list?: string;
  /** 1-based place in that listing. */
  position?: number;
  quantity?: number;
};

import { CATALOG_LIST } from './analytics-lists';

export { CATALOG_LIST, RELATED_LIST, SEARCH_LIST } from './analytics-lists';

const CURRENCY = 'RUB';

/** The colour article code of a product link (/product/{code}); the link itself when it is not one. */
export function codeOfLink(link: string): string {
  const match = /\/product\/([^/?#]+)/.exec(link);
  return match ? decodeURIComponent(match[1]) : link;
}

/** A catalogue card (ProductCard contract) shown at `position` of `list`. */
export function productOfCard(
  card: {
    code: string;
    name: string;
    brand: string;
    category: string;
    color: string;
    price: { value: number };
  },
  list: string = CATALOG_LIST,
  position?: number,
): AnalyticsProduct {
  return {
    id: card.code,
    name: card.name,
    price: card.price.value,
    brand: card.brand,
    category: card.category,
    variant: card.color,
    list,
    ...(position === undefined ? {} : { position }),
  };
}

/** The product page's product (ProductDetail contract). */
export function productOfDetail(detail: {
  code: string;
  name: string;
  brand: { name: string };
  type: { name: string };
  color: { name: string };
  price: { value: number };
}): AnalyticsProduct {
  return {
    id: detail.code,
    name: detail.name,
    price: detail.price.value,
    brand: detail.brand.name,
    category: detail.type.name,
    variant: detail.color.name,
  };
}

/** A cart page line (BasketFullProduct contract) with the units an event is about. */
export function productOfBasketLine(
  line: {
    link: string;
    name: string;
    brand: string;
    color: string;
    price: number;
    additionalInfo: { detailName: string };
  },
  quantity: number,
): AnalyticsProduct {
  return {
    id: codeOfLink(line.link),
    name: line.name,
    price: line.price,
    brand: line.brand,
    category: line.additionalInfo.detailName,
    variant: line.color,
    quantity,
  };
}

/** An order line (OrderLine contract): the units bought at the price paid. */
export function productOfOrderLine(line: {
  count: number;
  pricePerItem: number;
  product: { code: string; name: string; brand: string; color: string };
}): AnalyticsProduct {
  return {
    id: line.product.code,
    name: line.product.name,
    price: line.pricePerItem,
    brand: line.product.brand,
    variant: line.product.color,
    quantity: line.count,
  };
}

/** One unit added from the product page ('В корзину' adds one per call, docs/product.md#constants-and-limits). */
export function productOfAddToCart(product: {
  link: string;
  name: string;
  price: number;
  /** The brand (the form's title). */
  title: string;
  category?: string;
  color: string;
}): AnalyticsProduct {
  return {
    id: codeOfLink(product.link),
    name: product.name,
    price: product.price,
    brand: product.title,
    ...(product.category ? { category: product.category } : {}),
    variant: product.color,
    quantity: 1,
  };
}

type BasketLine = Parameters<typeof productOfBasketLine>[0] & { basketId: number; quantity: number };

/**
 * What changed between two readings of the cart page's lines: units added and units removed
 * per line (the quantity delta), a line gone counting all its units as removed.
 */
export function basketDeltas(
  before: readonly BasketLine[],
  after: readonly BasketLine[],
): { added: AnalyticsProduct[]; removed: AnalyticsProduct[] } {
  const added: AnalyticsProduct[] = [];
  const removed: AnalyticsProduct[] = [];
  const old = new Map(before.map((line) => [line.basketId, line]));
  for (const line of after) {
    const delta = line.quantity - (old.get(line.basketId)?.quantity ?? 0);
    if (delta > 0) added.push(productOfBasketLine(line, delta));
    if (delta < 0) removed.push(productOfBasketLine(line, -delta));
    old.delete(line.basketId);
  }
  for (const gone of old.values()) removed.push(productOfBasketLine(gone, gone.quantity));
  return { added, removed };
}

/** An ecommerce object for window.dataLayer. */
export type EcommerceEvent = { ecommerce: Record<string, unknown> & { currencyCode: string } };

export function impressionsEvent(products: AnalyticsProduct[]): EcommerceEvent {
  return { ecommerce: { currencyCode: CURRENCY, impressions: products } };
}

export function actionEvent(
  action: 'click' | 'detail' | 'add' | 'remove',
  products: AnalyticsProduct[],
): EcommerceEvent {
  return { ecommerce: { currencyCode: CURRENCY, [action]: { products } } };
}

/** The order as bought: id is the order number, revenue its total, coupon the promo code if any. */
export function purchaseEvent(order: {
  number: string;
  promoCode: string | null;
  sums: { total: number };
  items: Parameters<typeof productOfOrderLine>[0][];
}): EcommerceEvent {
  return {
    ecommerce: {
      currencyCode: CURRENCY,
      purchase: {
        actionField: {
          id: order.number,
          revenue: order.sums.total,
          ...(order.promoCode ? { coupon: order.promoCode } : {}),
        },
        products: order.items.map(productOfOrderLine),
      },
    },
  };
}
