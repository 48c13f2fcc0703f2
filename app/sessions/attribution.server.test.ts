import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_LIMITS } from '~/commerce/contract/attribution';
import { withSessionSecret } from '../../tests/mocks/session-secret.kit';
import { captureAttribution, clickScreenWanted, recordClickScreen } from './attribution.server';
import { storeCookies } from './cookies.server';
import { getStorefrontSession } from './session-of-request.server';

const requestFor = (path: string, cookie = '', headers: Record<string, string> = {}) =>
  new Request(`https://shop.test${path}`, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });

const setCookies = async (session: Awaited<ReturnType<typeof getStorefrontSession>>) =>
  (await session.responseCookies()).getSetCookie();

const cookieHeaderOf = (lines: string[]) => lines.map((line) => line.split(';')[0]).join('; ');

withSessionSecret('attribution-secret');

describe('capturing on a page request', () => {
  it('a paid campaign sets the utm cookie for 30 days, HttpOnly, SameSite=Lax, Secure over HTTPS', async () => {
    const request = requestFor('/catalog/?utm_source=vk&utm_medium=social-paid&utm_campaign=autumn');
    const session = await getStorefrontSession(request);
    captureAttribution(request, session);
    const [line, ...others] = await setCookies(session);
    expect(others).toEqual([]);
    expect(line).toMatch(/^utm=/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Secure/);

    const next = await getStorefrontSession(requestFor('/cart/', cookieHeaderOf([line])));
    expect(next.attribution).toEqual({
      utm: expect.objectContaining({ utm_source: 'vk', utm_medium: 'social-paid', utm_campaign: 'autumn' }),
      clickId: null,
    });
  });

  it('an unpaid medium sets nothing and leaves the earlier paid campaign', async () => {
    const paid = requestFor('/?utm_medium=cpc&utm_source=yandex');
    const first = await getStorefrontSession(paid);
    captureAttribution(paid, first);
    const cookie = cookieHeaderOf(await setCookies(first));

    const unpaid = requestFor('/?utm_medium=email&utm_source=newsletter', cookie);
    const second = await getStorefrontSession(unpaid);
    captureAttribution(unpaid, second);
    expect(await setCookies(second)).toEqual([]);
    expect(second.utm?.utm_source).toBe('yandex');
  });

  it('a yclid sets the click_id cookie; the browser’s screen completes it once', async () => {
    const request = requestFor('/product/x/?yclid=42', '', { 'Accept-Language': 'ru' });
    const session = await getStorefrontSession(request);
    captureAttribution(request, session);
    expect(clickScreenWanted(session)).toBe(true);
    const lines = await setCookies(session);
    expect(lines.map((l) => l.split('=')[0])).toEqual(['click_id']);

    const later = await getStorefrontSession(requestFor('/resources/click-screen', cookieHeaderOf(lines)));
    expect(recordClickScreen(later, 0, 900)).toBe(false);
    expect(recordClickScreen(later, 1440, 900)).toBe(true);
    expect(clickScreenWanted(later)).toBe(false);
    expect(recordClickScreen(later, 800, 600)).toBe(true);
    expect(later.clickId?.additionalInfo).toMatchObject({
      language: 'ru',
      screenWidth: 1440,
      screenHeight: 900,
    });
  });

  it('a record past its 30 days is not read back, even from a cookie the browser kept', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const request = requestFor('/?utm_medium=cpc');
    const session = await getStorefrontSession(request);
    captureAttribution(request, session, old);
    const next = await getStorefrontSession(requestFor('/', cookieHeaderOf(await setCookies(session))));
    expect(next.utm).toBeNull();
    expect(next.attribution).toBeUndefined();
  });
});

describe('the largest record', () => {
  it('fits a browser cookie (4096 bytes) with every field at its limit', async () => {
    const cyrillic = 'ж'.repeat(ATTRIBUTION_LIMITS.utmValue);
    const request = new Request('https://shop.test/');
    const utm = await storeCookies.utm.write(request, {
      utm_source: cyrillic,
      utm_medium: 'cpc',
      utm_campaign: cyrillic,
      utm_term: cyrillic,
      utm_content: cyrillic,
      url: `https://shop.test/?${'%D0%B6'.repeat(170)}`.slice(0, ATTRIBUTION_LIMITS.url),
      capturedAt: new Date().toISOString(),
    });
    const click = await storeCookies.clickId.write(request, {
      timestamp: new Date().toISOString(),
      sessionId: '0b9a4b7e-6d0e-4c52-9a51-3f2f3e1f2a10',
      yclid: '9'.repeat(ATTRIBUTION_LIMITS.yclid),
      source: 'yandex',
      additionalInfo: {
        referrer: 'r'.repeat(ATTRIBUTION_LIMITS.url),
        userAgent: 'u'.repeat(ATTRIBUTION_LIMITS.userAgent),
        language: 'a'.repeat(ATTRIBUTION_LIMITS.language),
        landingUrl: 'l'.repeat(ATTRIBUTION_LIMITS.url),
        screenWidth: ATTRIBUTION_LIMITS.screen,
        screenHeight: ATTRIBUTION_LIMITS.screen,
      },
    });
    expect(new TextEncoder().encode(utm).length).toBeLessThan(4096);
    expect(new TextEncoder().encode(click).length).toBeLessThan(4096);
  });
});
