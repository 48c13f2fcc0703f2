import { describe, expect, test } from 'vitest';
import { Latencies, mapLimited, percentile } from './latency';

describe('percentile', () => {
  test('is the nearest rank of the sorted durations', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('Latencies', () => {
  test('sums up each step and all of them, counting errors and timeouts apart', () => {
    const latencies = new Latencies();
    for (const ms of [10, 20, 30]) latencies.add('catalogue', ms, 'ok');
    latencies.add('cart', 100, 'error');
    latencies.add('cart', 10_000, 'timeout');
    const figures = Object.fromEntries(latencies.figures());
    expect(Object.keys(figures)).toEqual(['catalogue', 'cart', 'all']);
    expect(figures.catalogue).toEqual({ requests: 3, p50: 20, p95: 30, p99: 30, errors: 0, timeouts: 0 });
    expect(figures.cart).toMatchObject({ requests: 2, errors: 2, timeouts: 1 });
    expect(figures.all).toMatchObject({ requests: 5, p50: 30, p99: 10_000, errors: 2, timeouts: 1 });
    expect(latencies.total).toBe(5);
  });
});

describe('mapLimited', () => {
  test('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 8 - n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });
});
