import { useEffect, useRef } from 'react';
import type { BasketFullProduct } from '~/commerce/contract/basket';
import type { Order } from '~/commerce/contract/order';
import type { ProductDetail } from '~/commerce/contract/product';
import type { productOfCard } from './analytics-product';
import { withTracker } from './when-tracker';

/**
 * Impressions of a listing's cards, each card once per listing (`listKey`: the path with its
 * filters and sort): "show more" reports only the cards it added.
 */
export function useImpressions(
  products: Parameters<typeof productOfCard>[0][],
  list: string,
  firstPosition: number,
  listKey: string,
) {
  const reported = useRef<{ listKey: string; codes: Set<string> }>({ listKey, codes: new Set() });
  useEffect(() => {
    if (reported.current.listKey !== listKey) reported.current = { listKey, codes: new Set() };
    const { codes } = reported.current;
    // A card's analytics id is its code (analytics-product.ts), so the new ones are known here.
    const fresh = products.flatMap((card, index) =>
      codes.has(card.code) ? [] : [{ card, position: firstPosition + index }],
    );
    for (const { card } of fresh) codes.add(card.code);
    withTracker((t) =>
      t.trackImpressions(fresh.map(({ card, position }) => t.productOfCard(card, list, position))),
    );
  }, [products, list, firstPosition, listKey]);
}

/** The product page's detail view, once per colour shown. */
export function useDetailView(product: ProductDetail) {
  const latest = useRef(product);
  latest.current = product;
  useEffect(() => {
    const shown = latest.current;
    withTracker((t) => t.trackDetail(t.productOfDetail(shown)));
  }, [product.code]);
}

/**
 * The cart page's basket changes: each new reading of its lines (after +/−, remove, clear,
 * or any other change) is compared with the last one and the deltas reported as add/remove.
 * The first reading is the baseline: opening the cart changes nothing.
 */
export function useBasketChanges(lines: BasketFullProduct[] | null) {
  const last = useRef<BasketFullProduct[] | null>(null);
  useEffect(() => {
    if (!lines) return;
    const before = last.current;
    if (before)
      withTracker((t) => {
        const { added, removed } = t.basketDeltas(before, lines);
        t.trackAdd(added);
        t.trackRemove(removed);
      });
    last.current = lines;
  }, [lines]);
}

/** The order-done page's purchase: once per order number in this browser, never on a reload. */
export function usePurchase(order: Order) {
  const latest = useRef(order);
  latest.current = order;
  useEffect(() => {
    const done = latest.current;
    withTracker((t) => t.trackPurchaseOnce(done));
  }, [order.number]);
}
