// 'Сообщить о поступлении' (docs/product.md#sizes-and-my-size): a shopper waits for a sold-out size by SMS or e-mail;
// the stock write that brings it back (the admin stock API, a cancelled order) sends one
// message with a link to that colour and size, and the wait ends. Read from the SMS and mail
// outboxes; stock is written through the API, sizes come from the shop's own product pages.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { randomIp, signIn } from '../mocks/sms-sign-in';
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import { messagesTo } from '../setup/outbox';
import { TEST_ADMIN_PHONES } from '../setup/server';
import { addUnits, type Auth, call, contacts, guest, placeOrder } from './basket.kit';
import { Shopper, shownText } from './cart-pages.kit';
import {
  freshEmail,
  freshPhone,
  linksIn,
  setStock,
  soldOutSizes,
  subscribe,
  type SoldOutSize,
} from './stock-alerts.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue pages 9, 11 and 13: their other readers want 3 units or more, these sizes get 1.
let sizes: SoldOutSize[];
let admin: Auth;
let next = 0;
/** A sold-out size no other test of this file touches. */
const take = () => sizes[next++];

beforeAll(async () => {
  sizes = await soldOutSizes(baseUrl, [9, 11, 13], 24);
  admin = (await signIn({ baseUrl, dataDir }, TEST_ADMIN_PHONES.stockAlerts)).auth;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The radio of the add-to-cart size group that a page starts checked, if any. */
function checkedSize(html: string): string | null {
  const tags = html.match(/<input\b[^>]*name="productId"[^>]*>/g) ?? [];
  const checked = tags.find((tag) => /\schecked=""/.test(tag));
  return checked ? (/\svalue="(\d+)"/.exec(checked)?.[1] ?? null) : null;
}

describe('back in stock by SMS and e-mail', () => {
  test('stock arriving through the admin API sends one SMS with the colour and size link, then the wait is over', async () => {
    const size = take();
    const phone = freshPhone();
    const made = await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'sms', contact: phone });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ sizeId: size.sizeId, sizeRu: size.ru, alreadyWaiting: false });
    // Asking again is the same wait, not a second message.
    const again = await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'sms', contact: phone });
    expect([again.status, again.body.alreadyWaiting]).toEqual([200, true]);

    await settle();
    expect(messagesTo(dataDir, phone)).toHaveLength(0);
    expect(await setStock(baseUrl, admin, size, 1)).toEqual({ updated: 1, notified: 1 });

    const [sms] = await waitForMessages(() => messagesTo(dataDir, phone), 1);
    expect(sms.text).toContain(size.name);
    expect(sms.text).toContain(`размер ${size.ru}`);
    expect(sms.text).toContain('снова в наличии');
    const [product, unsubscribe] = linksIn(sms.text);
    expect(product.origin).toBe(baseUrl);
    expect(product.pathname).toBe(`/product/${size.code}`);
    expect(product.searchParams.get('size')).toBe(String(size.sizeId));
    expect(unsubscribe.pathname).toMatch(/^\/stock-alerts\/unsubscribe\/[\w-]{20,}$/);
    // The link opens the colour with that size chosen.
    const page = await fetch(`${baseUrl}${product.pathname}${product.search}`);
    expect(page.status).toBe(200);
    expect(checkedSize(await page.text())).toBe(String(size.sizeId));

    // More stock of the same size later: the wait is over, nothing more is sent.
    expect(await setStock(baseUrl, admin, size, 1)).toEqual({ updated: 1, notified: 0 });
    await setStock(baseUrl, admin, size, 0);
    await setStock(baseUrl, admin, size, 1);
    await settle();
    expect(messagesTo(dataDir, phone)).toHaveLength(1);
  });

  test('by e-mail: one letter with the link; an address in any letter case is the same contact', async () => {
    const size = take();
    const email = freshEmail();
    expect(
      (await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'email', contact: email.toUpperCase() }))
        .status,
    ).toBe(201);
    expect(
      (await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'email', contact: email })).body
        .alreadyWaiting,
    ).toBe(true);
    await setStock(baseUrl, admin, size, 1);
    const [letter] = await waitForMessages(() => lettersTo(dataDir, email), 1);
    expect(letter.subject).toBe(`Размер ${size.ru} снова в наличии`);
    const [product, unsubscribe] = linksIn(letter.text);
    expect(`${product.pathname}${product.search}`).toBe(`/product/${size.code}?size=${size.sizeId}`);
    expect(unsubscribe.pathname).toMatch(/^\/stock-alerts\/unsubscribe\//);
    expect(letter.html).toContain(`/product/${size.code}?size=${size.sizeId}`);
    await settle();
    expect(lettersTo(dataDir, email)).toHaveLength(1);
  });

  test('a cancelled order that puts the last units back tells whoever waits for them', async () => {
    const size = take();
    await setStock(baseUrl, admin, size, 1);
    const buyer = await guest(baseUrl);
    await addUnits(baseUrl, buyer, size.sizeId, 1);
    const placed = await placeOrder(baseUrl, buyer, {
      ...contacts(freshPhone()),
      deliveryType: 'courier',
      address: 'Москва, ул. Арбат, д. 1',
      paymentMethod: 'on_receipt',
    });
    expect(placed.status).toBe(201);

    const phone = freshPhone();
    expect((await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'sms', contact: phone })).status).toBe(
      201,
    );
    const cancelled = await call(baseUrl, 'POST', `/api/order/${placed.body.order.id}/cancel`, {
      auth: buyer,
    });
    expect(cancelled.status).toBe(200);
    const [sms] = await waitForMessages(() => messagesTo(dataDir, phone), 1);
    expect(linksIn(sms.text)[0].searchParams.get('size')).toBe(String(size.sizeId));
  });

  test('the unsubscribe link asks first, then ends every wait of that phone', async () => {
    const [first, second] = [take(), take()];
    const phone = freshPhone();
    for (const size of [first, second]) {
      expect((await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'sms', contact: phone })).status).toBe(
        201,
      );
    }
    await setStock(baseUrl, admin, first, 1);
    const [sms] = await waitForMessages(() => messagesTo(dataDir, phone), 1);
    const link = linksIn(sms.text)[1];
    const shopper = new Shopper(baseUrl);

    const asked = await shopper.get(link.pathname);
    expect(asked.status).toBe(200);
    expect(shownText(await asked.text())).toContain('Отписаться от уведомлений?');
    const done = await shopper.post(link.pathname, {});
    expect([done.status, done.headers.get('location')]).toEqual([303, `${link.pathname}?outcome=done`]);
    expect(shownText(await (await shopper.get(`${link.pathname}?outcome=done`)).text())).toContain(
      'Готово, ты отписался',
    );

    await setStock(baseUrl, admin, second, 1);
    await settle();
    expect(messagesTo(dataDir, phone)).toHaveLength(1);

    const unknown = await shopper.post('/stock-alerts/unsubscribe/no-such-token', {});
    expect(unknown.headers.get('location')).toBe('/stock-alerts/unsubscribe/no-such-token?outcome=invalid');
    expect((await shopper.get('/stock-alerts/unsubscribe/no-such-token?outcome=invalid')).status).toBe(404);
  });
});

describe('what the subscribe call refuses', () => {
  test('a size in stock, an unknown size, a wrong phone or e-mail each get a clear 4xx', async () => {
    const size = take();
    await setStock(baseUrl, admin, size, 1);
    const inStock = await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'sms', contact: freshPhone() });
    expect([inStock.status, inStock.body.message]).toEqual([
      409,
      'Этот размер есть в наличии — его можно купить прямо сейчас',
    ]);
    const unknown = await subscribe(baseUrl, {
      sizeId: 2_000_000_000,
      channel: 'sms',
      contact: freshPhone(),
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Такого размера нет']);

    const soldOut = take();
    const phone = await subscribe(baseUrl, {
      sizeId: soldOut.sizeId,
      channel: 'sms',
      contact: '+7 (123) 45',
    });
    expect(phone.status).toBe(400);
    expect(phone.body.errors).toContainEqual(
      expect.objectContaining({
        property: 'contact',
        message: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx',
      }),
    );
    const email = await subscribe(baseUrl, { sizeId: soldOut.sizeId, channel: 'email', contact: 'кто-то@' });
    expect(email.status).toBe(400);
    expect(email.body.errors).toContainEqual(
      expect.objectContaining({ property: 'contact', message: 'E-mail указан неверно' }),
    );
    const channel = await subscribe(baseUrl, { sizeId: soldOut.sizeId, channel: 'pigeon', contact: 'x' });
    expect(channel.status).toBe(400);
  });

  test('one phone waits for at most 10 sizes at once', async () => {
    const phone = freshPhone();
    const ip = randomIp();
    const ten = Array.from({ length: 10 }, take);
    for (const size of ten) {
      expect(
        (await subscribe(baseUrl, { sizeId: size.sizeId, channel: 'sms', contact: phone }, { ip })).status,
      ).toBe(201);
    }
    const eleventh = await subscribe(
      baseUrl,
      { sizeId: take().sizeId, channel: 'sms', contact: phone },
      { ip },
    );
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.message).toMatch(/^Можно ждать не больше 10 размеров сразу/);
    // Another phone from the same place still may.
    expect(
      (await subscribe(baseUrl, { sizeId: ten[0].sizeId, channel: 'sms', contact: freshPhone() }, { ip }))
        .status,
    ).toBe(201);
  });

  test('only staff write stock: 401 without a token, 403 for a shopper, 422 for an unknown size', async () => {
    const body = { items: [{ sizeId: 1, shopId: 1, quantity: 1 }] };
    expect((await call(baseUrl, 'PUT', '/api/admin/stock', { body })).status).toBe(401);
    const shopper = await signIn({ baseUrl, dataDir });
    expect((await call(baseUrl, 'PUT', '/api/admin/stock', { body, auth: shopper.auth })).status).toBe(403);
    const unknown = await call(baseUrl, 'PUT', '/api/admin/stock', {
      auth: admin,
      body: { items: [{ sizeId: 2_000_000_000, shopId: 1, quantity: 1 }] },
    });
    expect([unknown.status, unknown.body.message]).toEqual([
      422,
      'Остатки не записаны: нет размеров 2000000000',
    ]);
    const negative = await call(baseUrl, 'PUT', '/api/admin/stock', {
      auth: admin,
      body: { items: [{ sizeId: 1, shopId: 1, quantity: -1 }] },
    });
    expect(negative.status).toBe(400);
  });
});

describe('the form on the product page and the personal area', () => {
  test('the product page offers its sold-out sizes only; a post without JavaScript comes back with the answer', async () => {
    const size = take();
    const shopper = new Shopper(baseUrl);
    const page = `/product/${size.code}`;
    const html = await (await shopper.get(page)).text();
    const form = /<details\b[^>]*id="back-in-stock"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(shownText(form)).toContain('Нет твоего размера? Сообщить о поступлении');
    const offered = (form.match(/<input\b[^>]*name="sizeId"[^>]*>/g) ?? []).map((tag) =>
      Number(/\svalue="(\d+)"/.exec(tag)?.[1]),
    );
    expect(offered).toContain(size.sizeId);
    const product = (await call(baseUrl, 'GET', `/api/products/${size.code}/`)).body.product;
    const inStock = (product.sizes as { id: number; inStock: boolean }[])
      .filter((s) => s.inStock)
      .map((s) => s.id);
    expect(offered.filter((id) => inStock.includes(id))).toEqual([]);

    const wrong = await shopper.post('/resources/stock-alert', {
      intent: 'subscribe',
      sizeId: String(size.sizeId),
      contact: '12',
      returnTo: page,
    });
    expect([wrong.status, wrong.headers.get('location')]).toEqual([303, `${page}#back-in-stock`]);
    const withError = await (await shopper.get(page)).text();
    expect(withError).toMatch(/<details\b[^>]*id="back-in-stock"[^>]*open=""/);
    expect(shownText(withError)).toContain('Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx');

    const phone = freshPhone();
    const ok = await shopper.post('/resources/stock-alert', {
      intent: 'subscribe',
      sizeId: String(size.sizeId),
      contact: phone,
      returnTo: page,
    });
    expect(ok.status).toBe(303);
    expect(shownText(await (await shopper.get(page)).text())).toContain(
      `Готово! Сообщим, когда размер ${size.ru} появится.`,
    );

    // With JavaScript the fetcher gets the answer as JSON.
    const email = freshEmail();
    const viaFetcher = await shopper.post('/resources/stock-alert', {
      intent: 'subscribe',
      sizeId: String(size.sizeId),
      contact: email,
      returnTo: page,
      via: 'fetcher',
    });
    expect(viaFetcher.status).toBe(200);
    // A form to fix: conform's reply, 422, each message under its field and what was typed kept.
    const unfilled = await shopper.post('/resources/stock-alert', {
      intent: 'subscribe',
      contact: '  ',
      returnTo: page,
      via: 'fetcher',
    });
    expect(unfilled.status).toBe(422);
    expect(await unfilled.json()).toMatchObject({
      status: 'error',
      error: { sizeId: ['Выбери размер'], contact: ['Укажи телефон или e-mail'] },
    });
    const refusedByApi = await shopper.post('/resources/stock-alert', {
      intent: 'subscribe',
      sizeId: String(size.sizeId),
      contact: '12',
      returnTo: page,
      via: 'fetcher',
    });
    expect(refusedByApi.status).toBe(422);
    expect(await refusedByApi.json()).toMatchObject({
      status: 'error',
      initialValue: { sizeId: String(size.sizeId), contact: '12' },
      error: { contact: ['Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx'] },
    });

    // conform's reply of a success, with the wait it made beside it.
    expect(await viaFetcher.json()).toMatchObject({
      status: 'success',
      waiting: { sizeId: size.sizeId, message: `Готово! Сообщим, когда размер ${size.ru} появится.` },
    });

    await setStock(baseUrl, admin, size, 1);
    await waitForMessages(() => messagesTo(dataDir, phone), 1);
    await waitForMessages(() => lettersTo(dataDir, email), 1);
  });

  test('a signed-in shopper sees their waits in the personal area and cancels one', async () => {
    const [first, second] = [take(), take()];
    const shopper = new Shopper(baseUrl);
    await shopper.get('/');
    const phone = await shopper.signIn(dataDir);
    for (const size of [first, second]) {
      const posted = await shopper.post('/resources/stock-alert', {
        intent: 'subscribe',
        sizeId: String(size.sizeId),
        contact: phone,
        returnTo: `/product/${size.code}`,
      });
      expect(posted.status).toBe(303);
    }
    const listed = await shopper.get('/personal/stock-alerts');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toMatch(/no-store/);
    const html = await listed.text();
    expect(shownText(html)).toContain(`размер ${first.ru}`);
    expect(html).toContain(`href="/product/${first.code}?size=${first.sizeId}"`);
    expect(html).toContain(`href="/product/${second.code}?size=${second.sizeId}"`);
    const ids = (html.match(/<input\b[^>]*name="alertId"[^>]*>/g) ?? []).map(
      (tag) => /\svalue="(\d+)"/.exec(tag)![1],
    );
    expect(ids).toHaveLength(2);

    // Newest first: the second size's wait is the first row.
    const cancel = await shopper.post('/resources/stock-alert', {
      intent: 'cancel',
      alertId: ids[0],
      returnTo: '/personal/stock-alerts',
    });
    expect([cancel.status, cancel.headers.get('location')]).toEqual([303, '/personal/stock-alerts']);
    // Forms no page of ours sends: 422 with the contract's error body, and nothing cancelled.
    const strangeForms: Record<string, string>[] = [
      { intent: 'cancel', alertId: 'abc' },
      { intent: 'forget' },
    ];
    for (const fields of strangeForms) {
      const refused = await shopper.post('/resources/stock-alert', {
        ...fields,
        returnTo: '/personal/stock-alerts',
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ success: false, message: 'Ошибка ввода данных', errors: [] });
    }
    const after = await (await shopper.get('/personal/stock-alerts')).text();
    expect(after).not.toContain(`href="/product/${second.code}?size=${second.sizeId}"`);
    expect(after).toContain(`href="/product/${first.code}?size=${first.sizeId}"`);

    await setStock(baseUrl, admin, second, 1);
    await setStock(baseUrl, admin, first, 1);
    const [sms] = await waitForMessages(
      () => messagesTo(dataDir, phone).filter((m) => String(m.text).includes('наличии')),
      1,
    );
    expect(linksIn(sms.text)[0].searchParams.get('size')).toBe(String(first.sizeId));
    await settle();
    expect(messagesTo(dataDir, phone).filter((m) => String(m.text).includes('наличии'))).toHaveLength(1);
    // Over once the message went: the list is empty again.
    expect(shownText(await (await shopper.get('/personal/stock-alerts')).text())).toContain(
      'Здесь будут размеры',
    );
  });

  test('the personal page and the API list are for signed-in shoppers only', async () => {
    const response = await new Shopper(baseUrl).get('/personal/stock-alerts');
    expect([response.status, response.headers.get('location')]).toEqual([302, '/']);
    expect((await call(baseUrl, 'GET', '/api/stock-alerts')).status).toBe(401);
    expect((await call(baseUrl, 'POST', `/api/stock-alerts/1/cancel`, { body: {} })).status).toBe(401);
    const someone = await signIn({ baseUrl, dataDir });
    const foreign = await call(baseUrl, 'POST', `/api/stock-alerts/1/cancel`, {
      auth: someone.auth,
      body: {},
    });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Подписка не найдена']);
  });
});
