// Sign-in with the captcha switched on (CAPTCHA_SERVER_KEY and CAPTCHA_CLIENT_KEY), on a server
// of its own whose server-side check goes to a local stand-in of SmartCaptcha's /validate
// (CAPTCHA_API_URL). Without JavaScript there is no widget and no token: the form post still
// signs in, under the smaller token-less limits; a token that is there must pass the check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type CaptchaStandIn, startCaptchaStandIn } from '../mocks/captcha-yandex';
import { postJson, randomIp, randomPhone } from '../mocks/sms-sign-in';
import { messagesTo, waitForCode } from '../setup/outbox';
import { type RunningServer, startServer } from '../setup/server';
import { alerts, Shopper } from './cart-pages.kit';

const SERVER_KEY = 'ysc2_test_server_key';
const SITE_KEY = 'ysc1_test_site_key';
const CAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

let standIn: CaptchaStandIn;
let server: RunningServer;

beforeAll(async () => {
  standIn = await startCaptchaStandIn(SERVER_KEY);
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-on-')),
    env: { CAPTCHA_SERVER_KEY: SERVER_KEY, CAPTCHA_CLIENT_KEY: SITE_KEY, CAPTCHA_API_URL: standIn.url },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
});

const directive = (policy: string | null, name: string) =>
  (policy ?? '').split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the page', () => {
  test('with the keys on, the CSP lets the widget in and the page carries the site key', async () => {
    const response = await new Shopper(server.baseUrl).get('/');
    const policy = response.headers.get('Content-Security-Policy');
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(directive(policy, name)).toContain(CAPTCHA_ORIGIN);
    expect(await response.text()).toContain(SITE_KEY);
  });

  test('without the keys, neither the CSP nor the page names the captcha', async () => {
    const response = await new Shopper(inject('baseUrl')).get('/?login=open');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('smartcaptcha');
    expect(await response.text()).not.toContain('smartcaptcha');
  });
});

describe('signing in without JavaScript (no token)', () => {
  test('the plain form posts sign in with the keys on', async () => {
    const shopper = new Shopper(server.baseUrl);
    const phone = randomPhone();
    const asked = await shopper.post('/resources/auth/login', { intent: 'phone', phone, returnTo: '/' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/?login=code');
    const code = await waitForCode(server.dataDir, phone, 0);
    const checked = await shopper.post('/resources/auth/login', {
      intent: 'code',
      phone,
      code,
      returnTo: '/',
    });
    expect(checked.status).toBe(303);
    expect(checked.headers.get('location')).toBe('/');
    expect(shopper.has('auth')).toBe(true);
    // Nobody asked the captcha service about a token that was never there.
    expect(standIn.requests).toEqual([]);
  });

  test('a fourth code from one browser within the hour is refused, on the form, in Russian', async () => {
    const shopper = new Shopper(server.baseUrl);
    for (let i = 0; i < 3; i++) {
      const asked = await shopper.post('/resources/auth/login', {
        intent: 'phone',
        phone: randomPhone(),
        returnTo: '/',
      });
      expect(asked.headers.get('location')).toBe('/?login=code');
    }
    const phone = randomPhone();
    const refused = await shopper.post('/resources/auth/login', { intent: 'phone', phone, returnTo: '/' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/?login=open');
    const page = await shopper.visit('/?login=open');
    expect(alerts(page.html)).toContain(
      'Слишком много запросов кода с твоего устройства. Включи JavaScript в браузере или попробуй через 1 час',
    );
    expect(messagesTo(server.dataDir, phone)).toHaveLength(0);
  });
});

describe('the API', () => {
  const askCode = (body: unknown, ip: string) =>
    postJson(server.baseUrl, '/api/auth/code', body, { 'X-Forwarded-For': ip });

  test('passes a human token on to the check with the shopper address, beyond the token-less limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await askCode({ phone: randomPhone(), token: '' }, ip)).status).toBe(200);
    expect((await askCode({ phone: randomPhone(), token: '' }, ip)).status).toBe(429);

    standIn.humanTokens.add('human-token-1');
    const phone = randomPhone();
    const passed = await askCode({ phone, token: 'human-token-1' }, ip);
    expect(passed).toMatchObject({ status: 200, body: { success: true, resendIn: 60 } });
    expect(standIn.requests.at(-1)).toEqual({ secret: SERVER_KEY, token: 'human-token-1', ip });
    expect(messagesTo(server.dataDir, phone)).toHaveLength(1);
  });

  test('refuses a bad or replayed token with a 403 and the message, sending nothing', async () => {
    const phone = randomPhone();
    standIn.humanTokens.add('once');
    expect((await askCode({ phone, token: 'once' }, randomIp())).status).toBe(200);
    const other = randomPhone();
    for (const token of ['once', 'robot']) {
      const refused = await askCode({ phone: other, token }, randomIp());
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        success: false,
        message: 'Проверка на робота не пройдена. Попробуй ещё раз',
      });
    }
    expect(messagesTo(server.dataDir, other)).toHaveLength(0);
  });
});

describe('the dialog with JavaScript (fetcher posts)', () => {
  const step = (shopper: Shopper, fields: Record<string, string>) =>
    shopper.post('/resources/auth/login', { ...fields, returnTo: '/', via: 'fetcher' });

  test("the widget's token goes with the phone; a bad one comes back as the form's message", async () => {
    const shopper = new Shopper(server.baseUrl);
    const refused = await step(shopper, { intent: 'phone', phone: randomPhone(), token: 'robot' });
    expect(refused.status).toBe(403);
    // conform's reply: the form's message, the phone step beside it.
    expect(await refused.json()).toMatchObject({
      status: 'error',
      error: { '': ['Проверка на робота не пройдена. Попробуй ещё раз'] },
      step: 'phone',
    });

    standIn.humanTokens.add('human-token-2');
    const phone = randomPhone();
    const sent = await step(shopper, { intent: 'phone', phone, token: 'human-token-2' });
    expect(sent.status).toBe(200);
    const next = await sent.json();
    expect(next).toMatchObject({ status: 'success', step: 'code', phone, resendIn: 60 });
    expect(next.error).toBeUndefined();
  });

  test('the service being down refuses the request with its message', async () => {
    standIn.behaviour = 'network-error';
    try {
      const shopper = new Shopper(server.baseUrl);
      const refused = await step(shopper, { intent: 'phone', phone: randomPhone(), token: 'any' });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error: { '': ['Не получилось проверить, что ты не робот. Попробуй ещё раз через минуту'] },
      });
    } finally {
      standIn.behaviour = 'answer';
    }
  });
});
