import { describe, expect, inject, test } from 'vitest';
import { postJson, randomIp, randomPhone, requestCode, signIn } from '../mocks/sms-sign-in';
import { messagesTo } from '../setup/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const api = { baseUrl, dataDir };

const askCode = (body: unknown, ip = randomIp()) =>
  postJson(baseUrl, '/api/auth/code', body, { 'X-Forwarded-For': ip });
const checkCode = (body: unknown, ip = randomIp()) =>
  postJson(baseUrl, '/api/auth/check', body, { 'X-Forwarded-For': ip });
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/auth/code', () => {
  test('texts a 4-digit code to the phone in any usual notation, normalised', async () => {
    const phone = randomPhone();
    const national = phone.slice(2);
    const masked = `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
    const response = await askCode({ phone: masked, token: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Код отправлен', resendIn: 60 });
    const [sms] = messagesTo(dataDir, phone);
    expect(sms.to).toBe(phone);
    expect(sms.text).toMatch(/^Код для входа: \d{4}\. Никому его не сообщай\.$/);
    expect(new Date(String(sms.at)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const eight = await askCode({ phone: `8${national}`, token: '' });
    expect(eight.status).toBe(429); // the same phone: the 60-second wait applies
  });

  test('asks for a phone when it is missing and refuses anything but +7 9xx with the spec texts', async () => {
    const empty = await askCode({ phone: '', token: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      success: false,
      message: 'Пожалуйста, укажи свой телефон',
      errors: [{ property: 'phone', message: 'Пожалуйста, укажи свой телефон' }],
    });
    expect((await askCode({ token: '' })).body.errors).toEqual([
      { property: 'phone', message: 'Пожалуйста, укажи свой телефон' },
    ]);
    for (const phone of ['+7 (495) 123-45-67', '+1 999 123 45 67', '+7 (999) 123-45', 'телефон']) {
      const refused = await askCode({ phone, token: '' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { property: 'phone', message: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx' },
      ]);
    }
  });

  test('a second code for a phone within 60 s is a 429 saying how long to wait, with Retry-After', async () => {
    const phone = randomPhone();
    await requestCode(api, phone);
    const again = await askCode({ phone, token: '' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, errors: [] });
    expect(again.body.message).toMatch(/^Новый код можно запросить через (1 минуту|\d+ секунд[уы]?)$/);
    const retryAfter = Number(again.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(messagesTo(dataDir, phone)).toHaveLength(1);
  });

  test('at most 20 codes per IP address in an hour, whatever the phones', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expect((await askCode({ phone: randomPhone(), token: '' }, ip)).status).toBe(200);
    const phone = randomPhone();
    const refused = await askCode({ phone, token: '' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Слишком много запросов кода с твоего устройства. Попробуй через 1 час',
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(messagesTo(dataDir, phone)).toHaveLength(0);
    expect((await askCode({ phone, token: '' }, randomIp())).status).toBe(200);
  });
});

describe('POST /api/auth/check', () => {
  test('signs a new phone up: the user, isNewUser, an access token and a 30-day refresh token', async () => {
    const phone = randomPhone();
    const first = await signIn(api, phone);
    expect(first).toMatchObject({ isNewUser: true, user: { phone, name: '', isAdmin: false } });
    expect(first.token.split('.')).toHaveLength(3);
    expect(first.refreshToken).toMatch(/^[\w-]{43}$/);
    const thirtyDays = Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60;
    expect(Math.abs(first.refreshTokenExpire - thirtyDays)).toBeLessThan(60);
  });

  test('takes the code as a number too (the code boxes send one)', async () => {
    const phone = randomPhone();
    const ip = randomIp();
    const code = await requestCode(api, phone, ip);
    const checked = await checkCode({ phone, code: Number(code), formattedPhone: 'ignored' }, ip);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ success: true, isNewUser: true });
  });

  test('a code works once', async () => {
    const phone = randomPhone();
    const code = await requestCode(api, phone);
    expect((await checkCode({ phone, code })).status).toBe(200);
    const again = await checkCode({ phone, code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      message: 'Этот код уже использован. Запроси новый код',
      errors: [{ property: 'code', message: 'Этот код уже использован. Запроси новый код' }],
    });
  });

  test('5 wrong entries kill the code: the right one is refused after them', async () => {
    const phone = randomPhone();
    const code = await requestCode(api, phone);
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const attempt = await checkCode({ phone, code: wrong(code) });
      expect(attempt.status).toBe(400);
      messages.push(attempt.body.message);
    }
    expect(messages).toEqual([
      'Неверный код. Осталось 4 попытки',
      'Неверный код. Осталось 3 попытки',
      'Неверный код. Осталось 2 попытки',
      'Неверный код. Осталась 1 попытка',
      'Неверный код. Попытки закончились: запроси новый код',
    ]);
    const right = await checkCode({ phone, code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Слишком много неверных попыток. Запроси новый код');
  });

  test('a code is bound to the phone that asked for it', async () => {
    const phone = randomPhone();
    const code = await requestCode(api, phone);
    const other = randomPhone();
    await requestCode(api, other);
    const borrowed = await checkCode({ phone: other, code });
    // Either the other phone's own code happens to be the same 4 digits, or it is refused.
    if (borrowed.status !== 200) expect(borrowed.body.message).toMatch(/^Неверный код/);
    const never = await checkCode({ phone: randomPhone(), code });
    expect(never.body.message).toBe('Сначала запроси код');
  });

  test('checks the code format and the phone with field errors', async () => {
    const phone = randomPhone();
    const bad = await checkCode({ phone, code: '12a4' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ property: 'code', message: 'Код состоит из 4 цифр' }]);
    const noPhone = await checkCode({ code: '1234' });
    expect(noPhone.body.errors).toEqual([{ property: 'phone', message: 'Пожалуйста, укажи свой телефон' }]);
  });

  test('at most 60 checks per IP address in an hour, right or wrong', async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i++)
      expect((await checkCode({ phone: randomPhone(), code: '0000' }, ip)).status).toBe(400);
    const phone = randomPhone();
    const code = await requestCode(api, phone);
    const refused = await checkCode({ phone, code }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Слишком много попыток ввести код. Попробуй через 1 час');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect((await checkCode({ phone, code }, randomIp())).status).toBe(200);
  });

  test('GET is not a way to ask for a code', async () => {
    const response = await fetch(`${baseUrl}/api/auth/code`);
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
