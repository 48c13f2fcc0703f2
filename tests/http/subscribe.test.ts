// POST /api/mindbox/customer/subscribe over HTTP (docs/product.md#overlays-and-other-screens, docs/product.md#validation, docs/product.md#api-calls, docs/product.md#errors): the email rules and
// texts, one subscription per address whatever its letter case, the confirmation letter, the
// server's message for a confirmed address, the per-address limit.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { randomIp } from '../mocks/sms-sign-in';
import { lettersTo, waitForMessages } from '../setup/mail-outbox';
import {
  SUBSCRIBE_API_PATH,
  SUBSCRIBE_CONFIRM_API_PATH,
  SUBSCRIBE_MESSAGES,
  SubscribeResponseSchema,
} from '~/commerce/contract/subscribe';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Calls subscribe from a client address of its own (the per-IP limit is not what these tests test). */
async function subscribe(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${SUBSCRIBE_API_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** An address no other test (or earlier run on the same copy) has used. */
function freshEmail(): string {
  return `shopper.${randomUUID().slice(0, 8)}@example.ru`;
}

describe('validation: the spec §5 email rules with their texts, on the email field', () => {
  test.each([
    ['an empty email', { email: '' }],
    ['spaces only', { email: '   ' }],
    ['no email field', {}],
  ])('%s → 400 «Пожалуйста, укажи свой email»', async (_, body) => {
    const answer = await subscribe(body);
    expect(answer.status).toBe(400);
    expect(ErrorBodySchema.parse(answer.body)).toEqual({
      success: false,
      message: 'Пожалуйста, укажи свой email',
      errors: [{ property: 'email', message: 'Пожалуйста, укажи свой email' }],
    });
  });

  test.each([
    'anna',
    'anna@',
    '@mail.ru',
    'anna@mail',
    'an na@mail.ru',
    'анна@mail.ru',
    'anna!@mail.ru',
    'anna@@mail.ru',
  ])('%s → 400 «E-mail указан неверно»', async (email) => {
    const answer = await subscribe({ email });
    expect(answer.status).toBe(400);
    const body = ErrorBodySchema.parse(answer.body);
    expect(body.message).toBe('E-mail указан неверно');
    expect(body.errors).toEqual([{ property: 'email', message: 'E-mail указан неверно' }]);
  });

  test('a number instead of text is a wrong email, not a crash', async () => {
    const answer = await subscribe({ email: 42 });
    expect(answer.status).toBe(400);
    expect(ErrorBodySchema.parse(answer.body).message).toBe('E-mail указан неверно');
  });

  test('an address longer than 254 characters → 400 «Слишком длинное значение»', async () => {
    const answer = await subscribe({ email: `${'a'.repeat(250)}@example.ru` });
    expect(answer.status).toBe(400);
    expect(ErrorBodySchema.parse(answer.body).message).toBe('Слишком длинное значение');
  });

  test('letters, digits and ._%+- before the @ are accepted', async () => {
    const answer = await subscribe({ email: `Ivan.Petrov_1%+news-${randomUUID().slice(0, 6)}@Mail.RU` });
    expect(answer.status).toBe(200);
    expect(SubscribeResponseSchema.parse(answer.body)).toEqual({ success: true });
  });
});

describe('one subscription per address', () => {
  test('the first call subscribes and mails a link; once confirmed, a repeat in any letter case answers the server message', async () => {
    const email = freshEmail();
    const first = await subscribe({ email }, { 'X-Forwarded-For': '203.0.113.10', 'User-Agent': 'tests' });
    expect(first.status).toBe(200);
    expect(SubscribeResponseSchema.parse(first.body)).toEqual({ success: true });
    const [letter] = await waitForMessages(() => lettersTo(dataDir, email), 1);
    const token = /\/subscribe\/confirm\/([A-Za-z0-9_-]{43})/.exec(letter.text)![1];
    const confirmed = await fetch(`${baseUrl}${SUBSCRIBE_CONFIRM_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
    for (const again of [email.toUpperCase(), `  ${email}  `]) {
      const answer = await subscribe({ email: again });
      expect(answer.status).toBe(200);
      expect(SubscribeResponseSchema.parse(answer.body)).toEqual({
        success: true,
        message: SUBSCRIBE_MESSAGES.alreadySubscribed,
      });
    }
  });

  test('ten parallel calls for one new address: three letters go (the per-address limit), the rest are 429', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe({ email })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(ErrorBodySchema.parse(answer.body).message).toMatch(/^Мы уже отправили письмо на этот адрес/);
    }
    expect(await waitForMessages(() => lettersTo(dataDir, email), 3)).toHaveLength(3);
  });
});

describe('the call itself', () => {
  test('GET is 405; a form body is 415; broken JSON is 400', async () => {
    const get = await fetch(`${baseUrl}${SUBSCRIBE_API_PATH}`);
    expect(get.status).toBe(405);
    expect(
      (await subscribe('email=a@b.ru', { 'Content-Type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect((await subscribe('{"email":', {})).status).toBe(400);
  });

  test('a cross-site post is refused before anything is stored', async () => {
    const email = freshEmail();
    const refused = await fetch(`${baseUrl}${SUBSCRIBE_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email }),
    });
    expect(refused.status).toBe(403);
    expect(SubscribeResponseSchema.parse((await subscribe({ email })).body)).toEqual({ success: true });
  });
});
