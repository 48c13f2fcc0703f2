// GET /api/basket/header: what every page's header shows of the basket (the counter, and the
// sizes 'В корзину' would only open the added dialog for), read without stock, sums or promo.
// It must say what the whole basket (GET /api/basket) says of the same lines, whoever asks.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import {
  addUnits,
  type Answer,
  type Auth,
  call,
  guest,
  type StockedSize,
  stockedSizes,
  user,
} from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue page 23 belongs to this file (nothing here changes stock).
let sizes: StockedSize[];
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 23, { count: 3, minQuantity: 2 });
});

type Line = { productId: number; quantity: number; delay: boolean };
const header = (auth: Auth) => call(baseUrl, 'GET', '/api/basket/header', { auth });
const basket = (auth: Auth) => call(baseUrl, 'GET', '/api/basket', { auth });

/** What the header reads of the whole basket: the count, and each line's size, quantity and delay. */
const headerOf = (whole: Answer) => ({
  count: whole.body.count,
  products: (whole.body.products as Line[]).map(({ productId, quantity, delay }) => ({
    productId,
    quantity,
    delay,
  })),
});

/** Three lines (one of two units, one postponed), added one after the other. */
async function fillBasket(auth: Auth): Promise<void> {
  await addUnits(baseUrl, auth, sizes[1].sizeId, 2);
  await addUnits(baseUrl, auth, sizes[0].sizeId);
  const added = await addUnits(baseUrl, auth, sizes[2].sizeId);
  const third = (added.body.products as (Line & { basketId: number })[]).find(
    (line) => line.productId === sizes[2].sizeId,
  )!;
  const delayed = await call(baseUrl, 'POST', '/api/basket/delay', {
    auth,
    body: { basketId: third.basketId, delay: true },
  });
  expect(delayed.status).toBe(200);
}

describe('GET /api/basket/header', () => {
  test("a guest's lines, oldest first, as the whole basket has them", async () => {
    const auth = await guest(baseUrl);
    await fillBasket(auth);
    const answer = await header(auth);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      count: 4,
      products: [
        { productId: sizes[1].sizeId, quantity: 2, delay: false },
        { productId: sizes[0].sizeId, quantity: 1, delay: false },
        { productId: sizes[2].sizeId, quantity: 1, delay: true },
      ],
    });
    expect(answer.body).toEqual(headerOf(await basket(auth)));
  });

  test("a signed-in shopper's basket, and an empty one", async () => {
    const { auth } = await user({ baseUrl, dataDir });
    expect((await header(auth)).body).toEqual({ count: 0, products: [] });
    await fillBasket(auth);
    expect((await header(auth)).body).toEqual(headerOf(await basket(auth)));
  });

  test('one guest never reads another’s basket', async () => {
    const [filled, other] = [await guest(baseUrl), await guest(baseUrl)];
    await fillBasket(filled);
    expect((await header(other)).body).toEqual({ count: 0, products: [] });
    expect((await header(filled)).body.count).toBe(4);
  });

  test('answers 401 as the basket does when nobody is named', async () => {
    const [mine, whole] = await Promise.all([
      header({ 'Fuser-Token': 'no-such-token' }),
      basket({ 'Fuser-Token': 'no-such-token' }),
    ]);
    expect(mine.status).toBe(whole.status);
    expect(mine.status).toBe(401);
    expect((await header({})).status).toBe(401);
  });
});
