// The browser's city detection (docs/product.md#tokens-and-sessions's first load) against a stand-in API: detected from the
// shopper's own address, saved unconfirmed; a saved city stays; a failure saves nothing.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeCookies } from '~/sessions/cookies.server';
import { verifySignedClientAddress } from '~/utils/client-address-signature.server';
import { novosibirsk, setupCommerceApiMock } from '../../../tests/mocks/commerce-api';
import { loader } from './route';
import { captureLogs } from '../../../tests/mocks/log-capture';

const { server, requests, url } = setupCommerceApiMock({
  SESSION_SECRET: 'city-detect-test',
  CLIENT_ADDRESS_SECRET: 'city-detect-test',
});

afterEach(() => vi.restoreAllMocks());

async function detect(cookie = '') {
  const request = new Request('http://shop.test/resources/city-detect', {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const response = (await loader({
    request,
    params: {},
    context: { clientAddress: '212.164.0.1' },
  })) as Response;
  const cityLine = response.headers.getSetCookie().find((line) => line.startsWith('city='));
  return {
    response,
    body: (await response.json()) as { city: { id: number; name: string } | null },
    saved: await storeCookies.city.read(cityLine?.split(';')[0] ?? null),
    cityLine,
  };
}

describe('GET /resources/city-detect', () => {
  it('detects the city from the shopper’s address and saves it unconfirmed, privately', async () => {
    server.use(http.get(url('/api/location/detect/'), () => HttpResponse.json(novosibirsk)));
    const { response, body, saved } = await detect();
    const call = requests.find((r) => r.path === '/api/location/detect/');
    expect(verifySignedClientAddress(call?.headers.get('x-shop-client-address') ?? null)).toBe('212.164.0.1');
    expect(body).toEqual({ city: { id: 648, name: 'Новосибирск' } });
    expect(saved).toEqual({ id: 648, confirmed: false });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps a city already saved and asks nothing', async () => {
    const cookie = (
      await storeCookies.city.write(new Request('http://shop.test/'), { id: 216, confirmed: true })
    ).split(';')[0];
    const { body, cityLine } = await detect(cookie);
    expect(body).toEqual({ city: null });
    expect(cityLine).toBeUndefined();
    expect(requests.some((r) => r.path === '/api/location/detect/')).toBe(false);
  });

  it('answers Moscow and saves nothing when detection fails, logging the reason', async () => {
    const log = captureLogs();
    onTestFinished(() => log.restore());
    server.use(http.get(url('/api/location/detect/'), () => HttpResponse.error()));
    const { body, cityLine } = await detect();
    expect(body).toEqual({ city: { id: 216, name: 'Москва' } });
    expect(cityLine).toBeUndefined();
    expect(log.messages('error')).toContain('Ошибка определения города');
  });
});
