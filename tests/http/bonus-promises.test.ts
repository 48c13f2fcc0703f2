// What the shop's copy promises about bonus points, kept over the API (see
// docs/decisions/0031-promises-kept.md): the cart's «Войди — и получишь N за этот заказ» and
// «За заказ начислим N», the personal page's «Бонусы придут после первого оплаченного заказа»,
// the loyalty page's «За доставку бонусы не начисляются», and the public offer's «При отмене
// заказа списанные за него бонусы возвращаются на счёт участника, а начисленные — списываются».
// Expectations come from the product cards' points, never from the database.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { signIn } from '../mocks/sms-sign-in';
import { TEST_ADMIN_PHONES } from '../setup/server';
import { Shopper, shownPoints as points, shownText } from './cart-pages.kit';
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

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 20 and 25: the fuzz and order tests take the first sizes there, this file
// the ones after them.
let cheap: StockedSize;
let other: StockedSize;
let admin: Auth;

beforeAll(async () => {
  // Below 7 000 ₽ a courier order pays delivery, so the points can be seen to leave it out.
  const sizes = await stockedSizes(baseUrl, [20, 25], { count: 4, minQuantity: 3, maxPrice: 6_000 });
  [cheap, other] = sizes.slice(2);
  admin = (await signIn({ baseUrl, dataDir }, TEST_ADMIN_PHONES.bonusPromises)).auth;
});

const courierOrder = (phone: string, paymentMethod: 'card' | 'on_receipt', bonusAmount = 0) => ({
  ...contacts(phone),
  deliveryType: 'courier',
  address: 'Москва, ул. Арбат, д. 10',
  paymentMethod,
  bonusAmount,
});
const bonusToEarn = async (auth: Auth) =>
  (await call(baseUrl, 'GET', '/api/basket/full', { auth })).body.summary.bonusToEarn as number;
const history = async (auth: Auth) => (await call(baseUrl, 'GET', '/api/user/bonus-history', { auth })).body;

describe('bonus promises', () => {
  test('the guest is shown N, signs in, orders, pays: exactly N arrive, only after payment, none for delivery', async () => {
    const visitor = await guest(baseUrl);
    await addUnits(baseUrl, visitor, cheap.sizeId, 1);
    // «Войди — и получишь N за этот заказ»: N is the card's points.
    expect(await bonusToEarn(visitor)).toBe(cheap.bonus);

    const member = await user({ baseUrl, dataDir });
    const merged = await call(baseUrl, 'POST', '/api/basket/merge', { auth: { ...visitor, ...member.auth } });
    expect(merged.status).toBe(200);
    // «За заказ начислим N» for the new member is the same N.
    expect(await bonusToEarn(member.auth)).toBe(cheap.bonus);
    expect(await history(member.auth)).toMatchObject({ balance: 0, transactions: [] });

    const placed = await placeOrder(baseUrl, member.auth, courierOrder(member.phone, 'card'));
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order.sums.delivery).toBeGreaterThan(0);
    expect(order.bonusEarned).toBe(cheap.bonus);
    // Placed but not paid: nothing yet.
    expect((await history(member.auth)).balance).toBe(0);

    const paid = await call(baseUrl, 'POST', `/api/payments/test/${order.payment.id}/confirm`, {
      auth: member.auth,
      body: { outcome: 'succeeded' },
    });
    expect(paid.status).toBe(200);
    expect(await history(member.auth)).toMatchObject({
      balance: cheap.bonus,
      transactions: [{ amount: cheap.bonus, reason: 'order_earn', orderNumber: order.number }],
    });
  });

  test('cancelling gives back the points spent on an order and takes back the points it earned', async () => {
    const member = await user({ baseUrl, dataDir });
    // Earn: a paid card order of one unit.
    await addUnits(baseUrl, member.auth, cheap.sizeId, 1);
    const first = (await placeOrder(baseUrl, member.auth, courierOrder(member.phone, 'card'))).body.order;
    await call(baseUrl, 'POST', `/api/payments/test/${first.payment.id}/confirm`, {
      auth: member.auth,
      body: { outcome: 'succeeded' },
    });
    const earned = cheap.bonus;
    expect((await history(member.auth)).balance).toBe(earned);

    // Spend: part of the points on a second order, paid on receipt (30 % of goods at most).
    await addUnits(baseUrl, member.auth, other.sizeId, 1);
    const spend = Math.min(earned, Math.floor(other.price * 0.3));
    expect(spend).toBeGreaterThan(0);
    const second = await placeOrder(baseUrl, member.auth, courierOrder(member.phone, 'on_receipt', spend));
    expect(second.status).toBe(201);
    expect(second.body.order.bonusSpent).toBe(spend);
    expect((await history(member.auth)).balance).toBe(earned - spend);

    // The shopper cancels the second order: the points spent on it come back, its own points never arrive.
    const cancelled = await call(baseUrl, 'POST', `/api/order/${second.body.order.id}/cancel`, {
      auth: member.auth,
    });
    expect(cancelled.status).toBe(200);
    expect((await history(member.auth)).balance).toBe(earned);

    // The shop cancels the paid first order: the points it earned are taken back.
    const byShop = await call(baseUrl, 'POST', `/api/order/${first.id}/status`, {
      auth: admin,
      body: { status: 'cancelled', note: 'Отменён магазином' },
    });
    expect(byShop.status).toBe(200);
    const after = await history(member.auth);
    expect(after.balance).toBe(0);
    // The order itself tells its points were not (or no longer) credited.
    expect(byShop.body).toMatchObject({ status: 'cancelled', bonusCredited: false });
    expect(after.transactions.map((t: { amount: number; reason: string }) => [t.reason, t.amount])).toEqual([
      ['order_cancel_reversal', -earned],
      ['order_cancel_refund', spend],
      ['order_spend', -spend],
      ['order_earn', earned],
    ]);
  });

  test('the order page promises points until the order is cancelled, then none', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    const phone = await shopper.signIn(dataDir);
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(other.sizeId),
      returnTo: '/cart/',
    });
    expect(added.status).toBe(303);
    const form = await (await shopper.get('/order/make')).text();
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)![1];
    const placed = await shopper.post('/order/make', {
      idempotencyKey: key,
      ...contacts(phone),
      deliveryType: 'courier',
      address: 'ул. Тверская, д. 7',
      paymentMethod: 'on_receipt',
      agreement: 'on',
    });
    expect(placed.status).toBe(303);
    const orderId = /\/order\/done\/(\d+)/.exec(placed.headers.get('location')!)![1];
    const orderPage = async () => shownText(await (await shopper.get(`/personal/orders/${orderId}`)).text());
    expect(await orderPage()).toContain(`Начислим ${points(other.bonus)}`);

    const byShop = await call(baseUrl, 'POST', `/api/order/${orderId}/status`, {
      auth: admin,
      body: { status: 'cancelled', note: '' },
    });
    expect(byShop.status).toBe(200);
    const cancelled = await orderPage();
    expect(cancelled).toContain('Отменён');
    expect(cancelled).not.toMatch(/Начисл/);
  });
});
