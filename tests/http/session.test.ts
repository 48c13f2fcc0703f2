// The storefront's session cookies over HTTP (item 7; docs/product.md#tokens-and-sessions, docs/product.md#constants-and-limits): first load,
// the city prompt and modal forms, the cookie banner and the viewport report, all as a
// browser without JavaScript does them (form posts answered with 303 and Set-Cookie).
import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type SetCookie = { name: string; value: string; attrs: Map<string, string> };

function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(/;\s*/);
    const eq = pair.indexOf('=');
    const attrs = new Map(
      rest.map((part) => {
        const [key, ...value] = part.split('=');
        return [key.toLowerCase(), value.join('=')] as [string, string];
      }),
    );
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
  });
}

const cookieNamed = (response: Response, name: string) => setCookies(response).find((c) => c.name === name);
/** The Cookie header a browser sends back after these responses (later ones win). */
function jar(...responses: Response[]): string {
  const cookies = new Map<string, string>();
  for (const response of responses) {
    for (const c of setCookies(response)) {
      if (c.attrs.get('max-age') === '0') cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** What the page shows: its HTML without scripts (the serialized loader data names things too). */
async function shown(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

function page(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    headers: { 'User-Agent': BROWSER, Accept: 'text/html', ...headers },
    redirect: 'manual',
  });
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'User-Agent': BROWSER, ...headers },
    redirect: 'manual',
  });
}

function expectStoreCookie(cookie: SetCookie | undefined, maxAge: number | null, secure = false) {
  expect(cookie, 'cookie was set').toBeDefined();
  expect(cookie?.attrs.has('httponly')).toBe(true);
  expect(cookie?.attrs.get('samesite')).toBe('Lax');
  expect(cookie?.attrs.get('path')).toBe('/');
  expect(cookie?.attrs.has('secure')).toBe(secure);
  if (maxAge !== null) expect(cookie?.attrs.get('max-age')).toBe(String(maxAge));
}

describe('first load (spec §4)', () => {
  test('a page without cookies shows Moscow and asks about it, saving nothing (it may be shared)', async () => {
    const response = await page('/', { 'X-Forwarded-For': '212.164.0.1' });
    expect(response.status).toBe(200);
    expect(setCookies(response)).toEqual([]);
    const html = await shown(response);
    expect(html).toContain('Твой город Москва?');
    expect(html).toContain('Да, я здесь');
    expect(html).toContain('Изменить город');
  });

  test('the browser detects the city: saved unconfirmed, asked about on every page until answered', async () => {
    // Any cookie of the shop (the cookie banner's consent, say): the page is personal, and mints
    // the device id, but no guest token and no city: pages never detect, the browser asks.
    const consent = await post('/resources/cookie-consent', { returnTo: '/' });
    const response = await page('/', { 'X-Forwarded-For': '212.164.0.1', Cookie: jar(consent) });
    expect(response.status).toBe(200);
    expect(setCookies(response).map((c) => c.name)).toEqual(['mbDeviceUUID']);
    expectStoreCookie(cookieNamed(response, 'mbDeviceUUID'), 2_592_000);
    expect(await shown(response)).toContain('Твой город Москва?');

    const detected = await page('/resources/city-detect', {
      'X-Forwarded-For': '212.164.0.1',
      Accept: 'application/json',
      Cookie: jar(consent, response),
    });
    expect(await detected.json()).toEqual({ city: { id: 648, name: 'Новосибирск' } });
    expectStoreCookie(cookieNamed(detected, 'city'), 2_592_000);

    // The same browser again: nothing to fetch or save; the city stays, still to be confirmed.
    const again = await page('/catalog/', { Cookie: jar(consent, response, detected) });
    expect(again.status).toBe(200);
    expect(setCookies(again).map((c) => c.name)).toEqual([]);
    expect(await shown(again)).toContain('Твой город Новосибирск?');
  });

  test('every page shows the global banner strip and, until consent, the cookie banner', async () => {
    const banners = (await (await fetch(`${baseUrl}/api/banners/?type=global_banners`)).json()) as {
      headText: string;
    }[];
    const html = await shown(await page('/brands'));
    expect(html).toContain(banners[0].headText);
    expect(html).toContain('Читать далее');
    const consent = await post('/resources/cookie-consent', { returnTo: '/brands' });
    expect(await shown(await page('/brands', { Cookie: jar(consent) }))).not.toContain('Читать далее');
  });

  test('cookies are Secure when the shop is reached over HTTPS', async () => {
    const response = await page('/', { 'X-Forwarded-Proto': 'https', Cookie: 'returning=1' });
    expectStoreCookie(cookieNamed(response, 'mbDeviceUUID'), 2_592_000, true);
    const detected = await page('/resources/city-detect', { 'X-Forwarded-Proto': 'https' });
    expectStoreCookie(cookieNamed(detected, 'city'), 2_592_000, true);
  });

  test('crawlers get no guest token, nor any other cookie', async () => {
    const response = await page('/', {
      'User-Agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    });
    expect(response.status).toBe(200);
    expect(setCookies(response)).toEqual([]);
  });
});

describe('the city forms without JavaScript', () => {
  test("'Да, я здесь' confirms the city and goes back to the page", async () => {
    // What the browser's detection after hydration saved (unconfirmed) for a Yekaterinburg address.
    const first = await page('/resources/city-detect', {
      'X-Forwarded-For': '188.226.0.1',
      Accept: 'application/json',
    });
    expect(await shown(await page('/', { Cookie: jar(first) }))).toContain('Твой город Екатеринбург?');
    const response = await post(
      '/resources/city',
      { intent: 'confirm', returnTo: '/catalog/man/?sort=price' },
      { Cookie: jar(first) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/catalog/man/?sort=price');
    expectStoreCookie(cookieNamed(response, 'city'), 2_592_000);
    const after = await shown(await page('/', { Cookie: jar(first, response) }));
    expect(after).toContain('Екатеринбург');
    expect(after).not.toContain('Твой город Екатеринбург?');
  });

  test("a first page without cookies asks about Moscow; 'Да, я здесь' keeps Moscow and the prompt is gone", async () => {
    const first = await page('/', { 'X-Forwarded-For': '188.226.0.1' });
    expect(await shown(first)).toContain('Твой город Москва?');
    const response = await post('/resources/city', { intent: 'confirm', returnTo: '/' });
    expect(response.status).toBe(303);
    expectStoreCookie(cookieNamed(response, 'city'), 2_592_000);
    const after = await shown(await page('/', { Cookie: jar(response), 'X-Forwarded-For': '188.226.0.1' }));
    expect(after).toMatch(/Твой город: <\/span><span[^>]*>Москва</);
    expect(after).not.toContain('Твой город Москва?');
  });

  test("'Изменить город' goes to the same page with the city modal open", async () => {
    const response = await post('/resources/city', { intent: 'change', returnTo: '/brands?x=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/brands?x=1&city=open');
  });

  test('picking a city saves it, closes the modal and the page shows it', async () => {
    const cities = (await (
      await fetch(`${baseUrl}/api/location/cities/by-name/?city=${encodeURIComponent('Казань')}`)
    ).json()) as { id: number }[];
    const response = await post('/resources/city', {
      intent: 'select',
      cityId: String(cities[0].id),
      returnTo: '/catalog/?city=open&city-q=%D0%BA%D0%B0%D0%B7',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/catalog/');
    expectStoreCookie(cookieNamed(response, 'city'), 2_592_000);
    const html = await shown(await page('/', { Cookie: jar(response) }));
    expect(html).toContain('Казань');
  });

  test('the modal renders on the server from the URL, with search results', async () => {
    const response = await page(`/?city=open&city-q=${encodeURIComponent('Нижн')}`);
    expect(response.status).toBe(200);
    const html = await shown(response);
    expect(html).toContain('Твой город');
    expect(html).toContain('placeholder="Введи город"');
    expect(html).toMatch(/<mark[^>]*>Нижн<\/mark>ий Новгород/);
    expect(html).not.toContain('Твой город Москва?');
    const none = await shown(await page(`/?city=open&city-q=${encodeURIComponent('Ъъъ')}`));
    expect(none).toContain('Город не найден');
  });

  test.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['nothing', ''],
  ])('refuses %s as the return path and goes home', async (_name, returnTo) => {
    const response = await post('/resources/city', { intent: 'confirm', returnTo });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  test.each([
    [{ intent: 'select', cityId: 'abc' }, 422],
    [{ intent: 'select' }, 422],
    [{ intent: 'fly' }, 422],
    [{}, 422],
    [{ intent: 'select', cityId: '99999999' }, 422],
  ])('answers bad fields %j with %i and the JSON error body', async (fields, status) => {
    const response = await post('/resources/city', fields as Record<string, string>);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).not.toBe('');
    expect(cookieNamed(response, 'city')).toBeUndefined();
  });

  test('refuses a post from another site', async () => {
    const response = await post('/resources/city', { intent: 'confirm' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('cookie consent and viewport', () => {
  test('the cookie banner button sets accept_cookie for a year and goes back', async () => {
    const response = await post('/resources/cookie-consent', { returnTo: '/support/faq' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/support/faq');
    const consent = cookieNamed(response, 'accept_cookie');
    expectStoreCookie(consent, 31_536_000);
  });

  test('the viewport report keeps the breakpoint for 365 days', async () => {
    const response = await post('/resources/viewport', { breakpoint: 'tablet' });
    expect(response.status).toBe(200);
    expectStoreCookie(cookieNamed(response, 'viewport'), 365 * 86_400);
  });

  test('an unknown breakpoint is refused', async () => {
    const response = await post('/resources/viewport', { breakpoint: 'huge' });
    expect(response.status).toBe(422);
    expect(cookieNamed(response, 'viewport')).toBeUndefined();
  });
});
