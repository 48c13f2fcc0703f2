// The sign-in dialog's steps as its form sees them: with JavaScript (via=fetcher) conform's reply
// with the step beside it, a mistake under its field and 422; without JavaScript a 303 to the
// dialog at that step, drawn with the same message. Only mistakes the storefront finds itself
// (no code is asked for), so no SMS limit is touched.
import { describe, expect, inject, test } from 'vitest';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

const PHONE_INVALID = 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx';
const CODE_FORMAT = 'Код состоит из 4 цифр';

const step = (shopper: Shopper, fields: Record<string, string>) =>
  shopper.post('/resources/auth/login', { returnTo: '/about/company', ...fields });

describe('with JavaScript', () => {
  test('a wrong phone: 422, the message under the phone, the phone step with what was typed', async () => {
    const answer = await step(new Shopper(baseUrl), { intent: 'phone', phone: '+7 (123', via: 'fetcher' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      status: 'error',
      error: { phone: [PHONE_INVALID] },
      step: 'phone',
      phone: '+7 (123',
    });
  });

  test('a code of the wrong length: 422, the message under the code, the code step kept', async () => {
    const answer = await step(new Shopper(baseUrl), {
      intent: 'code',
      phone: '+7 (999) 123-45-67',
      code: '12',
      via: 'fetcher',
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      status: 'error',
      error: { code: [CODE_FORMAT] },
      step: 'code',
      phone: '+79991234567',
    });
  });
});

test('a code for a number no step took goes back to the phone step, saying why', async () => {
  const answer = await step(new Shopper(baseUrl), {
    intent: 'code',
    phone: '12',
    code: '1234',
    via: 'fetcher',
  });
  expect(answer.status).toBe(422);
  expect(await answer.json()).toMatchObject({
    status: 'error',
    error: { phone: [PHONE_INVALID] },
    step: 'phone',
  });
});

describe('without JavaScript', () => {
  test('a wrong phone comes back to the open dialog with the same message', async () => {
    const shopper = new Shopper(baseUrl);
    await shopper.get('/about/company');
    const answer = await step(shopper, { intent: 'phone', phone: '+7 (123' });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/about/company?login=open']);
    const page = await (await shopper.get('/about/company?login=open')).text();
    expect(shownText(page)).toContain(PHONE_INVALID);
    // Shown once: the flash is spent.
    expect(shownText(await (await shopper.get('/about/company?login=open')).text())).not.toContain(
      PHONE_INVALID,
    );
  });
});
