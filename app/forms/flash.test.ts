import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCookie } from '~/sessions/cookie-factory.server';
import { storeCookies } from '~/sessions/cookies.server';
import { getStorefrontSession } from '~/sessions/session-of-request.server';
import { resetEnvForTests } from '~/utils/env.server';
import { type Flash, readFlash } from './flash';

const page = (cookie?: string) =>
  new Request('http://shop.test/cart', { headers: cookie ? { Cookie: cookie } : {} });

/** The Cookie header a browser sends back after these Set-Cookie lines. */
const cookieHeaderFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** A flash cookie signed with the shop's secret but holding whatever `value` is. */
const anyFlashCookie = defineCookie('flash', z.unknown(), undefined);
async function signedFlash(value: unknown): Promise<string> {
  return (await anyFlashCookie.write(page(), value)).split(';')[0];
}

beforeEach(() => {
  process.env.SESSION_SECRET = 'flash-test-secret';
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.SESSION_SECRET;
  resetEnvForTests();
});

const EXAMPLES: Flash[] = [
  { kind: 'notice', text: 'Не получилось добавить товар в корзину. Попробуй ещё раз.' },
  { kind: 'saved', text: 'Данные сохранены' },
  {
    kind: 'cart-added',
    item: {
      sizeId: 7,
      link: '/product/k-1/',
      image: null,
      title: 'Кроссовки',
      name: 'Nike Air',
      color: 'белый',
      size: '42',
      quantity: 1,
      price: 9990,
    },
  },
  { kind: 'cart-field', field: 'promoCode', text: 'Промокод не найден' },
  { kind: 'sign-in', reply: { step: 'code', phone: '+79991234567', resendAt: 1_800_000_000_000 } },
  {
    kind: 'phone-change',
    reply: { status: 'error', error: { phone: ['Неверный номер'] }, step: 'phone', phone: '+7 999' },
  },
  { kind: 'subscribe', reply: { status: 'success', initialValue: { email: 'anna@example.ru' } } },
  {
    kind: 'back-in-stock',
    reply: { status: 'error', initialValue: { sizeId: '3', contact: '' }, error: { contact: ['Укажи'] } },
  },
];

describe('the flash', () => {
  it.each(EXAMPLES.map((flash) => [flash.kind, flash] as const))(
    'carries a %s to the next page once',
    async (_kind, flash) => {
      const first = await getStorefrontSession(page());
      first.flash(flash);
      const next = await getStorefrontSession(page(cookieHeaderFrom(await first.responseCookies())));
      expect(next.takeFlash()).toEqual(flash);
      expect(next.takeFlash()).toBeNull();
    },
  );

  it('gives each part of the page only its own kind', () => {
    const added = EXAMPLES[2];
    expect(readFlash(added, 'cart-added')).toBe(added);
    expect(readFlash(added, 'notice')).toBeNull();
    expect(readFlash(null, 'notice')).toBeNull();
    expect(readFlash(undefined, 'subscribe')).toBeNull();
  });

  it.each([
    ['the shape of an older release', { type: 'error', text: 'Ошибка', modal: 'cart-notice' }],
    ['an unknown kind', { kind: 'confetti', text: 'Ура' }],
    ['a known kind with a wrong payload', { kind: 'cart-added', item: { sizeId: 'семь' } }],
    ['no object at all', 'cart-added'],
  ])('ignores a signed cookie with %s, and clears it', async (_what, value) => {
    const session = await getStorefrontSession(page(await signedFlash(value)));
    expect(session.takeFlash()).toBeNull();
    const lines = (await session.responseCookies()).getSetCookie();
    expect(lines.some((line) => /^flash=;/.test(line) && /Max-Age=0/i.test(line))).toBe(true);
  });

  it('ignores a flash cookie signed with another secret', async () => {
    const forged = await signedFlash({ kind: 'notice', text: 'Подделка' });
    process.env.SESSION_SECRET = 'another-secret';
    resetEnvForTests();
    expect(await storeCookies.flash.read(forged)).toBeNull();
    expect((await getStorefrontSession(page(forged))).takeFlash()).toBeNull();
  });

  it('leaves the cookies alone when there was no flash', async () => {
    for (const cookie of ['city=abc', 'city=abc; flash=']) {
      const session = await getStorefrontSession(page(cookie));
      expect(session.takeFlash()).toBeNull();
      expect((await session.responseCookies()).getSetCookie()).toEqual([]);
    }
  });
});
