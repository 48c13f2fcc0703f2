// The server's log as an operator reads it (LOG_FORMAT=json): a server of its own, started with
// secrets of known value, goes through a shopper's journeys over HTTP (sign in by phone and
// code, basket, checkout with an e-mail, the newsletter and its confirmation link, a
// back-in-stock letter and its unsubscribe link, 1С's exchange); then every line is read.
// Each is JSON; each request has one line with its id, the one the answer's X-Request-Id
// gave; the lines the request caused (the API's, the letters sent for it) carry the same id;
// a trusted proxy's id is kept and a client's is not; and no secret, token, code, phone or
// e-mail used appears in any line. The console SMS provider's own channel (demo-sms) is the
// demo's way of showing codes: it is checked apart (docs/decisions/0084-logs.md).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { postJson, randomPhone, signIn } from '../mocks/sms-sign-in';
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import { messagesTo } from '../setup/outbox';
import { addUnits, call, placeOrder, stockedSizes } from './basket.kit';
import { Shopper } from './cart-pages.kit';
import { basic, call as exchange, EXCHANGE_LOGIN, EXCHANGE_PASSWORD } from './exchange-1c.kit';
import { getFrom, type LogLine, phoneForms, readJsonLog, spacedPhonePattern, textsOf } from './logs.kit';
import { ownServer } from './own-server.kit';
import { repoRoot } from '../setup/paths';
import { linksIn, setStock, soldOutSizes, subscribe } from './stock-alerts.kit';

const secret = (name: string) => `${name}-${randomUUID()}`;
const SECRETS = {
  SESSION_SECRET: secret('session'),
  JWT_SECRET: secret('jwt'),
  OTP_PEPPER: secret('pepper'),
  CLIENT_ADDRESS_SECRET: secret('address'),
  MINDBOX_SECRET_KEY: secret('mindbox'),
};
const ADMIN_PHONE = randomPhone();

const own = ownServer('logs', {
  ...SECRETS,
  LOG_FORMAT: 'json',
  LOG_LEVEL: 'debug',
  EXCHANGE_1C_LOGIN: EXCHANGE_LOGIN,
  EXCHANGE_1C_PASSWORD: EXCHANGE_PASSWORD,
  ADMIN_PHONES: ADMIN_PHONE,
  // Subscriptions are forwarded to Mindbox with the secret key; nobody listens there.
  MINDBOX_ENDPOINT_ID: 'logs-test',
  MINDBOX_API_URL: 'http://127.0.0.1:9',
});

/** What the journeys used that must stay out of the log. */
const used = {
  /** Signed in through the storefront, and the order's contact phone. */
  phone: randomPhone(),
  /** Signed in through the API (one code a minute per phone). */
  apiPhone: randomPhone(),
  email: `log.${randomUUID().slice(0, 8)}@example.ru`,
  /** Secrets, tokens and cookies, filled in as the journeys meet them. */
  values: [...Object.values(SECRETS), EXCHANGE_PASSWORD, basic(EXCHANGE_LOGIN, EXCHANGE_PASSWORD)],
  /** SMS codes (short: looked for as whole words in the lines' texts). */
  codes: [] as string[],
};
/** Each answer the test got: what it asked and the X-Request-Id it was given. */
const answers: { method: string; path: string; requestId: string | null }[] = [];
const seen = (method: string, path: string, response: { headers: Headers }) => {
  answers.push({ method, path, requestId: response.headers.get('x-request-id') });
  return response;
};
let log: LogLine[] = [];

const TRUSTED_ID = `proxy-${randomUUID()}`;
const CLIENT_ID = `client-${randomUUID()}`;

beforeAll(async () => {
  const { baseUrl, dataDir } = own();
  const api = { baseUrl, dataDir };

  // Signing in through the storefront: its posts call the API in process, which sends the code.
  const shopper = new Shopper(baseUrl);
  await shopper.signIn(dataDir, used.phone);
  const home = await shopper.get('/');
  seen('GET', '/', home);
  await home.arrayBuffer();

  // The same phone through the API: tokens, the current user, a refresh.
  const session = await signIn(api, used.apiPhone);
  used.values.push(session.token, session.refreshToken);
  for (const sms of [...messagesTo(dataDir, used.phone), ...messagesTo(dataDir, used.apiPhone)])
    used.codes.push(...((sms.text ?? '').match(/\b\d{4,6}\b/g) ?? []));
  seen('GET', '/api/user/current', await call(baseUrl, 'GET', '/api/user/current', { auth: session.auth }));
  const refreshed = await postJson(baseUrl, '/api/token/refresh', { refreshToken: session.refreshToken });
  expect(refreshed.status).toBe(200);
  used.values.push(String(refreshed.body.token), String(refreshed.body.refreshToken));

  // Basket and checkout with the e-mail: the order's SMS and letter go through the outbox.
  const [size] = await stockedSizes(baseUrl, 1, { count: 1, minQuantity: 2 });
  seen('POST', '/api/basket/add', await addUnits(baseUrl, session.auth, size.sizeId, 1));
  const placed = await placeOrder(baseUrl, session.auth, {
    name: 'Анна',
    lastName: 'Смирнова',
    phone: used.phone,
    email: used.email,
    agreement: true,
    deliveryType: 'courier',
    address: 'Москва, ул. Арбат, д. 1',
    paymentMethod: 'on_receipt',
  });
  expect(placed.status).toBe(201);
  seen('POST', '/api/order', placed);

  // The newsletter through the storefront's form, then its confirmation link.
  const subscribed = await shopper.post('/resources/subscribe', { email: used.email, consent: 'Y' });
  seen('POST', '/resources/subscribe', subscribed);
  const [confirmLetter] = await waitForMessages(
    () => lettersTo(dataDir, used.email).filter((l) => l.text.includes('/subscribe/confirm/')),
    1,
  );
  const confirm = linksIn(confirmLetter.text).find((link) =>
    link.pathname.startsWith('/subscribe/confirm/'),
  )!;
  used.values.push(confirm.pathname.split('/').at(-1)!);
  const asking = await shopper.get(confirm.pathname);
  seen('GET', confirm.pathname, asking);
  await asking.arrayBuffer();
  seen('POST', confirm.pathname, await shopper.post(confirm.pathname, {}));
  const [promo] = await waitForMessages(
    () => lettersTo(dataDir, used.email).filter((l) => l.subject.includes('промокод')),
    1,
  );
  used.values.push(/SUB-[A-Z2-9]{10}/.exec(promo.text)![0]);

  // Back in stock by e-mail, then the letter's unsubscribe link.
  const admin = await signIn(api, ADMIN_PHONE);
  used.values.push(admin.token, admin.refreshToken);
  const [soldOut] = await soldOutSizes(baseUrl, [3], 1);
  expect(
    (await subscribe(baseUrl, { sizeId: soldOut.sizeId, channel: 'email', contact: used.email })).status,
  ).toBe(201);
  await setStock(baseUrl, admin.auth, soldOut, 1);
  const [waited] = await waitForMessages(
    () => lettersTo(dataDir, used.email).filter((l) => l.text.includes('/stock-alerts/unsubscribe/')),
    1,
  );
  const unsubscribe = linksIn(waited.text).find((link) =>
    link.pathname.startsWith('/stock-alerts/unsubscribe/'),
  )!;
  used.values.push(unsubscribe.pathname.split('/').at(-1)!);
  const unsubscribeAsk = await shopper.get(unsubscribe.pathname);
  await unsubscribeAsk.arrayBuffer();
  seen('GET', unsubscribe.pathname, unsubscribeAsk);
  const unsubscribed = await shopper.post(unsubscribe.pathname, {});
  expect(unsubscribed.status).toBe(303);
  seen('POST', unsubscribe.pathname, unsubscribed);

  // 1С signs in with its login and password and goes on with the cookie it was given.
  const checkauth = await exchange(baseUrl, 'type=catalog&mode=checkauth', {
    auth: basic(EXCHANGE_LOGIN, EXCHANGE_PASSWORD),
  });
  expect(checkauth.lines[0]).toBe('success');
  used.values.push(checkauth.lines[2]);
  const init = await exchange(baseUrl, 'type=catalog&mode=init', {
    cookie: `${checkauth.lines[1]}=${checkauth.lines[2]}`,
  });
  expect(init.status).toBe(200);
  seen('GET', '/api/exchange/1c?type=catalog&mode=init', init);

  // The browser's session cookies (a consent flag or a city id is no secret).
  for (const cookie of shopper.cookieHeader().split('; ')) {
    const value = cookie.slice(cookie.indexOf('=') + 1);
    if (value.length >= 16) used.values.push(value);
  }

  // Letters and SMS are sent by the outbox after the requests; wait for the order's.
  await waitForMessages(() => lettersTo(dataDir, used.email).filter((l) => l.subject.includes('Заказ')), 1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  log = readJsonLog(own().logFile);
}, 180_000);

const requestLines = () => log.filter((line) => line.name === 'http');

describe('the log (LOG_FORMAT=json)', () => {
  test('is JSON throughout; each request has one line with its id, method, path, status, bytes and time', () => {
    expect(log.length).toBeGreaterThan(20);
    for (const line of log)
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String) });
    expect(requestLines().length).toBeGreaterThan(20);
    for (const line of requestLines()) {
      expect(line).toMatchObject({
        requestId: expect.stringMatching(/^[\w.:-]{8,128}$/),
        method: expect.any(String),
        path: expect.stringMatching(/^\//),
        status: expect.any(Number),
        bytes: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    const ids = requestLines().map((line) => line.requestId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the X-Request-Id of each answer names its request line', () => {
    expect(answers.length).toBeGreaterThan(8);
    for (const answer of answers) {
      expect(answer.requestId, answer.path).toMatch(/^[\w.:-]{8,128}$/);
      const line = requestLines().find((l) => l.requestId === answer.requestId);
      expect(line, `${answer.method} ${answer.path}`).toMatchObject({ method: answer.method });
    }
  });

  test('what a request causes carries its id: the API called in process, the letters sent for it', () => {
    // The storefront's sign-in post asked the API for the code; the demo channel shows it.
    const codeLines = log.filter((line) => line.name === 'demo-sms');
    expect(codeLines.length).toBeGreaterThan(0);
    const loginPosts = requestLines().filter(
      (l) => l.path === '/resources/auth/login' && l.method === 'POST',
    );
    expect(loginPosts.map((l) => l.requestId)).toContain(codeLines[0].requestId);

    // The storefront's subscribe post: the API wrote the letter, the outbox sent it later.
    const subscribed = answers.find((a) => a.path === '/resources/subscribe')!;
    const sent = log.filter((line) => line.name === 'messages' && /^email #\d+ .* sent/.test(line.msg));
    expect(sent.map((line) => line.requestId)).toContain(subscribed.requestId);
    const order = answers.find((a) => a.path === '/api/order')!;
    expect(sent.map((line) => line.requestId)).toContain(order.requestId);
  });

  test('keeps a trusted proxy’s X-Request-Id, replaces a client’s and a malformed one', async () => {
    const { baseUrl, logFile } = own();
    const trusted = await fetch(`${baseUrl}/about/company`, { headers: { 'X-Request-Id': TRUSTED_ID } });
    await trusted.arrayBuffer();
    expect(trusted.headers.get('x-request-id')).toBe(TRUSTED_ID);
    const malformed = await fetch(`${baseUrl}/about/company`, { headers: { 'X-Request-Id': 'a b"c' } });
    await malformed.arrayBuffer();
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // 127.0.0.2 is no proxy TRUST_PROXY names: a shopper reaching the shop directly.
    const direct = await getFrom(`${baseUrl}/about/company`, '127.0.0.2', { 'X-Request-Id': CLIENT_ID });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = readJsonLog(logFile).filter(
      (line) => line.name === 'http' && line.path === '/about/company',
    );
    expect(lines.map((line) => line.requestId)).toContain(TRUSTED_ID);
    expect(lines.map((line) => line.requestId)).toContain(direct.headers['x-request-id']);
    expect(JSON.stringify(readJsonLog(logFile))).not.toContain(CLIENT_ID);
  });

  test('holds no secret, token, cookie, phone, e-mail or code', () => {
    expect(used.codes.length).toBeGreaterThan(0);
    // Each value looked for is long and random: a short one would be found by chance.
    for (const value of used.values) expect(value.length, value).toBeGreaterThanOrEqual(8);
    const everything = JSON.stringify(log);
    for (const value of used.values) expect(everything, 'a secret or token').not.toContain(value);
    for (const phone of [used.phone, used.apiPhone, ADMIN_PHONE]) {
      for (const form of phoneForms(phone)) expect(everything, form).not.toContain(form);
      expect(everything).not.toMatch(spacedPhonePattern(phone));
    }
    expect(everything.toLowerCase()).not.toContain(used.email);
    expect(everything).not.toContain(used.email.split('@')[0]);
    for (const line of log.filter((l) => l.name !== 'demo-sms')) {
      for (const text of textsOf(line))
        for (const code of used.codes) expect(text, line.msg).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
  });

  test('the demo-sms channel shows the code, the phone masked; it alone does', () => {
    const lines = log.filter((line) => line.name === 'demo-sms');
    const texts = lines.map((line) => line.msg).join('\n');
    expect(used.codes.some((code) => texts.includes(code))).toBe(true);
    expect(texts).toContain(`+7********${used.phone.slice(-2)}`);
  });
});

test('a LOG_LEVEL or LOG_FORMAT that means nothing fails the start with one line each', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-refused-'));
  try {
    const started = spawnSync(process.execPath, ['build/server.js'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'xml',
      },
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(`${started.stdout}${started.stderr}`.trim().split('\n')).toEqual([
      '[server] cannot start: LOG_LEVEL is loud: use one of fatal, error, warn, info, debug, trace, silent',
      '[server] cannot start: LOG_FORMAT is xml: use json or pretty',
    ]);
    // Refused before the database was opened.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
