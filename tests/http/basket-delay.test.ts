// Postponing basket lines (docs/product.md#entities's `delay`, docs/product.md#basket): POST /api/basket/delay takes a line out of the
// order and the sums and brings it back; a postponed line is never ordered and stays in the
// basket; adding its size again brings it back.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import {
  addUnits,
  type Answer,
  type Auth,
  call,
  contacts,
  guest,
  placeOrder,
  type StockedSize,
  stockedSizes,
} from './basket.kit';

const baseUrl = inject('baseUrl');

// Catalogue page 18 belongs to this file (one order is placed from it).
let sizes: StockedSize[];
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 18, { count: 3, minQuantity: 3 });
});

const delay = (auth: Auth, body: unknown) => call(baseUrl, 'POST', '/api/basket/delay', { auth, body });
const full = (auth: Auth) => call(baseUrl, 'GET', '/api/basket/full', { auth });
type FullLine = { basketId: number; productId: number; delay: boolean; chosen: boolean; quantity: number };
const lineOf = (answer: Answer, size: StockedSize) =>
  (answer.body.products as FullLine[]).find((line) => line.productId === size.sizeId)!;

/** A guest with one unit of each of the first two sizes; the line ids. */
async function basketOfTwo(): Promise<{ auth: Auth; first: number; second: number }> {
  const auth = await guest(baseUrl);
  await addUnits(baseUrl, auth, sizes[0].sizeId);
  const answer = await addUnits(baseUrl, auth, sizes[1].sizeId);
  return { auth, first: lineOf(answer, sizes[0]).basketId, second: lineOf(answer, sizes[1]).basketId };
}

describe('POST /api/basket/delay', () => {
  test('postpones a line out of the sums and the choice, and brings it back', async () => {
    const { auth, first } = await basketOfTwo();
    const postponed = await delay(auth, { basketId: first, delay: true });
    expect(postponed.status).toBe(200);
    expect(lineOf(postponed, sizes[0]).delay).toBe(true);
    expect(postponed.body.sum).toBe(sizes[1].price);
    // Still in the basket: the header counts it.
    expect(postponed.body.count).toBe(2);

    const shown = await full(auth);
    expect(lineOf(shown, sizes[0])).toMatchObject({ delay: true, chosen: false, quantity: 1 });
    expect(shown.body.summary).toMatchObject({ units: 1, items: sizes[1].price });

    const back = await delay(auth, { basketId: first, delay: false });
    expect(back.status).toBe(200);
    expect(lineOf(back, sizes[0]).delay).toBe(false);
    expect(back.body.sum).toBe(sizes[0].price + sizes[1].price);
    expect(lineOf(await full(auth), sizes[0])).toMatchObject({ delay: false, chosen: true });
  });

  test('adding the size of a postponed line brings the line back into the order', async () => {
    const { auth, first } = await basketOfTwo();
    await delay(auth, { basketId: first, delay: true });
    const added = await addUnits(baseUrl, auth, sizes[0].sizeId);
    expect(lineOf(added, sizes[0])).toMatchObject({ delay: false, quantity: 2 });
    expect(added.body.sum).toBe(2 * sizes[0].price + sizes[1].price);
  });

  test('a postponed line is not ordered and waits in the basket', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, sizes[2].sizeId);
    const answer = await addUnits(baseUrl, auth, sizes[0].sizeId);
    await delay(auth, { basketId: lineOf(answer, sizes[0]).basketId, delay: true });
    const ordered = await placeOrder(baseUrl, auth, {
      ...contacts(),
      deliveryType: 'courier',
      address: 'Москва, ул. Тверская, д. 1, кв. 1',
      paymentMethod: 'on_receipt',
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const left = await full(auth);
    expect((left.body.products as FullLine[]).map((line) => [line.productId, line.delay])).toEqual([
      [sizes[0].sizeId, true],
    ]);
  });

  test('bad input is a 400, a line of another basket a 404', async () => {
    const { auth, first } = await basketOfTwo();
    const stranger = await guest(baseUrl);
    for (const body of [
      {},
      { basketId: first },
      { basketId: first, delay: 'yes' },
      { basketId: 0, delay: true },
    ]) {
      const refused = await delay(auth, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    const theirs = await delay(stranger, { basketId: first, delay: true });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Товара нет в корзине');
    expect((await delay({}, { basketId: first, delay: true })).status).toBe(401);
  });
});
