// Back from the code step and forward again within the 60 s resend wait: asking for
// a code for the same phone once more must lead back to the code step with the wait left, not
// strand the shopper on the phone step under «Новый код можно запросить через 57 секунд». The
// code sent first still signs in. With JavaScript (the fetcher's JSON) and without (form posts
// and 303s), and the API's refusal that tells the forms so.
import { describe, expect, inject, test } from 'vitest';
import { randomIp, randomPhone } from '../mocks/sms-sign-in';
import { messagesTo, waitForCode } from '../setup/outbox';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const PAGE = '/about/company';
const askCode = (shopper: Shopper, phone: string, extra: Record<string, string> = {}) =>
  shopper.post('/resources/auth/login', { intent: 'phone', phone, returnTo: PAGE, ...extra });

/** '+79161234567' → '+7 (916) 123-45-67', written out here rather than taken from the app. */
const masked = (phone: string) =>
  `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;

test('the API’s refusal within the wait says how long the code sent stays the one to type', async () => {
  const phone = randomPhone();
  const ask = () =>
    fetch(`${baseUrl}/api/auth/code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
      body: JSON.stringify({ phone, token: '' }),
    });
  expect((await ask()).status).toBe(200);
  const again = await ask();
  expect(again.status).toBe(429);
  const body = (await again.json()) as { message: string; resendIn?: number };
  expect(body.message).toMatch(/^Новый код можно запросить через /);
  expect(body.resendIn).toBeGreaterThan(50);
  expect(body.resendIn).toBeLessThanOrEqual(60);
});

describe('without JavaScript', () => {
  test('phone, back, the same phone: the code step with its countdown, and the first code signs in', async () => {
    const shopper = new Shopper(baseUrl);
    const phone = randomPhone();
    await shopper.get(PAGE);

    const first = await askCode(shopper, masked(phone));
    expect(first.headers.get('location')).toBe(`${PAGE}?login=code`);
    const code = await waitForCode(dataDir, phone, 0);
    expect(shownText(await (await shopper.get(`${PAGE}?login=code`)).text())).toContain('Введи код из смс');

    // The back arrow: the phone step.
    const back = shownText(await (await shopper.get(`${PAGE}?login=open`)).text());
    expect(back).toContain('Отправить код');
    expect(back).not.toContain('Введи код из смс');

    // The same phone again, seconds later.
    const again = await askCode(shopper, masked(phone));
    expect([again.status, again.headers.get('location')]).toEqual([303, `${PAGE}?login=code`]);
    const codeStep = shownText(await (await shopper.get(`${PAGE}?login=code`)).text());
    expect(codeStep).toContain('Введи код из смс');
    expect(codeStep).toContain(`Код отправлен на номер ${masked(phone)}`);
    expect(codeStep).toMatch(/Получить новый код можно через (01:00|00:[0-5]\d)/);
    expect(codeStep).not.toContain('Новый код можно запросить');
    // No second SMS: the first code is the one.
    expect(messagesTo(dataDir, phone)).toHaveLength(1);

    const signedIn = await shopper.post('/resources/auth/login', {
      intent: 'code',
      phone,
      code,
      returnTo: PAGE,
    });
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, PAGE]);
    expect(shopper.has('auth')).toBe(true);
  });
});

describe('with JavaScript', () => {
  test('the same phone within the wait answers the code step with the seconds left', async () => {
    const shopper = new Shopper(baseUrl);
    const phone = randomPhone();
    const first = await askCode(shopper, masked(phone), { via: 'fetcher' });
    expect(await first.json()).toMatchObject({ step: 'code', phone, resendIn: 60 });

    const again = await askCode(shopper, masked(phone), { via: 'fetcher' });
    expect(again.status).toBe(200);
    const reply = (await again.json()) as { step: string; phone: string; resendIn: number; error?: unknown };
    expect(reply).toMatchObject({ step: 'code', phone });
    expect(reply.resendIn).toBeGreaterThan(50);
    expect(reply.resendIn).toBeLessThanOrEqual(60);
    expect(reply.error).toBeUndefined();
  });

  test('another phone within the first one’s wait gets a code of its own', async () => {
    const shopper = new Shopper(baseUrl);
    await askCode(shopper, masked(randomPhone()), { via: 'fetcher' });
    const other = randomPhone();
    const answer = await askCode(shopper, masked(other), { via: 'fetcher' });
    expect(await answer.json()).toMatchObject({ step: 'code', phone: other, resendIn: 60 });
  });
});
