// docs/product.md#add-to-cart: outside the cart page, an add to the basket starts a 3 s timer that sends the
// abandoned-cart event to the UX tool. Another add restarts it (one event for a burst of adds);
// opening the cart page stops it, as the shopper is where the timer wants them to be.

/** docs/product.md#constants-and-limits: the abandoned-cart timer. */
export const ABANDONED_CART_DELAY_MS = 3000;
/** The event's name in the UX tool. */
export const ABANDONED_CART_EVENT = 'abandoned_cart';

export interface AbandonedCartTimer {
  /** An add happened while on `pathname`. */
  added(pathname: string): void;
  /** The shopper is now on `pathname`. */
  navigated(pathname: string): void;
  dispose(): void;
}

export function createAbandonedCartTimer(options: {
  isCartPage: (pathname: string) => boolean;
  send: (event: string) => void;
  setTimeout?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout?: (timer: ReturnType<typeof setTimeout>) => void;
}): AbandonedCartTimer {
  const set = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const clear = options.clearTimeout ?? ((t) => clearTimeout(t));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clear(timer);
    timer = undefined;
  };
  return {
    added(pathname) {
      if (options.isCartPage(pathname)) return;
      stop();
      timer = set(() => {
        timer = undefined;
        options.send(ABANDONED_CART_EVENT);
      }, ABANDONED_CART_DELAY_MS);
    },
    navigated(pathname) {
      if (options.isCartPage(pathname)) stop();
    },
    dispose: stop,
  };
}
