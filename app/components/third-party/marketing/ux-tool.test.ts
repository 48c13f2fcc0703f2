import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ABANDONED_CART_EVENT, createAbandonedCartTimer } from './abandoned-cart';
import { basketKey, createCartSync } from './cart-sync';
import { sendUxEvent, type UxEventDeps } from './ux-tool';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A UX tool that turns up after `arrivesAfterMs` (never when undefined). */
function tool(arrivesAfterMs?: number) {
  const events: unknown[][] = [];
  const warnings: unknown[][] = [];
  const started = Date.now();
  const deps: UxEventDeps = {
    tool: () =>
      arrivesAfterMs !== undefined && Date.now() - started >= arrivesAfterMs
        ? (...args: unknown[]) => events.push(args)
        : undefined,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    warn: (...args) => warnings.push(args),
  };
  return { deps, events, warnings };
}

describe('the UX-tool event sender (spec §8)', () => {
  test('sends at once when the tool is there', async () => {
    const t = tool(0);
    expect(await sendUxEvent('abandoned_cart', t.deps)).toBe(true);
    expect(t.events).toEqual([['event', 'abandoned_cart']]);
  });

  test('tries again every 500 ms and sends when the tool arrives in time', async () => {
    const t = tool(1200);
    const sent = sendUxEvent('abandoned_cart', t.deps);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(await sent).toBe(true);
    expect(t.events).toEqual([['event', 'abandoned_cart']]);
    expect(t.warnings).toEqual([]);
  });

  test('after 5 retries (2.5 s) it warns that the tool is not loaded and sends nothing', async () => {
    const t = tool();
    const lookups = vi.fn(t.deps.tool);
    const sent = sendUxEvent('abandoned_cart', { ...t.deps, tool: lookups });
    await vi.advanceTimersByTimeAsync(2499);
    expect(t.warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toBe(false);
    expect(lookups).toHaveBeenCalledTimes(6);
    expect(t.warnings).toEqual([['UX tool is not loaded', 'abandoned_cart']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(lookups).toHaveBeenCalledTimes(6);
  });
});

describe('the abandoned-cart timer (spec §4: 3 s after an add, outside the cart page)', () => {
  function timer() {
    const sent: string[] = [];
    const t = createAbandonedCartTimer({
      isCartPage: (p) => p === '/cart/' || p === '/cart',
      send: (e) => sent.push(e),
    });
    return { t, sent };
  }

  test('sends the event 3 s after an add on another page', () => {
    const { t, sent } = timer();
    t.added('/product/abc');
    vi.advanceTimersByTime(2999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([ABANDONED_CART_EVENT]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual(['abandoned_cart']);
  });

  test('sends nothing for an add on the cart page', () => {
    const { t, sent } = timer();
    t.added('/cart/');
    t.added('/cart');
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
  });

  test('a second add restarts the 3 s, and going to the cart page stops it', () => {
    const { t, sent } = timer();
    t.added('/product/a');
    vi.advanceTimersByTime(2000);
    t.added('/product/b');
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['abandoned_cart']);

    t.added('/catalog/');
    vi.advanceTimersByTime(1000);
    t.navigated('/catalog/man/');
    t.navigated('/cart/');
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual(['abandoned_cart']);
  });

  test('dispose drops a pending event', () => {
    const { t, sent } = timer();
    t.added('/');
    t.dispose();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });
});

describe('the Mindbox cart sync (debounced, only on change)', () => {
  function sync() {
    const sent: string[] = [];
    const s = createCartSync({ send: (lines) => sent.push(basketKey(lines)), delayMs: 500 });
    return { s, sent };
  }

  test('the page load is not a change; a change goes out once 500 ms after the last one', () => {
    const { s, sent } = sync();
    s.update([{ productId: 1, quantity: 1 }]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);

    s.update([{ productId: 1, quantity: 2 }]);
    vi.advanceTimersByTime(300);
    s.update([{ productId: 1, quantity: 3 }]);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['1x3']);
  });

  test('a burst that ends where it started sends nothing; an emptied basket sends the empty list', () => {
    const { s, sent } = sync();
    s.update([{ productId: 7, quantity: 1 }]);
    s.update([{ productId: 7, quantity: 2 }]);
    s.update([{ productId: 7, quantity: 1 }]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    s.update([]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['']);
  });

  test('the order of the lines is no change', () => {
    const { s, sent } = sync();
    s.update([
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 1 },
    ]);
    s.update([
      { productId: 2, quantity: 1 },
      { productId: 1, quantity: 1 },
    ]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });
});
