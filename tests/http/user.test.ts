import { describe, expect, inject, test } from 'vitest';
import { getJson, postJson, randomIp, randomPhone, signIn } from '../mocks/sms-sign-in';
import { messagesTo, waitForCode } from '../setup/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const api = { baseUrl, dataDir };

describe('GET /api/user/current', () => {
  test('answers the signed-in user with every profile field', async () => {
    const session = await signIn(api);
    const current = await getJson(baseUrl, '/api/user/current', session.auth);
    expect(current.status).toBe(200);
    expect(current.headers.get('Cache-Control')).toBe('no-store');
    expect(current.body).toEqual({
      id: session.user.id,
      phone: session.user.phone,
      name: '',
      lastName: '',
      secondName: '',
      email: '',
      birthday: null,
      gender: null,
      bonusBalance: 0,
      isAdmin: false,
      mySize: null,
      sizeSystem: null,
    });
  });
});

describe('POST /api/user/update', () => {
  test('saves a partial profile and answers the whole user', async () => {
    const session = await signIn(api);
    const update = (body: unknown) => postJson(baseUrl, '/api/user/update', body, session.auth);
    const saved = await update({ name: ' Анна-Мария ', email: 'Anna@Example.RU' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Данные сохранены',
      user: { name: 'Анна-Мария', email: 'anna@example.ru', lastName: '' },
    });
    const more = await update({
      lastName: 'Петрова',
      secondName: '',
      birthday: '1990-05-17',
      gender: 'female',
    });
    expect(more.body.user).toMatchObject({
      name: 'Анна-Мария',
      lastName: 'Петрова',
      birthday: '1990-05-17',
      gender: 'female',
    });
    expect((await getJson(baseUrl, '/api/user/current', session.auth)).body).toMatchObject({
      name: 'Анна-Мария',
      lastName: 'Петрова',
    });
  });

  test('refuses with the spec texts as field errors, saving nothing', async () => {
    const session = await signIn(api);
    const refused = await postJson(
      baseUrl,
      '/api/user/update',
      { name: '', lastName: 'П', secondName: 'Ив4нович', email: 'anna@' },
      session.auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      message: 'Пожалуйста, укажи свое имя',
      errors: [
        { property: 'name', message: 'Пожалуйста, укажи свое имя' },
        { property: 'lastName', message: 'Пожалуйста, введи не менее 2 символов' },
        { property: 'secondName', message: 'Можно использовать только буквы и дефис' },
        { property: 'email', message: 'E-mail указан неверно' },
      ],
    });
    const empty = await postJson(baseUrl, '/api/user/update', { email: '', lastName: '' }, session.auth);
    expect(empty.body.errors).toEqual([
      { property: 'lastName', message: 'Пожалуйста, укажи свою фамилию' },
      { property: 'email', message: 'Пожалуйста, укажи свой email' },
    ]);
    expect((await getJson(baseUrl, '/api/user/current', session.auth)).body).toMatchObject({
      name: '',
      email: '',
    });
  });

  test('keeps the shopper’s footwear size and picker system; refuses ones off the lists', async () => {
    const session = await signIn(api);
    const update = (body: unknown) => postJson(baseUrl, '/api/user/update', body, session.auth);
    const saved = await update({ mySize: '42.5', sizeSystem: 'EU' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ mySize: '42.5', sizeSystem: 'EU' });

    const refused = await update({ mySize: 'XL', sizeSystem: 'JP' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { property: 'mySize', message: 'Выбери размер из списка' },
      { property: 'sizeSystem', message: 'Выбери систему размеров из списка' },
    ]);
    expect((await update({ mySize: '99' })).status).toBe(400);
    expect((await getJson(baseUrl, '/api/user/current', session.auth)).body).toMatchObject({
      mySize: '42.5',
      sizeSystem: 'EU',
    });

    // null forgets them.
    expect((await update({ mySize: null, sizeSystem: null })).body.user).toMatchObject({
      mySize: null,
      sizeSystem: null,
    });
  });

  test('never changes the phone', async () => {
    const session = await signIn(api);
    const refused = await postJson(baseUrl, '/api/user/update', { phone: randomPhone() }, session.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { property: 'phone', message: 'Номер телефона меняется отдельно: с подтверждением кодом из смс' },
    ]);
  });

  test('needs a signed-in user (401 before anything is read)', async () => {
    const refused = await postJson(baseUrl, '/api/user/update', { name: 'Анна' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      success: false,
      message: 'Войди в аккаунт, чтобы продолжить',
      errors: [],
    });
  });
});

describe('POST /api/user/confirm-change-phone/', () => {
  const change = (auth: Record<string, string>, body: unknown, ip = randomIp()) =>
    postJson(baseUrl, '/api/user/confirm-change-phone/', body, { ...auth, 'X-Forwarded-For': ip });

  test('texts a code to the new number, then moves the account there', async () => {
    const session = await signIn(api);
    const newPhone = randomPhone();
    const sent = await change(session.auth, { phone: newPhone });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'Код отправлен', resendIn: 60 });
    const code = await waitForCode(dataDir, newPhone);
    expect(messagesTo(dataDir, newPhone)[0].text).toBe(
      `Код для смены номера: ${code}. Никому его не сообщай.`,
    );

    const confirmed = await change(session.auth, { phone: newPhone, code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      success: true,
      message: 'Номер телефона изменён',
      user: { id: session.user.id, phone: newPhone },
    });
    expect((await getJson(baseUrl, '/api/user/current', session.auth)).body).toMatchObject({
      phone: newPhone,
    });
  });

  test('a wrong code changes nothing; the same limits as sign-in codes apply', async () => {
    const session = await signIn(api);
    const newPhone = randomPhone();
    await change(session.auth, { phone: newPhone });
    const code = await waitForCode(dataDir, newPhone);
    const wrong = await change(session.auth, { phone: newPhone, code: code === '0000' ? '0001' : '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ property: 'code', message: 'Неверный код. Осталось 4 попытки' }]);
    const again = await change(session.auth, { phone: newPhone });
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBeTruthy();
    expect((await getJson(baseUrl, '/api/user/current', session.auth)).body).toMatchObject({
      phone: session.user.phone,
    });
  });

  test('refuses the current number and needs a signed-in user', async () => {
    const session = await signIn(api);
    const same = await change(session.auth, { phone: session.user.phone });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ property: 'phone', message: 'Это твой текущий номер' }]);
    expect((await change({}, { phone: randomPhone() })).status).toBe(401);
  });
});
