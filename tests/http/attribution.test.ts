// Attribution over real HTTP (docs/product.md#entities, docs/product.md#attribution-and-analytics, docs/product.md#constants-and-limits): a landing from a paid campaign or a Yandex ad
// click leaves its signed cookie (or, for an unpaid medium, none), an order placed later in
// that browser carries it, and the shop's admin list (ROLE_ADMIN only) shows it, newest first.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { signIn } from '../mocks/sms-sign-in';
import { TEST_ADMIN_PHONES } from '../setup/server';
import {
  addUnits,
  type Auth,
  call,
  contacts,
  guest,
  placeOrder,
  type StockedSize,
  stockedSizes,
} from './basket.kit';
import { Shopper } from './cart-pages.kit';
import type { AdminOrder } from '~/commerce/contract/admin-order';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 22–23 belong to this file (see stockedSizes).
let sizes: StockedSize[];
let admin: Auth;
beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, [22, 23], { count: 12, minQuantity: 3 });
  admin = (await signIn({ baseUrl, dataDir }, TEST_ADMIN_PHONES.attribution)).auth;
});

/** The Set-Cookie line of one cookie in an answer, if it set that cookie. */
function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

const courier = {
  name: 'Анна',
  lastName: 'Смирнова',
  phone: '+7 (999) 000-11-23',
  email: 'anna@example.ru',
  deliveryType: 'courier',
  address: 'ул. Тверская, д. 7',
  paymentMethod: 'on_receipt',
  agreement: 'on',
};

/** Puts a size in the shopper's basket and orders it through the checkout form; the order id. */
async function orderThroughCheckout(shopper: Shopper, size: StockedSize): Promise<number> {
  const added = await shopper.post('/resources/cart', {
    intent: 'add',
    productId: String(size.sizeId),
    returnTo: '/cart/',
  });
  expect(added.status).toBe(303);
  const html = await (await shopper.get('/order/make')).text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const placed = await shopper.post('/order/make', { idempotencyKey: key, ...courier });
  expect(placed.status).toBe(303);
  const id = /^\/order\/done\/(\d+)$/.exec(placed.headers.get('location') ?? '')?.[1];
  expect(id, `the order went to ${placed.headers.get('location')}`).toBeDefined();
  return Number(id);
}

/** Every order of the admin list, page after page. */
async function allAdminOrders(): Promise<AdminOrder[]> {
  const first = await call(baseUrl, 'GET', '/api/admin/orders', { auth: admin });
  expect(first.status).toBe(200);
  const orders: AdminOrder[] = [...first.body.orders];
  for (let page = 2; page <= first.body.totalPages; page++) {
    const next = await call(baseUrl, 'GET', `/api/admin/orders?page=${page}`, { auth: admin });
    orders.push(...next.body.orders);
  }
  return orders;
}

async function adminOrder(id: number): Promise<AdminOrder> {
  const found = (await allAdminOrders()).find((order) => order.id === id);
  expect(found, `order ${id} in the admin list`).toBeDefined();
  return found!;
}

describe('landing cookies', () => {
  test('a paid utm_medium stores the UTM data for 30 days in a signed, HttpOnly, SameSite=Lax cookie', async () => {
    const shopper = new Shopper(baseUrl);
    const page = await shopper.get('/catalog/?utm_source=yandex&utm_medium=cpc&utm_campaign=winter');
    expect(page.status).toBe(200);
    const line = setCookie(page, 'utm');
    expect(line).toBeDefined();
    expect(line).toMatch(/Max-Age=2592000/i);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    // Plain HTTP here: no Secure, or the browser would drop it.
    expect(line).not.toMatch(/Secure/i);
    expect(setCookie(page, 'click_id')).toBeUndefined();
  });

  test('over HTTPS (a proxy saying so) the cookie is Secure', async () => {
    const page = await fetch(`${baseUrl}/?utm_medium=banner`, {
      headers: { 'X-Forwarded-Proto': 'https', Accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(setCookie(page, 'utm')).toMatch(/Secure/i);
  });

  test('an unpaid or absent medium stores nothing', async () => {
    for (const query of ['utm_source=newsletter&utm_medium=email', 'utm_source=vk', 'utm_medium=organic']) {
      const page = await new Shopper(baseUrl).get(`/?${query}`);
      expect(page.status).toBe(200);
      expect(setCookie(page, 'utm'), query).toBeUndefined();
      expect(setCookie(page, 'click_id'), query).toBeUndefined();
    }
  });

  test('a yclid stores a click-id record; with a paid campaign on the same landing the UTM data wins', async () => {
    const clicked = await new Shopper(baseUrl).get('/?yclid=1234567890123');
    expect(setCookie(clicked, 'click_id')).toMatch(/Max-Age=2592000/i);
    expect(setCookie(clicked, 'utm')).toBeUndefined();

    const both = await new Shopper(baseUrl).get('/?utm_medium=cpc&utm_source=yandex&yclid=1234567890123');
    expect(setCookie(both, 'utm')).toBeDefined();
    expect(setCookie(both, 'click_id')).toBeUndefined();
  });

  test('hostile values never break the page: an odd yclid is ignored, overlong UTM values are cut', async () => {
    const hostile = await new Shopper(baseUrl).get(`/?yclid=${encodeURIComponent('"><script>x</script>')}`);
    expect(hostile.status).toBe(200);
    expect(setCookie(hostile, 'click_id')).toBeUndefined();

    const long = await new Shopper(baseUrl).get(`/?utm_medium=cpc&utm_campaign=${'x'.repeat(3000)}`);
    expect(long.status).toBe(200);
    const line = setCookie(long, 'utm')!;
    expect(line).toBeDefined();
    expect(line.length).toBeLessThan(4096);
  });
});

describe('an order carries the attribution to the admin list', () => {
  test('a shopper from a paid campaign orders later: the order shows that campaign', async () => {
    const shopper = new Shopper(baseUrl);
    const landing =
      '/catalog/?utm_source=vk&utm_medium=social-paid&utm_campaign=autumn_sale&utm_content=story';
    expect((await shopper.get(landing)).status).toBe(200);
    // Browsing on without parameters (and through an unpaid link) keeps the campaign.
    await shopper.get('/catalog/');
    await shopper.get('/?utm_medium=email&utm_source=newsletter');
    const id = await orderThroughCheckout(shopper, sizes[0]);

    const order = await adminOrder(id);
    expect(order.attribution.clickId).toBeNull();
    expect(order.attribution.utm).toMatchObject({
      utm_source: 'vk',
      utm_medium: 'social-paid',
      utm_campaign: 'autumn_sale',
      utm_term: null,
      utm_content: 'story',
      url: `${baseUrl}${landing}`,
    });
    expect(Date.now() - Date.parse(order.attribution.utm!.capturedAt)).toBeLessThan(60_000);
    expect(order.status).toBe('new');
    expect(order.sums.items).toBe(sizes[0].price);
    expect(order.sums.total).toBe(order.sums.items - order.sums.promoDiscount + order.sums.delivery);
  });

  test('a shopper from a Yandex ad orders: the click id, the visit and the screen the script reported', async () => {
    const shopper = new Shopper(baseUrl);
    expect((await shopper.get('/?yclid=9876543210', '/from-search')).status).toBe(200);
    // What ClickScreenReporter posts once the page runs its script.
    expect((await shopper.post('/resources/click-screen', { width: '1920', height: '1080' })).status).toBe(
      200,
    );
    expect((await shopper.post('/resources/click-screen', { width: 'wide', height: '1080' })).status).toBe(
      422,
    );
    const id = await orderThroughCheckout(shopper, sizes[1]);

    const { utm, clickId } = (await adminOrder(id)).attribution;
    expect(utm).toBeNull();
    expect(clickId).toMatchObject({
      yclid: '9876543210',
      source: 'yandex',
      additionalInfo: {
        referrer: `${baseUrl}/from-search`,
        landingUrl: `${baseUrl}/?yclid=9876543210`,
        screenWidth: 1920,
        screenHeight: 1080,
      },
    });
    expect(clickId!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(clickId!.additionalInfo.userAgent).toContain('Chrome/131.0');
  });

  test('an order without any landing parameters has no attribution', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    const id = await orderThroughCheckout(shopper, sizes[2]);
    expect((await adminOrder(id)).attribution).toEqual({ utm: null, clickId: null });
  });

  test('the order call refuses a malformed attribution with a 400 and the field, not a 500', async () => {
    const buyer = await guest(baseUrl);
    await addUnits(baseUrl, buyer, sizes[3].sizeId);
    const order = {
      ...contacts(),
      deliveryType: 'courier',
      address: 'ул. Арбат, д. 1',
      paymentMethod: 'on_receipt',
    };
    const overlong = await placeOrder(baseUrl, buyer, {
      ...order,
      attribution: {
        utm: {
          utm_source: 's'.repeat(151),
          utm_medium: 'cpc',
          utm_campaign: null,
          utm_term: null,
          utm_content: null,
          url: 'https://shop.test/',
          capturedAt: new Date().toISOString(),
        },
      },
    });
    expect(overlong.status).toBe(400);
    expect(JSON.stringify(overlong.body.errors)).toContain('attribution');
    const wrongType = await placeOrder(baseUrl, buyer, { ...order, attribution: 'utm=1' });
    expect(wrongType.status).toBe(400);
  });
});

describe('GET /api/admin/orders', () => {
  test('needs an access token (401) with ROLE_ADMIN (403), in the usual error body', async () => {
    const anonymous = await call(baseUrl, 'GET', '/api/admin/orders');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false });
    const shopper = await signIn({ baseUrl, dataDir });
    const refused = await call(baseUrl, 'GET', '/api/admin/orders', { auth: shopper.auth });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: 'Недостаточно прав' });
  });

  test('pages of 20, newest first, every order once; a bad page number is a 400', async () => {
    // Enough orders for a second page, whatever ran before.
    const before = (await call(baseUrl, 'GET', '/api/admin/orders', { auth: admin })).body
      .totalItems as number;
    const buyer = await guest(baseUrl);
    const order = {
      ...contacts(),
      deliveryType: 'courier',
      address: 'ул. Арбат, д. 1',
      paymentMethod: 'on_receipt',
    };
    let placed = 0;
    for (const size of sizes.slice(4)) {
      for (let unit = 0; unit < 3 && before + placed < 22; unit++) {
        await addUnits(baseUrl, buyer, size.sizeId);
        expect((await placeOrder(baseUrl, buyer, order)).status).toBe(201);
        placed++;
      }
    }
    const newest = await addUnits(baseUrl, buyer, sizes[3].sizeId).then(() =>
      placeOrder(baseUrl, buyer, order),
    );
    expect(newest.status).toBe(201);

    const first = await call(baseUrl, 'GET', '/api/admin/orders', { auth: admin });
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.pageSize).toBe(20);
    expect(first.body.currentPage).toBe(1);
    expect(first.body.orders).toHaveLength(20);
    expect(first.body.totalItems).toBeGreaterThanOrEqual(22);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.totalItems / 20));
    expect(first.body.orders[0].id).toBe(newest.body.order.id);
    expect(first.body.orders[0].number).toBe(newest.body.order.number);

    const all = await allAdminOrders();
    expect(all).toHaveLength(first.body.totalItems);
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const beyond = await call(baseUrl, 'GET', `/api/admin/orders?page=${first.body.totalPages + 1}`, {
      auth: admin,
    });
    expect(beyond.status).toBe(200);
    expect(beyond.body.orders).toEqual([]);
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const bad = await call(baseUrl, 'GET', `/api/admin/orders?page=${page}`, { auth: admin });
      expect(bad.status, page).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
  });

  test('takes no other method', async () => {
    const posted = await call(baseUrl, 'POST', '/api/admin/orders', { auth: admin, body: {} });
    expect(posted.status).toBe(405);
  });
});
