import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSharedCaches } from '~/services/shared-cache';
import { setupCommerceApiMock } from '../tests/mocks/commerce-api';
import { fakeAccessToken } from '../tests/mocks/tokens';
import { loadRootData as loadRootDataOf } from './root-data.server';
import { getStorefrontSession } from '~/sessions/session-of-request.server';
import { captureLogs } from '../tests/mocks/log-capture';

const { server, requests, url } = setupCommerceApiMock({
  SESSION_SECRET: 'root-data-test',
  CLIENT_ADDRESS_SECRET: 'root-data-test',
});
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const page = (path = '/', cookie = '', headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    headers: { 'User-Agent': BROWSER, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
const cookieHeaderFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
/** The root loader's data for a request and the Set-Cookie headers its session would send. */
async function loadRootData(request: Request) {
  const session = await getStorefrontSession(request);
  const data = await loadRootDataOf(request, session);
  return { data, headers: await session.responseCookies() };
}
const paths = () => requests.map((r) => `${r.method} ${r.path}`).sort();

afterEach(() => vi.restoreAllMocks());

/** Any cookie makes a request personal (a foreign one will do: the shop reads none of it). */
const RETURNING = 'returning=1';

describe('loadRootData: first load (spec §4)', () => {
  it('an anonymous view asks for the banners only, shows Moscow, asks about it, and saves nothing', async () => {
    const { data, headers } = await loadRootData(page('/'));
    expect(paths()).toEqual(['GET /api/banners/']);
    const banners = requests.find((r) => r.path === '/api/banners/');
    expect(banners?.headers.get('x-device-id')).toBeNull();
    expect(banners?.headers.get('fuser-token')).toBeNull();
    expect(data.city).toEqual({ id: 216, name: 'Москва' });
    expect(data.cityPrompt).toEqual({ id: 216, name: 'Москва' });
    expect(data.cityToDetect).toBe(true);
    expect(data.deviceId).toBeNull();
    expect(data).toMatchObject({ isAuth: false, basketCount: 0, device: 'desktop' });
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('reads the device from the client hint only on an anonymous view, never from the user agent', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1';
    expect((await loadRootData(page('/', '', { 'User-Agent': phone }))).data.device).toBe('desktop');
    expect((await loadRootData(page('/', '', { 'Sec-CH-UA-Mobile': '?1' }))).data.device).toBe('mobile');
    expect((await loadRootData(page('/', RETURNING, { 'User-Agent': phone }))).data.device).toBe('mobile');
  });

  it('with a cookie but no city: Moscow, the browser to detect, a device id and no guest token', async () => {
    const { data, headers } = await loadRootData(page('/', RETURNING));
    // No detection (the browser asks /resources/city-detect), no basket call and no guest token:
    // the first basket action makes it.
    expect(paths()).toEqual(['GET /api/banners/']);
    expect(data.city).toEqual({ id: 216, name: 'Москва' });
    expect(data.cityPrompt).toEqual({ id: 216, name: 'Москва' });
    expect(data.cityToDetect).toBe(true);
    expect(data.cityModal).toBeNull();
    expect(data.banners).toHaveLength(1);
    expect(data).toMatchObject({
      cookieConsent: false,
      isAuth: false,
      isAdmin: false,
      user: null,
      basketCount: 0,
      device: 'desktop',
    });
    expect(headers.getSetCookie().map((l) => l.split('=')[0])).toEqual(['mbDeviceUUID']);
  });

  it('with a saved city: that city by name, still asked about until confirmed, nothing minted again', async () => {
    const session = await getStorefrontSession(page('/', RETURNING));
    session.setCity(648, false);
    void session.deviceId;
    const cookie = cookieHeaderFrom(await session.responseCookies());
    const { data, headers } = await loadRootData(page('/catalog/', cookie));
    expect(paths()).toEqual(['GET /api/banners/', 'GET /api/location/cities/']);
    expect(data.city).toEqual({ id: 648, name: 'Новосибирск' });
    expect(data.cityPrompt).toEqual({ id: 648, name: 'Новосибирск' });
    expect(data.cityToDetect).toBe(false);
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('sends the saved city, the guest token and the device id on its calls, and reads the basket', async () => {
    const session = await getStorefrontSession(page('/', RETURNING));
    session.setGuestToken('guest-token', null);
    session.setCity(216, false);
    const cookie = cookieHeaderFrom(await session.responseCookies());
    const first = await loadRootData(page('/', cookie));
    requests.length = 0;
    forgetSharedCaches();
    await loadRootData(page('/', cookieHeaderFrom(first.headers) + '; ' + cookie));
    expect(paths()).toContain('GET /api/basket/header');
    const banners = requests.find((r) => r.path === '/api/banners/');
    expect(banners?.headers.get('user-location-id')).toBe('216');
    expect(banners?.headers.get('fuser-token')).toBe('guest-token');
    expect(banners?.headers.get('x-device-id')).toBe(first.data.deviceId);
  });

  it('gives crawlers no guest token', async () => {
    await loadRootData(page('/', '', { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }));
    expect(paths()).not.toContain('POST /api/fuser');
  });

  it('logs failures with the spec’s texts and still answers', async () => {
    const log = captureLogs();
    server.use(http.get(url('/api/banners/'), () => HttpResponse.json({ unexpected: true })));
    const { data } = await loadRootData(page('/', RETURNING));
    log.restore();
    expect(data.banners).toEqual([]);
    expect(log.messages('error')).toContain('Ошибка получения баннеров');
  });
});

describe('loadRootData: city modal and sign-in', () => {
  it('opens the modal from the URL with the search results, and hides the prompt meanwhile', async () => {
    const { data } = await loadRootData(page('/?city=open&city-q=%20нов'));
    expect(data.cityModal).toEqual({
      query: 'нов',
      cities: [{ id: 648, name: 'Новосибирск', region: 'Новосибирская область' }],
    });
    expect(data.cityPrompt).toBeNull();
  });

  it('lists the biggest cities when the search is empty', async () => {
    const { data } = await loadRootData(page('/?city=open'));
    expect(data.cityModal?.cities.map((c) => c.id)).toEqual([216, 648]);
  });

  it('logs the shopper out when the refresh answers 401', async () => {
    server.use(
      http.post(url('/api/token/refresh'), () =>
        HttpResponse.json({ success: false, message: 'Нет', errors: [] }, { status: 401 }),
      ),
    );
    const session = await getStorefrontSession(page());
    session.signIn(
      { token: fakeAccessToken({ expiresInSeconds: 2 }), refreshToken: 'old', refreshTokenExpiresAt: null },
      { id: 1, name: 'Анна' },
    );
    session.setCity(216, true);
    const { data, headers } = await loadRootData(
      page('/personal/', cookieHeaderFrom(await session.responseCookies())),
    );
    expect(data.isAuth).toBe(false);
    expect(data.user).toBeNull();
    expect(data.cityPrompt).toBeNull();
    expect(headers.getSetCookie().some((l) => l.startsWith('auth=;'))).toBe(true);
  });
});
