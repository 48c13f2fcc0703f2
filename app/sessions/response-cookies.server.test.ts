import { describe, expect, it } from 'vitest';
import { withSessionSecret } from '../../tests/mocks/session-secret.kit';
import { storeCookies } from './cookies.server';
import { ResponseCookies } from './response-cookies.server';

const request = (init: { method?: string; cookie?: string } = {}) =>
  new Request('http://shop.test/catalog/', {
    method: init.method ?? 'GET',
    headers: init.cookie ? { Cookie: init.cookie } : {},
  });

/** Each Set-Cookie line as its name, value and Max-Age. */
async function linesOf(cookies: ResponseCookies) {
  return (await cookies.appendTo()).getSetCookie().map((line) => {
    const [pair] = line.split(';');
    return {
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      maxAge: /;\s*Max-Age=(\d+)/i.exec(line)?.[1],
    };
  });
}

withSessionSecret('current-secret');

describe('the cookies a storefront response sets', () => {
  it('mints no device id on an answer that may be shared (a GET or HEAD without any cookie)', async () => {
    for (const method of ['GET', 'HEAD']) {
      const cookies = new ResponseCookies(request({ method }));
      expect(cookies.shared).toBe(true);
      expect(cookies.mintDeviceId()).toBeNull();
      expect(await linesOf(cookies)).toEqual([]);
    }
  });

  it('mints a device id for 30 days on a personal answer (any cookie, or a post)', async () => {
    for (const asked of [request({ cookie: 'returning=1' }), request({ method: 'POST' })]) {
      const cookies = new ResponseCookies(asked);
      const id = cookies.mintDeviceId();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const [line] = await linesOf(cookies);
      expect(line).toMatchObject({ name: 'mbDeviceUUID', maxAge: String(30 * 86_400) });
      await expect(storeCookies.deviceId.read(`${line.name}=${line.value}`)).resolves.toBe(id);
    }
  });

  it('keeps a guest token as long as the API keeps the guest, a year when it does not say', async () => {
    const cookies = new ResponseCookies(request({ method: 'POST' }));
    cookies.guest('token-1', Date.now() + 2 * 3600_000);
    const [kept] = await linesOf(cookies);
    expect(Number(kept.maxAge)).toBeGreaterThan(2 * 3600 - 10);
    expect(Number(kept.maxAge)).toBeLessThanOrEqual(2 * 3600);
    cookies.guest('token-2', null);
    expect(await linesOf(cookies)).toEqual([expect.objectContaining({ maxAge: String(365 * 86_400) })]);
  });

  it('sends the last change of each cookie once, and a null deletes it', async () => {
    const cookies = new ResponseCookies(request({ method: 'POST' }));
    cookies.set('city', { id: 648, confirmed: false });
    cookies.set('promoCode', 'SALE10');
    cookies.set('city', { id: 77, confirmed: true });
    cookies.set('promoCode', null);
    expect(cookies.version).toBe(4);
    const lines = await linesOf(cookies);
    expect(lines.map((line) => line.name)).toEqual(['city', 'promo_code']);
    await expect(storeCookies.city.read(`city=${lines[0].value}`)).resolves.toEqual({
      id: 77,
      confirmed: true,
    });
    expect(lines[1]).toMatchObject({ value: '', maxAge: '0' });
  });

  it('signs out by deleting the tokens, the promo code and the bonus amount', async () => {
    const cookies = new ResponseCookies(request({ method: 'POST' }));
    cookies.signOut();
    const lines = await linesOf(cookies);
    expect(lines.map((line) => [line.name, line.maxAge])).toEqual([
      ['auth', '0'],
      ['promo_code', '0'],
      ['bonus_amount', '0'],
    ]);
  });
});
