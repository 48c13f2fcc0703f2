// Loyalty levels as a member meets them: paid purchases of the year lift «Старт» (5 %) to
// «Темп» (7 %), the basket and the next order then earn the higher rate, and the bonus
// history (API and /personal/loyalty-program) tells the level and what is left to the next.
// Expectations come from the catalogue API's prices and card points, never from the database.
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
  user,
} from './basket.kit';
import {
  postCourierOrder,
  Shopper,
  shownText,
  shownPoints as points,
  shownRub as rub,
} from './cart-pages.kit';
import { pluralRu } from '~/utils/plural';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The points a card's bonus is worth at «Темп»: 7 % instead of the card's 5 %, floored per unit. */
const atTemp = (cardBonus: number) => Math.floor((cardBonus * 7) / 5);

// Catalogue pages 9, 11 and 13 belong to this file (see stockedSizes). Four units of sizes
// from 8 000 ₽ make at least 32 000 ₽, enough for «Темп»; three units in stock leave room
// for the later baskets.
let sizes: StockedSize[];
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, [9, 11, 13], { count: 8, minQuantity: 3, minPrice: 8000 });
});

const cardOrder = { deliveryType: 'courier', address: 'Москва, ул. Арбат, д. 10', paymentMethod: 'card' };
const onReceipt = {
  deliveryType: 'courier',
  address: 'Москва, ул. Арбат, д. 10',
  paymentMethod: 'on_receipt',
};

const history = async (auth: Auth) => {
  const answer = await call(baseUrl, 'GET', '/api/user/bonus-history', { auth });
  expect(answer.status).toBe(200);
  return answer.body;
};
const fullBasket = async (auth: Auth) => (await call(baseUrl, 'GET', '/api/basket/full', { auth })).body;

describe('loyalty levels over the API', () => {
  test('paid orders of 30 000 ₽ lift a member to «Темп»: the basket and the next order earn 7 %', async () => {
    const member = await user({ baseUrl, dataDir });
    expect(await history(member.auth)).toMatchObject({
      level: { code: 'start', name: 'Старт', rate: 5 },
      yearPurchases: 0,
      nextLevel: { code: 'temp', name: 'Темп', rate: 7, remaining: 30_000 },
    });

    // A big order placed and cancelled before it was paid is no purchase.
    const [a, b, c, d] = sizes;
    await addUnits(baseUrl, member.auth, c.sizeId, 2);
    await addUnits(baseUrl, member.auth, d.sizeId, 2);
    const dropped = await placeOrder(baseUrl, member.auth, { ...contacts(member.phone), ...cardOrder });
    expect(dropped.status).toBe(201);
    expect((await history(member.auth)).yearPurchases).toBe(0);
    const cancelled = await call(baseUrl, 'POST', `/api/order/${dropped.body.order.id}/cancel`, {
      auth: member.auth,
    });
    expect(cancelled.status).toBe(200);
    expect(await history(member.auth)).toMatchObject({ level: { code: 'start' }, yearPurchases: 0 });

    // A paid card order of at least 30 000 ₽, placed at «Старт», earns the cards' points.
    await addUnits(baseUrl, member.auth, a.sizeId, 2);
    await addUnits(baseUrl, member.auth, b.sizeId, 2);
    const bought = (a.price + b.price) * 2;
    expect(bought).toBeGreaterThanOrEqual(30_000);
    const placed = await placeOrder(baseUrl, member.auth, { ...contacts(member.phone), ...cardOrder });
    expect(placed.status).toBe(201);
    expect(placed.body.order.bonusEarned).toBe((a.bonus + b.bonus) * 2);
    const paid = await call(baseUrl, 'POST', `/api/payments/test/${placed.body.order.payment.id}/confirm`, {
      auth: member.auth,
      body: { outcome: 'succeeded' },
    });
    expect(paid.status).toBe(200);

    expect(await history(member.auth)).toMatchObject({
      success: true,
      balance: (a.bonus + b.bonus) * 2,
      level: { code: 'temp', name: 'Темп', rate: 7 },
      yearPurchases: bought,
      nextLevel: { code: 'record', name: 'Рекорд', rate: 10, remaining: 100_000 - bought },
    });

    // Now the basket counts every unit at 7 % …
    await addUnits(baseUrl, member.auth, c.sizeId, 1);
    await addUnits(baseUrl, member.auth, d.sizeId, 2);
    const expected = atTemp(c.bonus) + atTemp(d.bonus) * 2;
    expect((await fullBasket(member.auth)).summary.bonusToEarn).toBe(expected);

    // … while a guest with the same lines is shown the cards' points.
    const visitor = await guest(baseUrl);
    await addUnits(baseUrl, visitor, c.sizeId, 1);
    await addUnits(baseUrl, visitor, d.sizeId, 2);
    expect((await fullBasket(visitor)).summary.bonusToEarn).toBe(c.bonus + d.bonus * 2);

    // … and the order placed from it keeps the 7 % points to credit once paid.
    const next = await placeOrder(baseUrl, member.auth, { ...contacts(member.phone), ...onReceipt });
    expect(next.status).toBe(201);
    expect(next.body.order.bonusEarned).toBe(expected);
    // Unpaid orders do not count, so the level and the sum stay as they were.
    expect(await history(member.auth)).toMatchObject({ level: { code: 'temp' }, yearPurchases: bought });
    // Give the units back to the shops.
    const undone = await call(baseUrl, 'POST', `/api/order/${next.body.order.id}/cancel`, {
      auth: member.auth,
    });
    expect(undone.status).toBe(200);
  });

  test('the level is part of the signed-in bonus history only', async () => {
    expect((await call(baseUrl, 'GET', '/api/user/bonus-history')).status).toBe(401);
  });
});

describe('/personal/loyalty-program', () => {
  test('shows the level, the year’s purchases and what is left, and after a paid order the new level', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    const phone = await shopper.signIn(dataDir);

    const first = await shopper.get('/personal/loyalty-program');
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toMatch(/<h2 id="loyalty-level"[^>]*>/);
    const before = shownText(firstHtml);
    expect(before).toContain('Твой уровень — «Старт»');
    expect(before).toContain('Бонусами возвращается 5% от цены');
    expect(before).toContain(`Покупки за 12 месяцев: ${rub(0)}`);
    expect(before).toContain(`До уровня «Темп» осталось ${rub(30_000)}`);
    // The level comes before the history.
    expect(before.indexOf('Твой уровень')).toBeLessThan(before.indexOf('История'));

    const [a, b, c] = sizes.slice(4);
    for (const size of [a, a, b, b]) {
      const added = await shopper.post('/resources/cart', {
        intent: 'add',
        productId: String(size.sizeId),
        returnTo: '/cart/',
      });
      expect(added.status).toBe(303);
    }
    const bought = (a.price + b.price) * 2;
    const placed = await postCourierOrder(shopper, phone, { paymentMethod: 'card' });
    expect(placed.status).toBe(303);
    await shopper.post(placed.headers.get('location')!, { outcome: 'succeeded' });

    const after = shownText(await (await shopper.get('/personal/loyalty-program')).text());
    expect(after).toContain('Твой уровень — «Темп»');
    expect(after).toContain('Бонусами возвращается 7% от цены');
    expect(after).toContain(`Покупки за 12 месяцев: ${rub(bought)}`);
    expect(after).toContain(`До уровня «Рекорд» осталось ${rub(100_000 - bought)}`);

    // The cart page promises the 7 % points too.
    await shopper.post('/resources/cart', { intent: 'add', productId: String(c.sizeId), returnTo: '/cart/' });
    const cart = shownText(await (await shopper.get('/cart/')).text());
    const earn = atTemp(c.bonus);
    expect(cart).toContain(
      `За заказ начислим ${points(earn)} ${pluralRu(earn, ['бонус', 'бонуса', 'бонусов'])}`,
    );
  });
});
