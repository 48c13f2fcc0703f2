import { randomUUID } from 'node:crypto';
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
  stockOf,
  user,
} from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 8–10 belong to this file (see stockedSizes).
let sizes: StockedSize[];
let scarce: StockedSize[];

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 8, { count: 12, minQuantity: 4 });
  scarce = await stockedSizes(baseUrl, 10, { count: 3, minQuantity: 2, maxQuantity: 6 });
});

const courier = {
  deliveryType: 'courier',
  address: 'Москва, ул. Тверская, д. 7, кв. 12',
  paymentMethod: 'on_receipt',
};
const lineOf = (answer: Answer, sizeId: number) =>
  (answer.body.products as { productId: number; basketId: number }[]).find((p) => p.productId === sizeId)!;

/** Units of a size in one Moscow shop, as the product page's stores block tells. */
async function shopStock(size: StockedSize, shopId: number): Promise<number> {
  const detail = await call(baseUrl, 'GET', `/api/products/${size.code}/`);
  const shop = (
    detail.body.stores.items as { id: number; sizes: { sizeId: number; quantity: number }[] }[]
  ).find((s) => s.id === shopId);
  return shop?.sizes.find((s) => s.sizeId === size.sizeId)?.quantity ?? 0;
}

describe('placing an order', () => {
  test('a guest orders the chosen lines by courier: 201, the order, stock taken, the lines leave the basket', async () => {
    const auth = await guest(baseUrl);
    const [ordered, kept] = [sizes[0], sizes[1]];
    await addUnits(baseUrl, auth, ordered.sizeId, 2);
    const basket = await addUnits(baseUrl, auth, kept.sizeId, 1);
    await call(baseUrl, 'POST', '/api/basket/choose', {
      auth,
      body: { basketIds: [lineOf(basket, ordered.sizeId).basketId] },
    });
    const stockBefore = await stockOf(baseUrl, ordered);

    const answer = await placeOrder(baseUrl, auth, {
      ...contacts('8 (999) 111-22-33'),
      ...courier,
      comment: 'Позвонить за час',
    });
    expect(answer.status).toBe(201);
    const { order, redirectUrl, paymentMessage } = answer.body;
    expect(order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(redirectUrl).toBe(`/order/done/${order.id}`);
    expect(paymentMessage).toBeNull();
    const items = ordered.price * 2;
    const fee = items >= 7000 ? 0 : 390;
    expect(order).toMatchObject({
      status: 'new',
      statusName: 'Оформлен',
      contacts: {
        name: 'Анна',
        lastName: 'Смирнова',
        secondName: 'Игоревна',
        phone: '+79991112233',
        email: 'anna@example.ru',
      },
      delivery: { type: 'courier', cityId: 216, address: courier.address, shop: null, fee },
      paymentMethod: 'on_receipt',
      paymentStatus: 'pending',
      paymentStatusName: 'Оплата при получении',
      comment: 'Позвонить за час',
      sums: { items, promoDiscount: 0, bonuses: 0, delivery: fee, total: items + fee },
      bonusSpent: 0,
      bonusEarned: 0,
      payment: null,
      canCancel: true,
      canPay: false,
    });
    expect(order.items).toEqual([
      {
        count: 2,
        pricePerItem: ordered.price,
        oldPricePerItem: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
        sum: items,
        product: expect.objectContaining({
          ids: { website: ordered.sizeId },
          code: ordered.code,
          size: { ru: ordered.ru },
        }),
      },
    ]);
    expect(order.history).toEqual([
      { status: 'new', statusName: 'Оформлен', note: '', createdAt: expect.any(String) },
    ]);

    expect(await stockOf(baseUrl, ordered)).toBe(stockBefore - 2);
    const left = (await call(baseUrl, 'GET', '/api/basket', { auth })).body.products;
    expect(left.map((p: { productId: number }) => p.productId)).toEqual([kept.sizeId]);
  });

  test('pickup takes the units from the chosen shop only', async () => {
    // Held by two Moscow shops at least, from pages no other test orders from.
    const [size] = await stockedSizes(baseUrl, [23, 24, 25], { count: 1, minQuantity: 2, minMoscowShops: 2 });
    const shop = size.moscowShops[0];
    const others = size.moscowShops.slice(1);
    const othersBefore = await Promise.all(others.map((s) => shopStock(size, s.shopId)));
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, size.sizeId, 1);
    const answer = await placeOrder(baseUrl, auth, {
      ...contacts(),
      deliveryType: 'pickup',
      shopId: shop.shopId,
      paymentMethod: 'on_receipt',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.order.delivery).toMatchObject({
      type: 'pickup',
      fee: 0,
      address: '',
      shop: { id: shop.shopId },
    });
    expect(await shopStock(size, shop.shopId)).toBe(shop.quantity - 1);
    expect(await Promise.all(others.map((s) => shopStock(size, s.shopId)))).toEqual(othersBefore);
  });

  test('pickup from a shop without the item fails with the product and size named', async () => {
    const size = sizes[3];
    const shops = (
      await call(baseUrl, 'GET', '/api/order/pickup-shops?cityId=216', { auth: await guest(baseUrl) })
    ).body.shops as { id: number }[];
    const empty = shops.find((s) => !size.moscowShops.some((m) => m.shopId === s.id));
    expect(empty).toBeDefined();
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, size.sizeId, 1);
    const refused = await placeOrder(baseUrl, auth, {
      ...contacts(),
      deliveryType: 'pickup',
      shopId: empty!.id,
      paymentMethod: 'on_receipt',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Товара «${size.name}» (размер ${size.ru}) нет в выбранном магазине в нужном количестве`,
    );
    expect((await call(baseUrl, 'GET', '/api/basket', { auth })).body.products).toHaveLength(1);
  });

  test('a shop of another city is refused', async () => {
    const spb = (
      await call(
        baseUrl,
        'GET',
        `/api/location/cities/by-name/?city=${encodeURIComponent('Санкт-Петербург')}`,
      )
    ).body as unknown as {
      id: number;
    }[];
    const auth = await guest(baseUrl);
    const spbShops = (await call(baseUrl, 'GET', `/api/order/pickup-shops?cityId=${spb[0].id}`, { auth }))
      .body.shops as { id: number }[];
    expect(spbShops.length).toBeGreaterThan(0);
    await addUnits(baseUrl, auth, sizes[4].sizeId, 1);
    const refused = await placeOrder(baseUrl, auth, {
      ...contacts(),
      deliveryType: 'pickup',
      shopId: spbShops[0].id,
      paymentMethod: 'on_receipt',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ property: 'shopId', message: 'Выбери магазин в своём городе' }]);
  });

  test('the pickup shop list says which shops hold every chosen line', async () => {
    const [one, two] = [sizes[5], sizes[6]];
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, one.sizeId, 1);
    await addUnits(baseUrl, auth, two.sizeId, 1);
    const answer = await call(baseUrl, 'GET', '/api/order/pickup-shops', {
      auth,
      headers: { 'User-Location-Id': '216' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.cityId).toBe(216);
    const holds = (size: StockedSize, shopId: number) => size.moscowShops.some((s) => s.shopId === shopId);
    for (const shop of answer.body.shops as {
      id: number;
      name: string;
      address: string;
      available: boolean;
    }[]) {
      expect(shop.available).toBe(holds(one, shop.id) && holds(two, shop.id));
      expect(shop.name).not.toBe('');
    }
  });
});

describe('refused orders', () => {
  test('contacts are checked with the texts of spec §5', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, sizes[7].sizeId, 1);
    const refused = await placeOrder(baseUrl, auth, {});
    expect(refused.status).toBe(400);
    const byField = Object.fromEntries(
      refused.body.errors.map((e: { property: string; message: string }) => [e.property, e.message]),
    );
    expect(byField).toMatchObject({
      name: 'Пожалуйста, укажи свое имя',
      lastName: 'Пожалуйста, укажи свою фамилию',
      phone: 'Пожалуйста, укажи свой телефон',
      email: 'Пожалуйста, укажи свой email',
      agreement: 'Нужно дать согласие',
      deliveryType: 'Выбери способ доставки',
      paymentMethod: 'Выбери способ оплаты',
    });

    const wrong = await placeOrder(baseUrl, auth, {
      ...contacts('+7 (899) 111-22-33'),
      name: 'А',
      lastName: 'Smith1',
      email: 'anna@',
      agreement: false,
      deliveryType: 'courier',
      address: '',
      paymentMethod: 'on_receipt',
    });
    const wrongByField = Object.fromEntries(
      wrong.body.errors.map((e: { property: string; message: string }) => [e.property, e.message]),
    );
    expect(wrongByField).toMatchObject({
      name: 'Пожалуйста, введи не менее 2 символов',
      phone: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx',
      email: 'E-mail указан неверно',
      agreement: 'Нужно дать согласие',
    });
    const pickupWithoutShop = await placeOrder(baseUrl, auth, {
      ...contacts(),
      deliveryType: 'pickup',
      paymentMethod: 'card',
    });
    expect(pickupWithoutShop.body.errors).toEqual([{ property: 'shopId', message: 'Выбери магазин' }]);
    const courierWithoutAddress = await placeOrder(baseUrl, auth, {
      ...contacts(),
      deliveryType: 'courier',
      paymentMethod: 'card',
    });
    expect(courierWithoutAddress.body.errors).toEqual([
      { property: 'address', message: 'Укажи адрес доставки' },
    ]);
    // Nothing was ordered by any of these.
    expect((await call(baseUrl, 'GET', '/api/basket', { auth })).body.products).toHaveLength(1);
  });

  test('the Idempotency-Key header and an owner are required; an empty choice is a 409', async () => {
    const auth = await guest(baseUrl);
    const noKey = await call(baseUrl, 'POST', '/api/order', { auth, body: { ...contacts(), ...courier } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    expect((await placeOrder(baseUrl, {}, { ...contacts(), ...courier })).status).toBe(401);
    const empty = await placeOrder(baseUrl, auth, { ...contacts(), ...courier });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('Выбери товары для заказа');
    const malformed = await call(baseUrl, 'POST', '/api/order', {
      auth,
      raw: '{',
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(malformed.status).toBe(400);
  });

  test('a line sold out since it was added fails the whole order, naming it, and changes nothing', async () => {
    const [size, other] = [scarce[0], sizes[8]];
    const [holder, buyer] = [await guest(baseUrl), await guest(baseUrl)];
    await addUnits(baseUrl, holder, other.sizeId, 1);
    await addUnits(baseUrl, holder, size.sizeId, size.quantity);
    await addUnits(baseUrl, buyer, size.sizeId, 1);
    expect((await placeOrder(baseUrl, buyer, { ...contacts(), ...courier })).status).toBe(201);
    const otherBefore = await stockOf(baseUrl, other);

    const refused = await placeOrder(baseUrl, holder, { ...contacts(), ...courier });
    expect(refused.status).toBe(409);
    const left = size.quantity - 1;
    expect(refused.body.message).toBe(
      left > 0
        ? `Товара «${size.name}» (размер ${size.ru}) осталось только ${left} шт.`
        : `Товар «${size.name}» (размер ${size.ru}) закончился`,
    );
    expect(await stockOf(baseUrl, other)).toBe(otherBefore);
    expect((await call(baseUrl, 'GET', '/api/basket', { auth: holder })).body.products).toHaveLength(2);
  });
});

describe('double submits and races', () => {
  test(
    '20 parallel submits with one idempotency key make exactly one order and all answer it',
    { timeout: 60_000 },
    async () => {
      const member = await user({ baseUrl, dataDir });
      const size = sizes[9];
      await addUnits(baseUrl, member.auth, size.sizeId, 2);
      const before = await stockOf(baseUrl, size);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          placeOrder(baseUrl, member.auth, { ...contacts(member.phone), ...courier }, key),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(19).fill(200), 201]);
      expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.order.number)).size).toBe(1);
      const list = await call(baseUrl, 'GET', '/api/order/list', { auth: member.auth });
      expect(list.body.totalItems).toBe(1);
      expect(await stockOf(baseUrl, size)).toBe(before - 2);
    },
  );

  test('the same key from another owner is another order', async () => {
    const key = randomUUID();
    const [one, two] = [await guest(baseUrl), await guest(baseUrl)];
    await addUnits(baseUrl, one, sizes[10].sizeId, 1);
    await addUnits(baseUrl, two, sizes[10].sizeId, 1);
    const first = await placeOrder(baseUrl, one, { ...contacts(), ...courier }, key);
    const second = await placeOrder(baseUrl, two, { ...contacts(), ...courier }, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.order.id).not.toBe(second.body.order.id);
  });

  test('two buyers racing for the last units: one order, one 409, stock at zero', async () => {
    const size = scarce[1];
    const [one, two] = [await guest(baseUrl), await guest(baseUrl)];
    await addUnits(baseUrl, one, size.sizeId, size.quantity);
    await addUnits(baseUrl, two, size.sizeId, size.quantity);
    const answers = await Promise.all(
      [one, two].map((auth) => placeOrder(baseUrl, auth, { ...contacts(), ...courier })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await stockOf(baseUrl, size)).toBe(0);
  });
});

describe('reading, listing, tracking, cancelling', () => {
  let owner: { auth: Auth; id: number; phone: string };
  let orderIds: number[];
  let numbers: string[];

  beforeAll(async () => {
    owner = await user({ baseUrl, dataDir });
    orderIds = [];
    numbers = [];
    for (const size of [sizes[11], scarce[2]]) {
      await addUnits(baseUrl, owner.auth, size.sizeId, 1);
      const placed = await placeOrder(baseUrl, owner.auth, { ...contacts(owner.phone), ...courier });
      orderIds.push(placed.body.order.id);
      numbers.push(placed.body.order.number);
    }
  });

  test('only the owner reads an order; others get 404, nobody 401', async () => {
    const own = await call(baseUrl, 'GET', `/api/order/${orderIds[0]}`, { auth: owner.auth });
    expect(own.status).toBe(200);
    expect(own.body.number).toBe(numbers[0]);
    const stranger = await user({ baseUrl, dataDir });
    for (const auth of [stranger.auth, await guest(baseUrl)]) {
      const refused = await call(baseUrl, 'GET', `/api/order/${orderIds[0]}`, { auth });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Заказ не найден');
    }
    expect((await call(baseUrl, 'GET', `/api/order/${orderIds[0]}`)).status).toBe(401);
    expect((await call(baseUrl, 'GET', '/api/order/abc', { auth: owner.auth })).status).toBe(404);
  });

  test('a guest reads the order placed with its guest token', async () => {
    const auth = await guest(baseUrl);
    await addUnits(baseUrl, auth, sizes[11].sizeId, 1);
    const placed = await placeOrder(baseUrl, auth, { ...contacts(), ...courier });
    expect((await call(baseUrl, 'GET', `/api/order/${placed.body.order.id}`, { auth })).status).toBe(200);
  });

  test('the list pages the user’s orders, newest first', async () => {
    const list = await call(baseUrl, 'GET', '/api/order/list?page=1', { auth: owner.auth });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalItems: 2, currentPage: 1, totalPages: 1 });
    expect(list.body.orders.map((o: { id: number }) => o.id)).toEqual([...orderIds].reverse());
    expect((await call(baseUrl, 'GET', '/api/order/list?page=2', { auth: owner.auth })).body.orders).toEqual(
      [],
    );
    expect((await call(baseUrl, 'GET', '/api/order/list?page=abc', { auth: owner.auth })).status).toBe(400);
    expect((await call(baseUrl, 'GET', '/api/order/list', { auth: await guest(baseUrl) })).status).toBe(401);
  });

  test('tracking by number and phone gives the status and its history only', async () => {
    const tracked = await call(baseUrl, 'POST', '/api/order/track', {
      body: { number: numbers[0], phone: owner.phone.replace('+7', '8') },
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body).toEqual({
      number: numbers[0],
      status: 'new',
      statusName: 'Оформлен',
      createdAt: expect.any(String),
      deliveryType: 'courier',
      history: [{ status: 'new', statusName: 'Оформлен', note: '', createdAt: expect.any(String) }],
      // The carrier's tracking number once it ships (docs/product.md#payments-and-delivery); none yet.
      shipment: null,
    });
    for (const body of [
      { number: numbers[0], phone: '+79990000000' },
      { number: '9999-999999', phone: owner.phone },
    ]) {
      const refused = await call(baseUrl, 'POST', '/api/order/track', { body });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Заказ не найден. Проверь номер и телефон');
    }
    expect(
      (await call(baseUrl, 'POST', '/api/order/track', { body: { number: numbers[0], phone: '123' } }))
        .status,
    ).toBe(400);
  });

  test('the owner cancels a new unpaid order: history grows, stock comes back, a second cancel is refused', async () => {
    const size = scarce[2];
    const before = await stockOf(baseUrl, size);
    const stranger = await guest(baseUrl);
    expect((await call(baseUrl, 'POST', `/api/order/${orderIds[1]}/cancel`, { auth: stranger })).status).toBe(
      404,
    );

    const cancelled = await call(baseUrl, 'POST', `/api/order/${orderIds[1]}/cancel`, { auth: owner.auth });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', statusName: 'Отменён', canCancel: false });
    expect(cancelled.body.history.map((h: { status: string }) => h.status)).toEqual(['new', 'cancelled']);
    expect(await stockOf(baseUrl, size)).toBe(before + 1);

    const again = await call(baseUrl, 'POST', `/api/order/${orderIds[1]}/cancel`, { auth: owner.auth });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Этот заказ уже нельзя отменить');
  });

  test('moving statuses is for the shop only', async () => {
    const refused = await call(baseUrl, 'POST', `/api/order/${orderIds[0]}/status`, {
      auth: owner.auth,
      body: { status: 'confirmed' },
    });
    expect(refused.status).toBe(403);
  });
});
