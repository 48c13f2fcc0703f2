import { describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/utils/env.server';
import { withSessionSecret } from '../../tests/mocks/session-secret.kit';
import { fakeAccessToken } from '../../tests/mocks/tokens';
import { storeCookies } from './cookies.server';
import { getStorefrontSession } from './session-of-request.server';

const httpRequest = (cookie = '', headers: Record<string, string> = {}) =>
  new Request('http://shop.test/catalog/', {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });

/** Attributes of one Set-Cookie line, lower-cased names. */
function attributes(setCookie: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair, ...rest] = setCookie.split(/;\s*/);
  const eq = pair.indexOf('=');
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    attrs: new Map(
      rest.map((part) => {
        const [key, ...v] = part.split('=');
        return [key.toLowerCase(), v.join('=')] as [string, string];
      }),
    ),
  };
}

/** The cookie header a browser would send back after these Set-Cookie lines. */
const cookieHeaderFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

withSessionSecret('current-secret');

describe('cookie attributes', () => {
  const cases = [
    ['city', () => storeCookies.city.write(httpRequest(), { id: 216, confirmed: true }), 2_592_000],
    ['accept_cookie', () => storeCookies.acceptCookie.write(httpRequest(), 'Y'), 31_536_000],
    ['mbDeviceUUID', () => storeCookies.deviceId.write(httpRequest(), crypto.randomUUID()), 2_592_000],
    ['viewport', () => storeCookies.viewport.write(httpRequest(), 'desktop'), 31_536_000],
    ['promo_code', () => storeCookies.promoCode.write(httpRequest(), 'SALE10'), 86_400],
    ['bonus_amount', () => storeCookies.bonusAmount.write(httpRequest(), 300), 86_400],
  ] as const;

  it.each(cases)(
    '%s: HttpOnly, SameSite=Lax, Path=/, Max-Age of spec §9, not Secure over http',
    async (name, write, maxAge) => {
      const { name: written, attrs } = attributes(await write());
      expect(written).toBe(name);
      expect(attrs.has('httponly')).toBe(true);
      expect(attrs.get('samesite')).toBe('Lax');
      expect(attrs.get('path')).toBe('/');
      expect(attrs.get('max-age')).toBe(String(maxAge));
      expect(attrs.has('secure')).toBe(false);
    },
  );

  it('adds Secure when the request came over https, directly or through a proxy', async () => {
    const direct = await storeCookies.city.write(new Request('https://shop.test/'), {
      id: 216,
      confirmed: true,
    });
    const proxied = await storeCookies.city.write(httpRequest('', { 'X-Forwarded-Proto': 'https' }), {
      id: 216,
      confirmed: true,
    });
    const plain = await storeCookies.city.write(httpRequest('', { 'X-Forwarded-Proto': 'http' }), {
      id: 216,
      confirmed: true,
    });
    expect(attributes(direct).attrs.has('secure')).toBe(true);
    expect(attributes(proxied).attrs.has('secure')).toBe(true);
    expect(attributes(plain).attrs.has('secure')).toBe(false);
  });

  it('makes flash a browser-session cookie (no Max-Age)', async () => {
    const { attrs } = attributes(
      await storeCookies.flash.write(httpRequest(), { kind: 'saved', text: 'Готово' }),
    );
    expect(attrs.has('max-age')).toBe(false);
    expect(attrs.has('httponly')).toBe(true);
  });

  it('clears with Max-Age=0', async () => {
    expect(attributes(await storeCookies.city.clear(httpRequest())).attrs.get('max-age')).toBe('0');
  });
});

describe('signing', () => {
  it('reads back what it wrote, and nothing tampered with', async () => {
    const line = await storeCookies.city.write(httpRequest(), { id: 648, confirmed: false });
    const pair = line.split(';')[0];
    await expect(storeCookies.city.read(pair)).resolves.toEqual({ id: 648, confirmed: false });
    const [name, value] = pair.split('=');
    const forged = `${name}=${Buffer.from(JSON.stringify({ id: 1, confirmed: true })).toString('base64')}${value.slice(value.lastIndexOf('.'))}`;
    await expect(storeCookies.city.read(forged)).resolves.toBeNull();
  });

  it('still reads cookies signed with an older secret after rotation', async () => {
    const pair = (await storeCookies.city.write(httpRequest(), { id: 77, confirmed: true })).split(';')[0];
    process.env.SESSION_SECRET = 'next-secret, current-secret';
    resetEnvForTests();
    await expect(storeCookies.city.read(pair)).resolves.toEqual({ id: 77, confirmed: true });
    process.env.SESSION_SECRET = 'next-secret';
    resetEnvForTests();
    await expect(storeCookies.city.read(pair)).resolves.toBeNull();
  });
});

describe('StorefrontSession', () => {
  it('gives an anonymous view (no cookie at all) Moscow and mints it nothing: its answer may be shared', async () => {
    const session = await getStorefrontSession(httpRequest());
    expect(session.anonymousView).toBe(true);
    expect(session.cityId).toBe(216);
    expect(session.deviceId).toBeNull();
    expect((await session.responseCookies()).getSetCookie()).toEqual([]);
    const post = await getStorefrontSession(
      new Request('http://shop.test/resources/cart', { method: 'POST' }),
    );
    expect(post.anonymousView).toBe(false);
  });

  it('gives a new visitor with a cookie Moscow, no tokens and a device id that it saves once', async () => {
    const session = await getStorefrontSession(httpRequest('returning=1'));
    expect(session.anonymousView).toBe(false);
    expect(session.cityId).toBe(216);
    expect(session.hasCity).toBe(false);
    expect(session.isAuth).toBe(false);
    // Nothing is minted until something needs the id (an API call, the page's data).
    expect((await session.responseCookies()).getSetCookie()).toEqual([]);
    expect(session.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.deviceId).toBe(session.deviceId);
    const headers = await session.responseCookies();
    const device = headers
      .getSetCookie()
      .map(attributes)
      .find((c) => c.name === 'mbDeviceUUID');
    expect(device?.attrs.get('max-age')).toBe('2592000');

    const again = await getStorefrontSession(httpRequest(cookieHeaderFrom(headers)));
    expect(again.deviceId).toBe(session.deviceId);
    expect((await again.responseCookies()).getSetCookie()).toEqual([]);
  });

  it('keeps a sign-in, knows admins by the token roles, and logout clears tokens, user, promo code and bonus amount', async () => {
    const session = await getStorefrontSession(httpRequest());
    const token = fakeAccessToken({ expiresInSeconds: 600, roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    session.signIn(
      { token, refreshToken: 'r', refreshTokenExpiresAt: Date.now() + 3600_000 },
      { id: 5, name: 'Анна' },
    );
    session.setPromoCode('SALE10');
    session.setBonusAmount(150);
    const signedIn = await getStorefrontSession(
      httpRequest(cookieHeaderFrom(await session.responseCookies())),
    );
    expect(signedIn.isAuth).toBe(true);
    expect(signedIn.isAdmin).toBe(true);
    expect(signedIn.user).toEqual({ id: 5, name: 'Анна' });
    expect(signedIn.promoCode).toBe('SALE10');
    expect(signedIn.bonusAmount).toBe(150);
    const authCookie = (await session.responseCookies())
      .getSetCookie()
      .map(attributes)
      .find((c) => c.name === 'auth');
    expect(Number(authCookie?.attrs.get('max-age'))).toBeGreaterThan(3590);

    signedIn.logout();
    const cleared = (await signedIn.responseCookies()).getSetCookie().map(attributes);
    expect(
      cleared
        .filter((c) => c.attrs.get('max-age') === '0')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['auth', 'bonus_amount', 'promo_code']);
  });

  it('shows a flash message once', async () => {
    const first = await getStorefrontSession(httpRequest());
    first.flash({ kind: 'notice', text: 'Что-то пошло не так!' });
    const next = await getStorefrontSession(httpRequest(cookieHeaderFrom(await first.responseCookies())));
    expect(next.takeFlash()).toEqual({ kind: 'notice', text: 'Что-то пошло не так!' });
    expect(next.takeFlash()).toBeNull();
    const clearing = (await next.responseCookies())
      .getSetCookie()
      .map(attributes)
      .find((c) => c.name === 'flash');
    expect(clearing?.attrs.get('max-age')).toBe('0');
  });
});
