// Checkout as a browser without JavaScript does it (docs/product.md#screens-and-routes, docs/product.md#validation): the page, the validation
// texts, one order for a double submit, pickup and courier, the test payment page, the done
// page for its owner only, tracking by number and phone, and the personal order list.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { addUnits, guest as apiGuest, placeOrder, type StockedSize, stockedSizes } from './basket.kit';
import { alerts, Shopper, shownText, shownPoints as points, shownRub as rub } from './cart-pages.kit';
import { pluralRu } from '~/utils/plural';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let sizes: StockedSize[];
let scarce: StockedSize;
beforeAll(async () => {
  // Catalogue pages 15–17: no other test file orders from them.
  sizes = await stockedSizes(baseUrl, [15, 16], { count: 10, minQuantity: 4 });
  [scarce] = await stockedSizes(baseUrl, 17, { count: 1, minQuantity: 2, maxQuantity: 3 });
});

const CONTACTS = {
  name: 'Анна',
  lastName: 'Смирнова',
  secondName: 'Игоревна',
  phone: '+7 (999) 000-11-22',
  email: 'anna@example.ru',
};

/** A guest with these sizes in the basket (one unit each). */
async function shopperWith(...chosen: StockedSize[]): Promise<Shopper> {
  const shopper = new Shopper(baseUrl);
  await shopper.get('/');
  for (const size of chosen) {
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.sizeId),
      returnTo: '/cart/',
    });
    expect(added.status).toBe(303);
  }
  return shopper;
}

/** The checkout page and the idempotency key it rendered. */
async function checkout(shopper: Shopper) {
  const response = await shopper.get('/order/make');
  const html = await response.text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { response, html, key };
}

function submit(shopper: Shopper, key: string, fields: Record<string, string>) {
  return shopper.post('/order/make', { idempotencyKey: key, ...fields });
}

const courier = {
  ...CONTACTS,
  deliveryType: 'courier',
  address: 'ул. Тверская, д. 7',
  flat: '12',
  paymentMethod: 'on_receipt',
  agreement: 'on',
};

describe('the checkout page', () => {
  test('with nothing to order it sends the shopper back to the cart', async () => {
    const shopper = await shopperWith();
    const response = await shopper.get('/order/make');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart/');
  });

  test('a first request straight to it (no cookies at all) is sent to the cart too, not an error', async () => {
    const response = await fetch(`${baseUrl}/order/make`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart/');
  });

  test('is private, minimal, offers a guest the sign-in dialog, and carries a fresh idempotency key', async () => {
    const shopper = await shopperWith(sizes[0]);
    const first = await checkout(shopper);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.html).toContain('Вернуться в магазин');
    expect(first.html).not.toContain('aria-label="Каталог"');
    expect(first.html).toMatch(/id="checkout-user"/);
    expect(first.html).toMatch(/href="\/order\/make\?login=open"[^>]*>Войти</);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    const text = shownText(first.html);
    expect(text).toContain(sizes[0].name);
    expect(text).toContain('Оформить заказ');
    expect((await checkout(shopper)).key).not.toBe(first.key);
  });
});

describe('validation (spec §5 texts)', () => {
  test('every field says what is wrong, in the spec’s words, and nothing is ordered', async () => {
    const shopper = await shopperWith(sizes[1]);
    const { key } = await checkout(shopper);
    const empty = await submit(shopper, key, {
      name: '',
      lastName: '',
      phone: '+7 (',
      email: '',
      deliveryType: 'courier',
      paymentMethod: 'card',
    });
    expect(empty.status).toBe(422);
    const errors = alerts(await empty.text());
    for (const message of [
      'Пожалуйста, укажи свое имя',
      'Пожалуйста, укажи свою фамилию',
      'Пожалуйста, укажи свой телефон',
      'Пожалуйста, укажи свой email',
      'Нужно дать согласие',
    ])
      expect(errors).toContain(message);

    const wrong = await submit(shopper, key, {
      name: 'А',
      lastName: 'Smith1',
      secondName: 'Иван0вич',
      phone: '+7 (812) 000-11-22',
      email: 'anna@',
      deliveryType: 'courier',
      paymentMethod: 'card',
      agreement: 'on',
    });
    expect(wrong.status).toBe(422);
    const wrongErrors = alerts(await wrong.text());
    expect(wrongErrors).toContain('Пожалуйста, введи не менее 2 символов');
    expect(wrongErrors).toContain('Можно использовать только буквы и дефис');
    expect(wrongErrors).toContain('Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx');
    expect(wrongErrors).toContain('E-mail указан неверно');

    const noAddress = await submit(shopper, key, { ...courier, address: '', flat: '' });
    expect(alerts(await noAddress.text())).toContain('Укажи адрес доставки');
    const noShop = await submit(shopper, key, { ...courier, deliveryType: 'pickup' });
    expect(alerts(await noShop.text())).toContain('Выбери магазин');
    // A form without its idempotency key (a page older than the key, or a forged post).
    const noKey = await submit(shopper, 'no key!', courier);
    expect(noKey.status).toBe(422);
    expect(alerts(await noKey.text())).toContain('Ошибка ввода данных');

    // The basket is untouched: the page still offers the same line.
    expect(shownText((await checkout(shopper)).html)).toContain(sizes[1].name);
  });
});

describe('placing the order', () => {
  test('a double submit with one key creates one order', async () => {
    const shopper = await shopperWith(sizes[2], sizes[3]);
    const { key } = await checkout(shopper);
    const answers = await Promise.all([1, 2, 3].map(() => submit(shopper, key, courier)));
    const locations = answers.map((a) => a.headers.get('location'));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(new Set(locations).size).toBe(1);
    expect(locations[0]).toMatch(/^\/order\/done\/\d+$/);

    const done = await shopper.visit(locations[0]!);
    expect(done.response.status).toBe(200);
    const text = shownText(done.html);
    expect(text).toContain('Заказ оформлен');
    expect(text).toContain(sizes[2].name);
    expect(text).toContain('ул. Тверская, д. 7, кв. 12');
    expect(text).toContain('При получении');
    expect(done.html.match(/data-order-line=""/g)).toHaveLength(2);
    // The ordered lines left the basket.
    expect(shownText(await (await shopper.get('/cart/')).text())).toContain('В корзине пока пусто');
  });

  test('pickup in a shop that has the item, paid on receipt, goes straight to the done page', async () => {
    const size = sizes.find((s) => s.moscowShops.length > 0)!;
    const shopper = await shopperWith(size);
    const { html, key } = await checkout(shopper);
    const shopId = String(size.moscowShops[0].shopId);
    expect(html).toMatch(new RegExp(`data-shop="${shopId}"`));
    const placed = await submit(shopper, key, { ...courier, deliveryType: 'pickup', shopId });
    expect(placed.status).toBe(303);
    const done = await shopper.visit(placed.headers.get('location')!);
    const text = shownText(done.html);
    expect(text).toContain('Магазин');
    expect(text).toMatch(/Самовывоз/);
    expect(text).not.toContain('ул. Тверская, д. 7');
  });

  test('a line sold out meanwhile fails the order with the message naming it', async () => {
    const shopper = await shopperWith();
    for (let i = 0; i < scarce.quantity; i++)
      await shopper.post('/resources/cart', {
        intent: 'add',
        productId: String(scarce.sizeId),
        returnTo: '/cart/',
      });
    const { key } = await checkout(shopper);
    // Someone else buys one unit first.
    const rival = await apiGuest(baseUrl);
    await addUnits(baseUrl, rival, scarce.sizeId);
    const bought = await placeOrder(baseUrl, rival, {
      ...CONTACTS,
      phone: '+79990001133',
      agreement: true,
      deliveryType: 'courier',
      address: 'ул. Арбат, д. 1',
      paymentMethod: 'on_receipt',
    });
    expect(bought.status).toBe(201);

    const refused = await submit(shopper, key, courier);
    expect(refused.status).toBe(409);
    const errors = alerts(await refused.text());
    expect(errors.join(' ')).toContain(`«${scarce.name}»`);
    expect(errors.join(' ')).toContain(`осталось только ${scarce.quantity - 1} шт.`);
  });
});

describe('card payment with the built-in test provider', () => {
  test('the payment page pays the order; only its owner sees the order and the payment', async () => {
    const shopper = await shopperWith(sizes[4]);
    const { key } = await checkout(shopper);
    const placed = await submit(shopper, key, { ...courier, paymentMethod: 'card' });
    const payPath = placed.headers.get('location')!;
    expect(payPath).toMatch(/^\/order\/pay\/\d+$/);
    const payPage = await shopper.get(payPath);
    expect(payPage.headers.get('cache-control')).toBe('private, no-store');
    const payText = shownText(await payPage.text());
    expect(payText).toContain('Оплатить');
    expect(payText).toContain('Отменить');

    const stranger = await shopperWith();
    expect((await stranger.get(payPath)).status).toBe(404);

    const paid = await shopper.post(payPath, { outcome: 'succeeded' });
    expect(paid.status).toBe(303);
    const donePath = paid.headers.get('location')!;
    expect(donePath).toMatch(/^\/order\/done\/\d+$/);
    const done = shownText(await (await shopper.get(donePath)).text());
    expect(done).toContain('Оплачен');
    expect(done).toContain('Заказ оплачен');
    // Paid already: the payment page sends back to the order.
    expect((await shopper.get(payPath)).headers.get('location')).toBe(donePath);

    expect((await stranger.get(donePath)).status).toBe(404);
    expect((await new Shopper(baseUrl).get(donePath)).status).toBe(404);
  });

  test('"Отменить" leaves the order unpaid with a way to pay again', async () => {
    const shopper = await shopperWith(sizes[5]);
    const { key } = await checkout(shopper);
    const placed = await submit(shopper, key, { ...courier, paymentMethod: 'card' });
    const cancelled = await shopper.post(placed.headers.get('location')!, { outcome: 'failed' });
    const donePath = cancelled.headers.get('location')!;
    const html = await (await shopper.get(donePath)).text();
    expect(shownText(html)).toContain('Заказ ждёт оплаты картой');
    const again = await shopper.post(donePath, {});
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/^\/order\/pay\/\d+$/);
  });
});

describe('order tracking', () => {
  test('number and phone give the status and its history; anything else says so', async () => {
    const shopper = await shopperWith(sizes[6]);
    const { key } = await checkout(shopper);
    const placed = await submit(shopper, key, courier);
    const done = await shopper.visit(placed.headers.get('location')!);
    const number = /data-order-number="">([^<]+)</.exec(done.html)?.[1] ?? '';
    expect(number).toMatch(/^\d{4}-\d{6}$/);

    const visitor = new Shopper(baseUrl);
    const found = await visitor.get(
      `/delivery/order-tracking?number=${number}&phone=${encodeURIComponent(CONTACTS.phone)}`,
    );
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('private, no-store');
    const text = shownText(await found.text());
    expect(text).toContain(`Заказ № ${number}`);
    expect(text).toContain('Статус: Оформлен');

    const wrong = await visitor.get(`/delivery/order-tracking?number=${number}&phone=%2B79990009999`);
    expect(alerts(await wrong.text())).toContain(
      'Не нашли заказ с таким номером и телефоном. Проверь, пожалуйста, и попробуй ещё раз.',
    );
    const empty = shownText(await (await visitor.get('/delivery/order-tracking?number=&phone=')).text());
    expect(empty).toContain('Укажи номер заказа');
    expect(empty).toContain('Пожалуйста, укажи свой телефон');
  });
});

describe('a signed-in shopper', () => {
  /** The text of the user block ('Покупатель') at the top of the checkout page. */
  const userBlock = (html: string) =>
    shownText(/<section[^>]*id="checkout-user"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');
  const phoneFieldValue = (html: string) =>
    /<input[^>]*name="phone"[^>]*>/.exec(html)?.[0].match(/value="([^"]*)"/)?.[1];
  const spaced = (phone: string) =>
    `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;

  test('a new account: its phone as the shop writes phones, and a word about the missing name', async () => {
    const shopper = await shopperWith(sizes[9]);
    const phone = await shopper.signIn(dataDir);
    const page = await checkout(shopper);
    expect(userBlock(page.html)).toBe(
      `Покупатель ${spaced(phone)} Имени в профиле пока нет — впиши его ниже, в «Получателе».`,
    );
    expect(phoneFieldValue(page.html)).toBe(spaced(phone));

    // Once the profile has a name, the block says who orders.
    const saved = await shopper.post('/personal/profile', {
      intent: 'profile',
      name: 'Мария',
      lastName: 'Кузнецова',
      secondName: '',
      email: 'maria@example.ru',
      birthday: '',
      gender: '',
    });
    expect(saved.status).toBe(303);
    expect(userBlock((await checkout(shopper)).html)).toBe(`Покупатель Мария Кузнецова ${spaced(phone)}`);
  });

  test('orders with a promo code and finds the order in /personal/orders; others cannot open it', async () => {
    const shopper = await shopperWith(sizes[7]);
    const phone = await shopper.signIn(dataDir);
    // The guest basket came along at sign-in.
    expect(shownText(await (await shopper.get('/cart/')).text())).toContain(sizes[7].name);
    await shopper.post('/resources/cart', { intent: 'promo', promoCode: 'WELCOME10', returnTo: '/cart/' });

    const page = await checkout(shopper);
    expect(page.html).not.toMatch(/>Войти</);
    const placed = await submit(shopper, page.key, { ...courier, phone });
    const donePath = placed.headers.get('location')!;
    const done = await shopper.visit(donePath);
    const number = /data-order-number="">([^<]+)</.exec(done.html)?.[1] ?? '';
    expect(shownText(done.html)).toContain('Промокод WELCOME10');
    // The code belonged to that basket.
    expect(shopper.has('promo_code')).toBe(false);

    const list = await shopper.get('/personal/orders');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(`data-order-card="${number}"`);
    const id = donePath.split('/').pop();
    const detail = shownText(await (await shopper.get(`/personal/orders/${id}`)).text());
    expect(detail).toContain(`Заказ № ${number}`);
    expect(detail).toContain(sizes[7].name);

    const other = await shopperWith();
    await other.signIn(dataDir);
    expect((await other.get(`/personal/orders/${id}`)).status).toBe(404);
    expect((await other.get('/personal/orders')).status).toBe(200);
    // Guests are sent home from /personal (docs/product.md#route-rules).
    expect((await new Shopper(baseUrl).get('/personal/orders')).headers.get('location')).toBe('/');
  });

  test('points earned by a paid order can pay part of the next one (at most 30 %)', async () => {
    const [earner, next] = [sizes[8], sizes[9]];
    const shopper = await shopperWith(earner);
    const phone = await shopper.signIn(dataDir);
    const first = await checkout(shopper);
    const placed = await submit(shopper, first.key, { ...courier, phone, paymentMethod: 'card' });
    await shopper.post(placed.headers.get('location')!, { outcome: 'succeeded' });

    await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(next.sizeId),
      returnTo: '/cart/',
    });
    const max = Math.min(earner.bonus, Math.floor((next.price * 30) / 100));
    const cart = shownText(await (await shopper.get('/cart/')).text());
    expect(cart).toContain(
      `На счёте ${points(earner.bonus)} ${pluralRu(earner.bonus, ['бонус', 'бонуса', 'бонусов'])}`,
    );
    expect(cart).toContain(`Можно списать до ${rub(max)} (30% суммы)`);

    const spent = await shopper.post('/resources/cart', {
      intent: 'bonus',
      bonusAmount: String(max),
      returnTo: '/cart/',
    });
    expect(spent.headers.getSetCookie().find((line) => line.startsWith('bonus_amount='))).toMatch(
      /Max-Age=86400/,
    );
    const after = shownText(await (await shopper.get('/cart/')).text());
    expect(after).toContain(`Списано: −${rub(max)}`);
    expect(after).toContain(`Итого ${rub(next.price - max)}`);

    const second = await checkout(shopper);
    const ordered = await submit(shopper, second.key, { ...courier, phone });
    const done = shownText(await (await shopper.get(ordered.headers.get('location')!)).text());
    expect(done).toContain(`Бонусы −${rub(max)}`);
    expect(shopper.has('bonus_amount')).toBe(false);
  });

  test('with no orders yet the list says where they will be and leads to the catalogue', async () => {
    const shopper = await shopperWith();
    await shopper.signIn(dataDir);
    const html = await (await shopper.get('/personal/orders')).text();
    expect(shownText(html)).toContain('Здесь появятся твои заказы');
    expect(html).toContain('href="/catalog/"');
  });
});
