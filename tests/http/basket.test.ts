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
  user,
} from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 1–2 belong to this file (see stockedSizes).
let sizes: StockedSize[];
let soldOut: StockedSize;

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 1, { count: 6, minQuantity: 3, maxQuantity: 9 });
  soldOut = (await stockedSizes(baseUrl, 2, { count: 1, minQuantity: 0, maxQuantity: 0 }))[0];
});

const basket = (auth: Auth, query = '') => call(baseUrl, 'GET', `/api/basket${query}`, { auth });
const full = (auth: Auth, query = '') => call(baseUrl, 'GET', `/api/basket/full${query}`, { auth });
const add = (auth: Auth, body: unknown) => call(baseUrl, 'POST', '/api/basket/add', { auth, body });
const change = (auth: Auth, body: unknown) => call(baseUrl, 'POST', '/api/basket/change', { auth, body });
const choose = (auth: Auth, body: unknown) => call(baseUrl, 'POST', '/api/basket/choose', { auth, body });
const remove = (auth: Auth, id: number | string) => call(baseUrl, 'DELETE', `/api/basket/${id}`, { auth });
type Line = { basketId: number; productId: number; canBuy: boolean; delay: boolean; quantity: number };
const lineOf = (answer: Answer, sizeId: number) =>
  (answer.body.products as Line[]).find((p) => p.productId === sizeId);

describe('basket owners', () => {
  test('every call needs an access token or a guest token', async () => {
    const calls = [
      basket({}),
      full({}),
      add({}, { productId: 1, quantity: 1 }),
      change({}, { basketId: 1, quantity: 1 }),
      choose({}, { basketIds: [] }),
      remove({}, 1),
      call(baseUrl, 'DELETE', '/api/basket'),
      call(baseUrl, 'POST', '/api/basket/merge'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String), errors: [] });
    }
  });

  test('an unknown guest token and a forged access token are refused', async () => {
    const unknown = await basket({ 'Fuser-Token': 'no-such-guest-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Гостевой токен недействителен');
    expect((await basket({ Authorization: 'Bearer not.a.jwt' })).status).toBe(401);
  });

  test('a new guest has an empty basket in the spec shape', async () => {
    const answer = await basket(await guest(baseUrl));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body).toEqual({
      products: [],
      cantBuyProducts: [],
      sum: 0,
      promoCode: null,
      promoMessage: null,
      promoDiscount: 0,
      spentBonuses: 0,
      bonusMessage: null,
      count: 0,
    });
  });

  test('guests and users each have their own basket', async () => {
    const [visitor, member] = [await guest(baseUrl), (await user({ baseUrl, dataDir })).auth];
    await addUnits(baseUrl, visitor, sizes[0].sizeId);
    await addUnits(baseUrl, member, sizes[1].sizeId);
    expect((await basket(visitor)).body.products.map((p: { productId: number }) => p.productId)).toEqual([
      sizes[0].sizeId,
    ]);
    expect((await basket(member)).body.products.map((p: { productId: number }) => p.productId)).toEqual([
      sizes[1].sizeId,
    ]);
  });
});

describe('adding', () => {
  test('the first add makes a line, the next raises its quantity; the sum follows', async () => {
    const auth = await guest(baseUrl);
    const first = await add(auth, { productId: sizes[0].sizeId, quantity: 1 });
    expect(first.status).toBe(200);
    expect(lineOf(first, sizes[0].sizeId)).toEqual({
      basketId: expect.any(Number),
      productId: sizes[0].sizeId,
      canBuy: true,
      delay: false,
      quantity: 1,
    });
    const second = await add(auth, { productId: sizes[0].sizeId });
    expect(lineOf(second, sizes[0].sizeId)).toMatchObject({
      basketId: lineOf(first, sizes[0].sizeId)!.basketId,
      quantity: 2,
    });
    expect(second.body).toMatchObject({ sum: sizes[0].price * 2, count: 2, cantBuyProducts: [] });
  });

  test('never beyond the stock of the size', async () => {
    const auth = await guest(baseUrl);
    const size = sizes[2];
    await addUnits(baseUrl, auth, size.sizeId, size.quantity);
    const refused = await add(auth, { productId: size.sizeId, quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: `Доступно только ${size.quantity} шт.`,
      errors: [],
    });
    expect(lineOf(await basket(auth), size.sizeId)!.quantity).toBe(size.quantity);
  });

  test('a sold-out size is refused with «Нет в наличии» and adds no line', async () => {
    const auth = await guest(baseUrl);
    const refused = await add(auth, { productId: soldOut.sizeId, quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Нет в наличии');
    expect((await basket(auth)).body.products).toEqual([]);
  });

  test('an unknown size is a 404', async () => {
    const refused = await add(await guest(baseUrl), { productId: 2_000_000_000, quantity: 1 });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Товар не найден');
  });

  test.each([
    ['no productId', { quantity: 1 }],
    ['a text productId', { productId: 'abc', quantity: 1 }],
    ['a zero productId', { productId: 0, quantity: 1 }],
    ['a negative productId', { productId: -5, quantity: 1 }],
    ['a fractional productId', { productId: 1.5, quantity: 1 }],
    ['a zero quantity', { productId: 1, quantity: 0 }],
    ['a negative quantity', { productId: 1, quantity: -1 }],
    ['a huge quantity', { productId: 1, quantity: 1_000_000 }],
    ['a text quantity', { productId: 1, quantity: 'one' }],
    ['an array body', [1, 2]],
  ])('%s is a 400 with field errors', async (_name, body) => {
    const refused = await add(await guest(baseUrl), body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(refused.body.errors.length).toBeGreaterThan(0);
  });

  test('malformed JSON is a 400, another content type a 415', async () => {
    const auth = await guest(baseUrl);
    const malformed = await call(baseUrl, 'POST', '/api/basket/add', { auth, raw: '{"productId": 1,' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Некорректный JSON в теле запроса');
    const form = await call(baseUrl, 'POST', '/api/basket/add', {
      auth,
      raw: 'productId=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  test('a malformed bonus amount in the query is a 400', async () => {
    const auth = await guest(baseUrl);
    for (const query of ['?bonusAmount=abc', '?bonusAmount=-5', '?bonusAmount=1.5']) {
      const refused = await basket(auth, query);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Количество бонусов должно быть целым числом не меньше 0');
    }
  });
});

describe('the full basket', () => {
  test('carries the cart-display fields and the sums of the cart page', async () => {
    const auth = await guest(baseUrl);
    const size = sizes[3];
    await addUnits(baseUrl, auth, size.sizeId, 2);
    const answer = await full(auth);
    expect(answer.status).toBe(200);
    const [line] = answer.body.products;
    expect(line).toMatchObject({
      productId: size.sizeId,
      quantity: 2,
      canBuy: true,
      chosen: true,
      reason: null,
      link: `/product/${size.code}`,
      name: size.name,
      size: { ru: size.ru },
      price: size.price,
      bonus: size.bonus,
      sum: size.price * 2,
      articleCharacteristic: size.code,
      additionalInfo: { detailName: expect.any(String), currency: 'RUB' },
      color: expect.any(String),
    });
    expect(line.image.src).toMatch(new RegExp(`^/images/products/${size.code}/`));
    const items = size.price * 2;
    const delivery = items >= 7000 ? 0 : 390;
    expect(answer.body.summary).toEqual({
      units: 2,
      itemsBeforeDiscount: expect.any(Number),
      discount: expect.any(Number),
      items,
      promoDiscount: 0,
      spentBonuses: 0,
      delivery,
      leftToFreeDelivery: Math.max(0, 7000 - items),
      total: items + delivery,
      bonusToEarn: size.bonus * 2,
    });
    expect(answer.body.summary.itemsBeforeDiscount - answer.body.summary.discount).toBe(items);
    expect(answer.body.bonuses).toEqual({ balance: null, max: 0, maxPercent: 30 });
    expect(answer.body.delivery).toEqual({ courierFee: 390, freeFrom: 7000 });
  });
});

describe('changing, removing, choosing, clearing', () => {
  let auth: Auth;
  let stranger: Auth;
  let lineA: number;
  let lineB: number;

  beforeAll(async () => {
    [auth, stranger] = [await guest(baseUrl), await guest(baseUrl)];
    await addUnits(baseUrl, auth, sizes[0].sizeId);
    const answer = await addUnits(baseUrl, auth, sizes[1].sizeId);
    lineA = lineOf(answer, sizes[0].sizeId)!.basketId;
    lineB = lineOf(answer, sizes[1].sizeId)!.basketId;
    await addUnits(baseUrl, stranger, sizes[4].sizeId);
  });

  test('change sets a quantity within stock', async () => {
    const answer = await change(auth, { basketId: lineA, quantity: 3 });
    expect(answer.status).toBe(200);
    expect(lineOf(answer, sizes[0].sizeId)!.quantity).toBe(3);
    expect(answer.body.sum).toBe(sizes[0].price * 3 + sizes[1].price);
  });

  test('change beyond stock is a 409 and changes nothing', async () => {
    const refused = await change(auth, { basketId: lineA, quantity: sizes[0].quantity + 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Доступно только ${sizes[0].quantity} шт.`);
    expect(lineOf(await basket(auth), sizes[0].sizeId)!.quantity).toBe(3);
  });

  test.each([
    ['zero', 0],
    ['negative', -2],
    ['huge', 100_000],
    ['text', '2'],
    ['fractional', 1.5],
  ])('a %s quantity is a 400', async (_name, quantity) => {
    const refused = await change(auth, { basketId: lineA, quantity });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].property).toBe('quantity');
  });

  test('lines of another basket, and unknown lines, are not found', async () => {
    const theirs = lineOf(await basket(stranger), sizes[4].sizeId)!.basketId;
    for (const refused of [
      await change(auth, { basketId: theirs, quantity: 1 }),
      await change(auth, { basketId: 2_000_000_000, quantity: 1 }),
      await remove(auth, theirs),
      await choose(auth, { basketIds: [lineA, theirs] }),
    ]) {
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Товара нет в корзине');
    }
    expect(lineOf(await basket(stranger), sizes[4].sizeId)!.quantity).toBe(1);
  });

  test('choose counts only the chosen lines; the full basket shows the choice', async () => {
    const none = await choose(auth, { basketIds: [] });
    expect(none.status).toBe(200);
    expect(none.body.products).toHaveLength(2);
    expect(none.body.sum).toBe(0);
    const one = await choose(auth, { basketIds: [lineB] });
    expect(one.body.sum).toBe(sizes[1].price);
    const lines = (await full(auth)).body.products as { basketId: number; chosen: boolean }[];
    expect(Object.fromEntries(lines.map((l) => [l.basketId, l.chosen]))).toEqual({
      [lineA]: false,
      [lineB]: true,
    });
    await choose(auth, { basketIds: [lineA, lineB] });
  });

  test('choose needs a list of ids', async () => {
    for (const body of [{}, { basketIds: 'all' }, { basketIds: [0] }, { basketIds: ['x'] }]) {
      expect((await choose(auth, body)).status).toBe(400);
    }
  });

  test('delete removes one line; a second delete of it is a 404; a bad id is a 400', async () => {
    const answer = await remove(auth, lineB);
    expect(answer.status).toBe(200);
    expect(answer.body.products.map((p: { basketId: number }) => p.basketId)).toEqual([lineA]);
    expect((await remove(auth, lineB)).status).toBe(404);
    expect((await remove(auth, 'abc')).status).toBe(400);
    expect((await remove(auth, -1)).status).toBe(400);
  });

  test('clearing empties the basket and touches no one else', async () => {
    const answer = await call(baseUrl, 'DELETE', '/api/basket', { auth });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ products: [], sum: 0, count: 0 });
    expect((await basket(stranger)).body.products).toHaveLength(1);
  });
});

describe('what cannot be bought', () => {
  test('a line whose stock was sold to someone else moves to cantBuyProducts with the reason', async () => {
    const size = sizes[5];
    const [holder, buyer] = [await guest(baseUrl), await guest(baseUrl)];
    await addUnits(baseUrl, holder, size.sizeId, size.quantity);
    await addUnits(baseUrl, buyer, size.sizeId, 1);
    const ordered = await placeOrder(baseUrl, buyer, {
      ...contacts(),
      deliveryType: 'courier',
      address: 'Москва, ул. Тверская, д. 1, кв. 1',
      paymentMethod: 'on_receipt',
    });
    expect(ordered.status).toBe(201);

    const answer = await basket(holder);
    const line = lineOf(answer, size.sizeId)!;
    expect(line).toMatchObject({ canBuy: false, quantity: size.quantity });
    const left = size.quantity - 1;
    expect(answer.body.cantBuyProducts).toEqual([
      { ...line, available: left, reason: left > 0 ? `Доступно только ${left} шт.` : 'Нет в наличии' },
    ]);
    expect(answer.body.sum).toBe(0);
    // Bringing the quantity down to what is left makes it buyable again.
    const fixed = await change(holder, { basketId: line.basketId, quantity: left });
    expect(lineOf(fixed, size.sizeId)).toMatchObject({ canBuy: true, quantity: left });
    expect(fixed.body.cantBuyProducts).toEqual([]);
  });
});

describe('merging a guest basket at sign-in', () => {
  test('quantities of the same size add up, other lines move, the guest basket empties', async () => {
    const visitor = await guest(baseUrl);
    const member = await user({ baseUrl, dataDir });
    await addUnits(baseUrl, visitor, sizes[0].sizeId, 2);
    await addUnits(baseUrl, visitor, sizes[1].sizeId, 1);
    await addUnits(baseUrl, member.auth, sizes[0].sizeId, 1);

    const merged = await call(baseUrl, 'POST', '/api/basket/merge', { auth: { ...member.auth, ...visitor } });
    expect(merged.status).toBe(200);
    expect(lineOf(merged, sizes[0].sizeId)!.quantity).toBe(3);
    expect(lineOf(merged, sizes[1].sizeId)!.quantity).toBe(1);
    expect((await basket(visitor)).body.products).toEqual([]);
    // A second merge (a retried call) moves nothing more.
    const again = await call(baseUrl, 'POST', '/api/basket/merge', { auth: { ...member.auth, ...visitor } });
    expect(lineOf(again, sizes[0].sizeId)!.quantity).toBe(3);
  });

  test('merged quantities stop at the stock', async () => {
    const size = sizes[2];
    const visitor = await guest(baseUrl);
    const member = await user({ baseUrl, dataDir });
    await addUnits(baseUrl, visitor, size.sizeId, size.quantity);
    await addUnits(baseUrl, member.auth, size.sizeId, 2);
    const merged = await call(baseUrl, 'POST', '/api/basket/merge', { auth: { ...member.auth, ...visitor } });
    expect(lineOf(merged, size.sizeId)!.quantity).toBe(size.quantity);
  });

  test('merge needs the access token; without a guest token it just answers the user basket', async () => {
    const visitor = await guest(baseUrl);
    expect((await call(baseUrl, 'POST', '/api/basket/merge', { auth: visitor })).status).toBe(401);
    const member = await user({ baseUrl, dataDir });
    const answer = await call(baseUrl, 'POST', '/api/basket/merge', { auth: member.auth });
    expect(answer.status).toBe(200);
    expect(answer.body.products).toEqual([]);
  });
});
