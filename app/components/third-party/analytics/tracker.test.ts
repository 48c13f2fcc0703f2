import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureBeacon, trackAdd, trackPurchaseOnce } from './tracker';

/** A Storage-like map, or one that refuses every call (private mode, quota). */
function storage(refuse = false) {
  const items = new Map<string, string>();
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return {
    getItem: (k: string) => (refuse ? fail() : (items.get(k) ?? null)),
    setItem: (k: string, v: string) => (refuse ? fail() : void items.set(k, v)),
  };
}

const order = (number: string) => ({
  number,
  promoCode: null,
  sums: { total: 5000 },
  items: [
    { count: 1, pricePerItem: 5000, product: { code: 'A-1', name: 'Кеды', brand: 'Vans', color: 'Чёрный' } },
  ],
});

describe('the browser tracker', () => {
  let layer: Record<string, unknown>[];
  beforeEach(() => {
    layer = [];
    vi.stubGlobal('window', { dataLayer: layer, innerWidth: 1280 });
    vi.stubGlobal('localStorage', storage());
    vi.stubGlobal('sessionStorage', storage());
  });
  afterEach(() => {
    configureBeacon(null);
    vi.unstubAllGlobals();
  });

  it('pushes a purchase once per order number, whatever the number of showings', () => {
    expect(trackPurchaseOnce(order('2026-000001'))).toBe(true);
    expect(trackPurchaseOnce(order('2026-000001'))).toBe(false);
    expect(trackPurchaseOnce(order('2026-000002'))).toBe(true);
    expect(
      layer.map(
        (e) => (e.ecommerce as { purchase: { actionField: { id: string } } }).purchase.actionField.id,
      ),
    ).toEqual(['2026-000001', '2026-000002']);
  });

  it('still pushes once when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', storage(true));
    expect(trackPurchaseOnce(order('2026-000003'))).toBe(true);
    expect(trackPurchaseOnce(order('2026-000003'))).toBe(false);
    expect(layer).toHaveLength(1);
  });

  it('sends an add-to-cart beacon per product only when the beacon is configured', () => {
    const sent: string[] = [];
    vi.stubGlobal('navigator', { sendBeacon: (_url: string, data: string) => sent.push(data) > 0 });
    vi.stubGlobal('crypto', { randomUUID: () => '00000000-0000-4000-8000-000000000000' });
    const product = { id: 'A-1', name: 'Кеды', price: 5000, brand: 'Vans', variant: 'Чёрный', quantity: 2 };
    trackAdd([product]);
    expect(sent).toEqual([]);
    configureBeacon({ url: 'https://stats.test/b', key: 'k', userId: 7 });
    trackAdd([product]);
    expect(sent.map((body) => JSON.parse(body) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ event_name: 'add_to_cart', fetch_id: 'A-1', user_id: 7, version: 7 }),
    ]);
    expect(layer.filter((e) => 'add' in (e.ecommerce as object))).toHaveLength(2);
  });
});
