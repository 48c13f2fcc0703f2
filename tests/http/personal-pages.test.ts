// The personal area as a browser without JavaScript uses it (docs/product.md#screens-and-routes, docs/product.md#flows, docs/product.md#validation): the profile
// (saving the form, the spec's validation texts, changing the phone by a code, 'Выйти'), the
// loyalty programme, support and orders pages, and /personal as a phone's menu. Favourites:
// personal-wishlist.test.ts.
import { describe, expect, inject, test } from 'vitest';
import { randomPhone } from '../mocks/sms-sign-in';
import { messagesTo, waitForCode } from '../setup/outbox';
import { alerts, Shopper, shownText } from './cart-pages.kit';
import { h1s, textOf } from './catalog-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** '+79991234567' as people write it: '+7 (999) 123-45-67'. */
function masked(phone: string): string {
  const n = phone.slice(2);
  return `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
}

/** A shopper signed in through the sign-in dialog's form posts, and their phone. */
async function signedIn(userAgent?: string): Promise<{ shopper: Shopper; phone: string }> {
  const shopper = new Shopper(baseUrl, userAgent);
  await shopper.get('/');
  const phone = await shopper.signIn(dataDir);
  return { shopper, phone };
}

/** The value a text input of the page starts from ('' when it has none; null without the input). */
function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return textOf(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? '');
}

/** The value of the radio button of a group that starts checked, or null. */
function checkedRadio(html: string, name: string): string | null {
  const radios = html.match(new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`, 'g')) ?? [];
  const checked = radios.find((tag) => /\schecked(?:=""|\s|\/?>)/.test(tag));
  return checked ? (/\svalue="([^"]*)"/.exec(checked)?.[1] ?? null) : null;
}

/** The texts of the page's status notices (role="status"). */
function notices(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*role="status"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]));
}

async function profile(shopper: Shopper): Promise<string> {
  const response = await shopper.get('/personal/profile');
  expect(response.status).toBe(200);
  return response.text();
}

const SAVED = {
  intent: 'profile',
  name: 'Мария',
  lastName: 'Кузнецова-Иванова',
  secondName: 'Петровна',
  email: 'maria.k@example.ru',
  birthday: '1994-03-08',
  gender: 'female',
};

describe('/personal/profile', () => {
  test('a guest is sent home, both for the page and for a form post', async () => {
    const guest = new Shopper(baseUrl);
    const page = await guest.get('/personal/profile');
    expect([page.status, page.headers.get('location')]).toEqual([302, '/']);
    const post = await guest.post('/personal/profile', SAVED);
    expect(post.status).toBeGreaterThanOrEqual(300);
    expect(post.status).toBeLessThan(400);
    expect(post.headers.get('location')).toBe('/');
  });

  test('shows the signed-in shopper their phone, privately', async () => {
    const { shopper, phone } = await signedIn();
    const response = await shopper.get('/personal/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    const html = await response.text();
    expect(h1s(html)).toEqual(['Профиль']);
    expect(textOf(html)).toContain(masked(phone));
    expect(html).toContain('href="/personal/profile?phone=change"');
  });

  test('saving the form says «Данные сохранены» once and shows the new values', async () => {
    const { shopper } = await signedIn();
    const saved = await shopper.post('/personal/profile', SAVED);
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/personal/profile']);

    const html = await profile(shopper);
    expect(notices(html)).toContain('Данные сохранены');
    expect(inputValue(html, 'name')).toBe(SAVED.name);
    expect(inputValue(html, 'lastName')).toBe(SAVED.lastName);
    expect(inputValue(html, 'secondName')).toBe(SAVED.secondName);
    expect(inputValue(html, 'email')).toBe(SAVED.email);
    expect(inputValue(html, 'birthday')).toBe(SAVED.birthday);
    expect(checkedRadio(html, 'gender')).toBe(SAVED.gender);

    // The notice is a flash: the next visit does not repeat it, the values stay.
    const again = await profile(shopper);
    expect(notices(again)).not.toContain('Данные сохранены');
    expect(inputValue(again, 'email')).toBe(SAVED.email);
  });

  test('invalid input answers 422 with the spec §5 texts and saves nothing', async () => {
    const { shopper } = await signedIn();
    expect((await shopper.post('/personal/profile', SAVED)).status).toBe(303);

    const empty = await shopper.post('/personal/profile', {
      intent: 'profile',
      name: '',
      lastName: '',
      secondName: '',
      email: '',
    });
    expect(empty.status).toBe(422);
    const emptyErrors = alerts(await empty.text());
    expect(emptyErrors).toContain('Пожалуйста, укажи свое имя');
    expect(emptyErrors).toContain('Пожалуйста, укажи свою фамилию');
    expect(emptyErrors).toContain('Пожалуйста, укажи свой email');

    const wrong = await shopper.post('/personal/profile', {
      ...SAVED,
      name: 'Я',
      lastName: 'Smith1',
      email: 'maria@',
    });
    expect(wrong.status).toBe(422);
    const wrongErrors = alerts(await wrong.text());
    expect(wrongErrors).toContain('Пожалуйста, введи не менее 2 символов');
    expect(wrongErrors).toContain('E-mail указан неверно');
    // docs/product.md#validation: letters and hyphen only; the spec leaves the wording open, so only that it is refused.
    expect(wrongErrors.length).toBeGreaterThanOrEqual(3);

    const html = await profile(shopper);
    expect(notices(html)).not.toContain('Данные сохранены');
    expect(inputValue(html, 'name')).toBe(SAVED.name);
    expect(inputValue(html, 'lastName')).toBe(SAVED.lastName);
    expect(inputValue(html, 'email')).toBe(SAVED.email);
  });

  test('the phone changes with a code sent to the new number', async () => {
    const { shopper, phone } = await signedIn();
    const form = await shopper.get('/personal/profile?phone=change');
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('name="intent" value="phone-send"');
    expect(textOf(formHtml)).toContain('Новый номер телефона');

    // A number not of the +7 (9xx) kind is refused with the spec's text.
    const refused = await shopper.post('/personal/profile', {
      intent: 'phone-send',
      phone: '+7 (495) 123-45-67',
    });
    expect([refused.status, refused.headers.get('location')]).toEqual([
      303,
      '/personal/profile?phone=change',
    ]);
    const refusedPage = await (await shopper.get('/personal/profile?phone=change')).text();
    expect(textOf(refusedPage)).toContain('Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx');

    const next = randomPhone();
    const before = messagesTo(dataDir, next).length;
    const asked = await shopper.post('/personal/profile', { intent: 'phone-send', phone: masked(next) });
    expect([asked.status, asked.headers.get('location')]).toEqual([303, '/personal/profile?phone=code']);
    const code = await waitForCode(dataDir, next, before);
    const codeStep = await shopper.get('/personal/profile?phone=code');
    expect(codeStep.status).toBe(200);
    const codeHtml = await codeStep.text();
    expect(textOf(codeHtml)).toContain(`Код отправлен на номер ${masked(next)}`);
    expect(codeHtml).toContain('name="intent" value="phone-confirm"');
    // Until the code is confirmed the account keeps its number.
    expect(textOf(codeHtml)).toContain(masked(phone));

    // A wrong code keeps the code step with the server's message, and the number as it was.
    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const missed = await shopper.post('/personal/profile', {
      intent: 'phone-confirm',
      phone: next,
      code: wrongCode.split(''),
    });
    expect([missed.status, missed.headers.get('location')]).toEqual([303, '/personal/profile?phone=code']);
    const missedHtml = await (await shopper.get('/personal/profile?phone=code')).text();
    expect(alerts(missedHtml).join(' ')).toMatch(/^Неверный код/);
    expect(textOf(missedHtml)).toContain(masked(phone));

    const confirmed = await shopper.post('/personal/profile', {
      intent: 'phone-confirm',
      phone: next,
      code: code.split(''),
    });
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([303, '/personal/profile']);
    const html = await profile(shopper);
    expect(notices(html)).toContain('Номер телефона изменён');
    const text = textOf(html);
    expect(text).toContain(masked(next));
    expect(text).not.toContain(masked(phone));
  });

  test('«Выйти» ends the session: /personal/profile sends the visitor home afterwards', async () => {
    const { shopper } = await signedIn();
    const html = await profile(shopper);
    expect(html).toMatch(/<form[^>]*action="\/resources\/auth\/logout"/);
    const out = await shopper.post('/resources/auth/logout', {});
    expect([out.status, out.headers.get('location')]).toEqual([303, '/']);
    expect(shopper.has('auth')).toBe(false);
    const after = await shopper.get('/personal/profile');
    expect([after.status, after.headers.get('location')]).toEqual([302, '/']);
  });
});

describe('the other pages of the personal area', () => {
  const PAGES = [
    ['/personal/loyalty-program', 'Бонусная программа'],
    ['/personal/support', 'Поддержка'],
    ['/personal/orders', 'Мои заказы'],
  ] as const;

  test.each(PAGES)('%s sends a guest home', async (path) => {
    const response = await new Shopper(baseUrl).get(path);
    expect([response.status, response.headers.get('location')]).toEqual([302, '/']);
  });

  test('a signed-in shopper gets each with its h1; a new member has 0 bonuses at level «Старт» and no orders', async () => {
    const { shopper } = await signedIn();
    const pages: Record<string, string> = {};
    for (const [path, title] of PAGES) {
      const response = await shopper.get(path);
      expect(response.status, path).toBe(200);
      pages[path] = await response.text();
      expect(h1s(pages[path]), path).toEqual([title]);
    }
    const loyalty = pages['/personal/loyalty-program'];
    const balance = /<section\b[^>]*aria-label="Баланс"[^>]*>([\s\S]*?)<\/section>/.exec(loyalty)?.[1] ?? '';
    expect(shownText(balance)).toMatch(/^На твоём счёте 0 бонусов /);
    expect(textOf(loyalty)).toContain('Твой уровень — «Старт»');
    expect(textOf(pages['/personal/orders'])).toContain('Здесь появятся твои заказы');
  });
});

describe('/personal on a phone', () => {
  test('a phone’s browser (by its user agent) gets the menu of the personal area, not a redirect', async () => {
    const { shopper } = await signedIn(IPHONE);
    const response = await shopper.get('/personal');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const child of ['profile', 'orders', 'loyalty-program', 'wishlist', 'support'])
      expect(html).toContain(`href="/personal/${child}"`);
    expect(html).toMatch(/<form[^>]*action="\/resources\/auth\/logout"/);
  });
});
