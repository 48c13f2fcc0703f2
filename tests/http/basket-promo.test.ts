import { beforeAll, describe, expect, inject, test } from 'vitest';
import {
  addUnits,
  type Auth,
  call,
  contacts,
  guest,
  placeOrder,
  type StockedSize,
  stockedSizes,
  stockOf,
  user,
} from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 5–7 belong to this file (see stockedSizes).
let cheap: StockedSize[];
let pricey: StockedSize[];

beforeAll(async () => {
  cheap = await stockedSizes(baseUrl, [5, 6, 7], { count: 6, minQuantity: 3, maxPrice: 4900 });
  pricey = await stockedSizes(baseUrl, [5, 6, 7], { count: 4, minQuantity: 3, minPrice: 5000 });
});

const courier = {
  deliveryType: 'courier',
  address: 'Москва, Ленинский пр-т, д. 30',
  paymentMethod: 'on_receipt',
};
const basket = (auth: Auth, query: string) => call(baseUrl, 'GET', `/api/basket${query}`, { auth });
const promo = (code: string) => `?promoCode=${encodeURIComponent(code)}`;
const balanceOf = async (auth: Auth) =>
  (await call(baseUrl, 'GET', '/api/user/current', { auth })).body.bonusBalance as number;

/** A card order paid through the test provider: the way a user earns bonus points. */
async function earnBonuses(auth: Auth, phone: string, size: StockedSize): Promise<number> {
  await addUnits(baseUrl, auth, size.sizeId, 1);
  const placed = await placeOrder(baseUrl, auth, { ...contacts(phone), ...courier, paymentMethod: 'card' });
  const confirmed = await call(
    baseUrl,
    'POST',
    `/api/payments/test/${placed.body.order.payment.id}/confirm`,
    {
      auth,
      body: { outcome: 'succeeded' },
    },
  );
  expect(confirmed.status).toBe(200);
  return placed.body.order.bonusEarned as number;
}

describe('promo codes in the basket', () => {
  test('a percent code applies to anyone, typed in any case', async () => {
    const auth = await guest(baseUrl);
    const size = cheap[0];
    await addUnits(baseUrl, auth, size.sizeId, 2);
    const items = size.price * 2;
    for (const code of ['SALE20', ' sale20 ']) {
      const answer = await basket(auth, promo(code));
      expect(answer.body).toMatchObject({
        promoCode: 'SALE20',
        promoMessage: null,
        promoDiscount: Math.floor(items * 0.2),
        sum: items - Math.floor(items * 0.2),
      });
    }
  });

  test.each([
    ['NO-SUCH-CODE', 'Промокод не найден'],
    ['EXPIRED15', 'Срок действия промокода истёк'],
    ['FUTURE20', 'Промокод ещё не действует'],
    ['WELCOME10', 'Войди, чтобы применить этот промокод'],
  ])('%s is refused for a guest with «%s» and the basket stays as it was', async (code, message) => {
    const auth = await guest(baseUrl);
    const size = cheap[1];
    await addUnits(baseUrl, auth, size.sizeId, 1);
    const answer = await basket(auth, promo(code));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      promoCode: null,
      promoMessage: message,
      promoDiscount: 0,
      sum: size.price,
    });
  });

  test('a refused code on add still adds the item', async () => {
    const auth = await guest(baseUrl);
    const answer = await call(baseUrl, 'POST', `/api/basket/add${promo('NO-SUCH-CODE')}`, {
      auth,
      body: { productId: cheap[2].sizeId, quantity: 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ promoCode: null, promoMessage: 'Промокод не найден', count: 1 });
  });

  test('a fixed amount needs the minimum sum', async () => {
    const auth = await guest(baseUrl);
    const small = cheap[3];
    await addUnits(baseUrl, auth, small.sizeId, 1);
    const below = await basket(auth, promo('MINUS500'));
    expect(below.body).toMatchObject({
      promoCode: null,
      promoMessage: 'Промокод действует при заказе от 5\u00a0000\u00a0₽',
    });
    await addUnits(baseUrl, auth, pricey[0].sizeId, 1);
    const above = await basket(auth, promo('MINUS500'));
    expect(above.body).toMatchObject({
      promoCode: 'MINUS500',
      promoMessage: null,
      promoDiscount: 500,
      sum: small.price + pricey[0].price - 500,
    });
  });

  test('the full basket shows the promo discount in its sums', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, pricey[1].sizeId, 2);
    const full = await call(baseUrl, 'GET', `/api/basket/full${promo('MINUS500')}`, { auth });
    const items = pricey[1].price * 2;
    expect(full.body.summary).toMatchObject({
      items,
      promoDiscount: 500,
      delivery: items - 500 >= 7000 ? 0 : 390,
      total: items - 500 + (items - 500 >= 7000 ? 0 : 390),
    });
  });
});

describe('promo codes in orders', () => {
  test('a once-per-user code works once; cancelling the order gives it back', async () => {
    const member = await user({ baseUrl, dataDir });
    const size = cheap[4];
    await addUnits(baseUrl, member.auth, size.sizeId, 1);
    const applied = await basket(member.auth, promo('welcome10'));
    expect(applied.body).toMatchObject({
      promoCode: 'WELCOME10',
      promoDiscount: Math.floor(size.price * 0.1),
    });

    const placed = await placeOrder(baseUrl, member.auth, {
      ...contacts(member.phone),
      ...courier,
      promoCode: 'welcome10',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      promoCode: 'WELCOME10',
      sums: { items: size.price, promoDiscount: Math.floor(size.price * 0.1) },
    });

    await addUnits(baseUrl, member.auth, size.sizeId, 1);
    const used = await basket(member.auth, promo('WELCOME10'));
    expect(used.body).toMatchObject({ promoCode: null, promoMessage: 'Ты уже использовал этот промокод' });
    const stockBefore = await stockOf(baseUrl, size);
    const refused = await placeOrder(baseUrl, member.auth, {
      ...contacts(member.phone),
      ...courier,
      promoCode: 'WELCOME10',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { property: 'promoCode', message: 'Ты уже использовал этот промокод' },
    ]);
    expect(await stockOf(baseUrl, size)).toBe(stockBefore);
    expect((await basket(member.auth, '')).body.count).toBe(1);

    await call(baseUrl, 'POST', `/api/order/${placed.body.order.id}/cancel`, { auth: member.auth });
    expect((await basket(member.auth, promo('WELCOME10'))).body.promoCode).toBe('WELCOME10');
  });

  test('a code with a usage limit stops when the limit is reached', async () => {
    const [first, second] = [await user({ baseUrl, dataDir }), await user({ baseUrl, dataDir })];
    await addUnits(baseUrl, first.auth, cheap[5].sizeId, 1);
    await addUnits(baseUrl, second.auth, cheap[5].sizeId, 1);
    expect((await basket(second.auth, promo('LIMITED300'))).body.promoCode).toBe('LIMITED300');

    const placed = await placeOrder(baseUrl, first.auth, {
      ...contacts(first.phone),
      ...courier,
      promoCode: 'LIMITED300',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.sums.promoDiscount).toBe(Math.min(300, cheap[5].price));

    expect((await basket(second.auth, promo('LIMITED300'))).body.promoMessage).toBe(
      'Промокод больше не действует',
    );
    const refused = await placeOrder(baseUrl, second.auth, {
      ...contacts(second.phone),
      ...courier,
      promoCode: 'LIMITED300',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Промокод больше не действует');
  });
});

describe('bonus points', () => {
  test('guests spend none and are told to sign in', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, pricey[2].sizeId, 1);
    const answer = await basket(auth, '?bonusAmount=100');
    expect(answer.body).toMatchObject({
      spentBonuses: 0,
      bonusMessage: 'Списать бонусы можно после входа',
      sum: pricey[2].price,
    });
    const refused = await placeOrder(baseUrl, auth, { ...contacts(), ...courier, bonusAmount: 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Списать бонусы можно после входа');
  });

  test('a paid order earns its points; they are spent up to 30 % of the sum and never beyond the balance', async () => {
    const member = await user({ baseUrl, dataDir });
    expect(await balanceOf(member.auth)).toBe(0);
    const earned = await earnBonuses(member.auth, member.phone, pricey[3]);
    expect(earned).toBe(pricey[3].bonus);
    expect(await balanceOf(member.auth)).toBe(earned);

    const size = cheap[0];
    await addUnits(baseUrl, member.auth, size.sizeId, 1);
    const max = Math.min(earned, Math.floor(size.price * 0.3));
    const capped = await basket(member.auth, '?bonusAmount=1000000');
    expect(capped.body).toMatchObject({
      spentBonuses: max,
      bonusMessage: `Можно списать не больше ${max} ${max % 10 === 1 && max % 100 !== 11 ? 'бонуса' : 'бонусов'}`,
      sum: size.price - max,
    });
    const full = await call(baseUrl, 'GET', '/api/basket/full?bonusAmount=1', { auth: member.auth });
    expect(full.body.bonuses).toEqual({ balance: earned, max, maxPercent: 30 });
    expect(full.body).toMatchObject({ spentBonuses: 1, bonusMessage: null });

    const tooMany = await placeOrder(baseUrl, member.auth, {
      ...contacts(member.phone),
      ...courier,
      bonusAmount: max + 1,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors[0].property).toBe('bonusAmount');
    expect(await balanceOf(member.auth)).toBe(earned);

    const placed = await placeOrder(baseUrl, member.auth, {
      ...contacts(member.phone),
      ...courier,
      bonusAmount: max,
    });
    expect(placed.status).toBe(201);
    const fee = size.price >= 7000 ? 0 : 390;
    expect(placed.body.order).toMatchObject({
      bonusSpent: max,
      sums: { items: size.price, bonuses: max, delivery: fee, total: size.price - max + fee },
    });
    expect(await balanceOf(member.auth)).toBe(earned - max);

    // With the balance spent, the same request is capped at what is left.
    await addUnits(baseUrl, member.auth, size.sizeId, 1);
    const left = earned - max;
    const after = await basket(member.auth, `?bonusAmount=${max}`);
    expect(after.body.spentBonuses).toBe(Math.min(max, left, Math.floor(size.price * 0.3)));
  });

  test('cancelling an order gives the spent points back', async () => {
    const member = await user({ baseUrl, dataDir });
    const earned = await earnBonuses(member.auth, member.phone, pricey[2]);
    await addUnits(baseUrl, member.auth, cheap[1].sizeId, 1);
    const spend = Math.min(earned, Math.floor(cheap[1].price * 0.3));
    const placed = await placeOrder(baseUrl, member.auth, {
      ...contacts(member.phone),
      ...courier,
      bonusAmount: spend,
    });
    expect(await balanceOf(member.auth)).toBe(earned - spend);
    await call(baseUrl, 'POST', `/api/order/${placed.body.order.id}/cancel`, { auth: member.auth });
    expect(await balanceOf(member.auth)).toBe(earned);
  });
});
