// The subscription's 10 % made true (double opt-in), over HTTP against the real server:
// subscribe → the letter's link → the page confirms without JavaScript → the code on the page
// and in a second letter → the code takes 10 % off in the basket once, then is refused;
// the limits on subscribing; links that do not work.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { randomIp } from '../mocks/sms-sign-in';
import { lettersTo, type MailOutboxLetter, waitForMessages } from '../setup/mail-outbox';
import { addUnits, call, contacts, guest, placeOrder, type StockedSize, stockedSizes } from './basket.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue page 19 belongs to this file (see stockedSizes).
let sizes: StockedSize[];

beforeAll(async () => {
  sizes = await stockedSizes(baseUrl, 19, { count: 3, minQuantity: 3 });
});

const freshEmail = () => `sub.${randomUUID().slice(0, 8)}@example.ru`;
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ');

async function subscribe(email: string, ip = randomIp()) {
  const response = await fetch(`${baseUrl}/api/mindbox/customer/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** The path of the confirmation link in a letter ('/subscribe/confirm/…'). */
function linkIn(letter: MailOutboxLetter): string {
  const url = /(https?:\/\/\S+\/subscribe\/confirm\/[A-Za-z0-9_-]{43})/.exec(letter.text)?.[1];
  if (!url) throw new Error(`no confirmation link in: ${letter.text}`);
  return new URL(url).pathname;
}

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, html: decode(await response.text()) };
}

describe('double opt-in', () => {
  let code = '';

  test('subscribe → letter → the page asks, the post confirms, the page and a second letter give the code', async () => {
    const email = freshEmail();
    expect((await subscribe(email)).body).toEqual({ success: true });
    const [letter] = await waitForMessages(() => lettersTo(dataDir, email), 1);
    expect(letter.subject).toBe('Подтверди подписку — и забери скидку');
    expect(letter.text).toContain('Ссылка работает 3 дня');
    const link = linkIn(letter);
    expect(letter.html).toContain(link);

    // Opening the link (a mail scanner does too) only asks.
    const asking = await page(link);
    expect(asking.status).toBe(200);
    expect(asking.html).toContain('Подтверди подписку');
    expect(asking.html).toContain(email);
    expect(asking.html).toContain('Подтвердить подписку');
    expect(asking.html).not.toMatch(/SUB-[A-Z2-9]{10}/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lettersTo(dataDir, email)).toHaveLength(1);

    // The button is a plain form: POST, 303 back to the link, which now shows the code.
    const posted = await fetch(`${baseUrl}${link}`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(link);
    const done = await page(link);
    expect(done.status).toBe(200);
    expect(done.html).toContain('Подписка подтверждена!');
    expect(done.html).toContain('Твой промокод на скидку 10%');
    code = /data-promo-code="">(SUB-[A-Z2-9]{10})</.exec(done.html)?.[1] ?? '';
    expect(code).not.toBe('');

    const [, promoLetter] = await waitForMessages(() => lettersTo(dataDir, email), 2);
    expect(promoLetter.subject).toBe('Твой промокод на 10%');
    expect(promoLetter.text).toContain(`Твой промокод: ${code}.`);

    // Posting the link again issues no second code and no letter.
    const again = await fetch(`${baseUrl}${link}`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    expect((await page(link)).html).toContain(code);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lettersTo(dataDir, email)).toHaveLength(2);

    // Subscribed for good: the address is told so and gets nothing more.
    expect((await subscribe(email)).body).toEqual({
      success: true,
      message: 'Ты уже подписан на рассылку — письма со скидками придут на этот адрес',
    });
  });

  test('the code takes 10 % off in the basket and the order, once; then it is refused', async () => {
    expect(code).toMatch(/^SUB-/);
    const first = await guest(baseUrl);
    const size = sizes[0];
    await addUnits(baseUrl, first, size.sizeId, 2);
    const items = size.price * 2;
    const quoted = await call(baseUrl, 'GET', `/api/basket?promoCode=${code.toLowerCase()}`, { auth: first });
    expect(quoted.body).toMatchObject({
      promoCode: code,
      promoMessage: null,
      promoDiscount: Math.floor(items / 10),
      sum: items - Math.floor(items / 10),
    });
    const placed = await placeOrder(baseUrl, first, {
      ...contacts(),
      deliveryType: 'courier',
      address: 'Москва, ул. Покровка, д. 2',
      paymentMethod: 'on_receipt',
      promoCode: code,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      promoCode: code,
      sums: { items, promoDiscount: Math.floor(items / 10) },
    });

    const second = await guest(baseUrl);
    await addUnits(baseUrl, second, sizes[1].sizeId, 1);
    const refused = await call(baseUrl, 'GET', `/api/basket?promoCode=${code}`, { auth: second });
    expect(refused.body).toMatchObject({
      promoCode: null,
      promoDiscount: 0,
      promoMessage: 'Промокод больше не действует',
    });
  });
});

describe('limits on subscribing', () => {
  test('ten addresses an hour from one client address; the eleventh is 429 with a Russian message and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await subscribe(freshEmail(), ip)).status).toBe(200);
    const refused = await subscribe(freshEmail(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Слишком много подписок подряд. Попробуй снова через 1 час');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    // Another client is not affected.
    expect((await subscribe(freshEmail())).status).toBe(200);
  });

  test('three letters an hour to one address; the fourth subscribe is 429 and sends nothing', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).status).toBe(200);
    const refused = await subscribe(email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Мы уже отправили письмо на этот адрес. Проверь почту (и папку «Спам») или попробуй снова через 1 час',
    );
    await waitForMessages(() => lettersTo(dataDir, email), 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lettersTo(dataDir, email)).toHaveLength(3);
  });
});

describe('links that do not work', () => {
  test.each([
    ['an unknown token', `/subscribe/confirm/${'A'.repeat(43)}`],
    ['a malformed token', '/subscribe/confirm/abc'],
  ])('%s: a friendly 404 page offering to subscribe again', async (_, path) => {
    const answer = await page(path);
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('Ссылка не работает');
    expect(answer.html).toContain('Подпишись ещё раз — пришлём новое письмо.');
    const posted = await fetch(`${baseUrl}${path}`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(303);
  });

  test('an old link stops working once a new one is sent', async () => {
    const email = freshEmail();
    await subscribe(email);
    await subscribe(email);
    const [old, fresh] = await waitForMessages(() => lettersTo(dataDir, email), 2);
    expect((await page(linkIn(old))).status).toBe(404);
    expect((await page(linkIn(fresh))).status).toBe(200);
  });
});
