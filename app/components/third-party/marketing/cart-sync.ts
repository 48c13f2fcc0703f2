// Mindbox hears the basket's product list after every change (docs/product.md#basket, docs/product.md#api-calls). The list is taken
// from the basket the root loader reads after each change, so every way the basket changes
// (add, quantity, remove, postpone, clear, the sign-in merge, an order placed) is covered by
// one watcher. Quick changes in a row (a burst on the quantity buttons) send one list.

export type BasketLine = { productId: number; quantity: number };

/** Our choice (the spec gives no figure): long enough to merge a burst of clicks. */
export const CART_SYNC_DEBOUNCE_MS = 500;

/** A basket as comparable text, order-independent. */
export function basketKey(lines: readonly BasketLine[]): string {
  return lines
    .map((l) => `${l.productId}x${l.quantity}`)
    .sort()
    .join(',');
}

export interface CartSync {
  /** The basket as now known; the first call only records it (the page load is no change). */
  update(lines: readonly BasketLine[]): void;
  dispose(): void;
}

export function createCartSync(options: {
  send: (lines: readonly BasketLine[]) => void;
  delayMs?: number;
  setTimeout?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout?: (timer: ReturnType<typeof setTimeout>) => void;
}): CartSync {
  const set = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const clear = options.clearTimeout ?? ((t) => clearTimeout(t));
  let sent: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    update(lines) {
      const key = basketKey(lines);
      if (sent === undefined) {
        sent = key;
        return;
      }
      if (timer !== undefined) clear(timer);
      timer = set(() => {
        timer = undefined;
        if (key === sent) return;
        sent = key;
        options.send(lines);
      }, options.delayMs ?? CART_SYNC_DEBOUNCE_MS);
    },
    dispose() {
      if (timer !== undefined) clear(timer);
      timer = undefined;
    },
  };
}
