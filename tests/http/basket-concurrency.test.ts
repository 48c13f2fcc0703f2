import { beforeAll, describe, expect, inject, test } from 'vitest';
import { call, guest, type StockedSize, stockedSizes } from './basket.kit';

const baseUrl = inject('baseUrl');

// Catalogue page 4 belongs to this file (see stockedSizes).
let sizes: StockedSize[];

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 4, { count: 5, minQuantity: 1 });
});

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe('concurrent basket changes', () => {
  test(
    '100 parallel adds on one new basket leave exactly min(adds, stock) of each size',
    { timeout: 60_000 },
    async () => {
      const auth = await guest(baseUrl);
      const addsPerSize = 20;
      const calls = sizes.flatMap((size) =>
        Array.from({ length: addsPerSize }, () =>
          call(baseUrl, 'POST', '/api/basket/add', { auth, body: { productId: size.sizeId, quantity: 1 } }),
        ),
      );
      expect(calls).toHaveLength(100);
      const statuses = (await Promise.all(calls)).map((answer) => answer.status);

      const expected = sizes.map((size) => Math.min(addsPerSize, size.quantity));
      const accepted = expected.reduce((a, b) => a + b, 0);
      expect(tally(statuses)).toEqual(
        accepted === 100 ? { 200: 100 } : { 200: accepted, 409: 100 - accepted },
      );

      const lines = (await call(baseUrl, 'GET', '/api/basket', { auth })).body.products as {
        productId: number;
        quantity: number;
      }[];
      expect(lines).toHaveLength(sizes.length);
      expect(Object.fromEntries(lines.map((l) => [l.productId, l.quantity]))).toEqual(
        Object.fromEntries(sizes.map((size, i) => [size.sizeId, expected[i]])),
      );
    },
  );

  test(
    '100 parallel mutations mixing adds, changes and removals end in the one possible state',
    { timeout: 60_000 },
    async () => {
      // 59 adds of size A race with 40 changes of line B and the removal of line C: A must end
      // at min(59, stock), B at 1, C gone, and every answer is a 200 or a stock 409.
      const auth = await guest(baseUrl);
      const [a, b, c] = sizes;
      const seeded = await call(baseUrl, 'POST', '/api/basket/add', { auth, body: { productId: b.sizeId } });
      const lineB = seeded.body.products[0].basketId as number;
      const withC = await call(baseUrl, 'POST', '/api/basket/add', { auth, body: { productId: c.sizeId } });
      const lineC = withC.body.products.find((p: { productId: number }) => p.productId === c.sizeId)
        .basketId as number;

      const calls = [
        ...Array.from({ length: 59 }, () =>
          call(baseUrl, 'POST', '/api/basket/add', { auth, body: { productId: a.sizeId } }),
        ),
        ...Array.from({ length: 40 }, () =>
          call(baseUrl, 'POST', '/api/basket/change', { auth, body: { basketId: lineB, quantity: 1 } }),
        ),
        call(baseUrl, 'DELETE', `/api/basket/${lineC}`, { auth }),
      ];
      expect(calls).toHaveLength(100);
      const statuses = (await Promise.all(calls)).map((answer) => answer.status);
      const acceptedAdds = Math.min(59, a.quantity);
      expect(tally(statuses)).toEqual(
        acceptedAdds === 59 ? { 200: 100 } : { 200: 41 + acceptedAdds, 409: 59 - acceptedAdds },
      );

      const lines = (await call(baseUrl, 'GET', '/api/basket', { auth })).body.products as {
        productId: number;
        quantity: number;
      }[];
      expect(Object.fromEntries(lines.map((l) => [l.productId, l.quantity]))).toEqual({
        [a.sizeId]: acceptedAdds,
        [b.sizeId]: 1,
      });
    },
  );
});
