import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { verifySignedClientAddress } from '~/utils/client-address-signature.server';
import { MOCK_API_BASE, setupCommerceApiMock } from '../../tests/mocks/commerce-api';
import type { ApiSession } from './api-client.server';
import { createGuestToken } from './fuser.server';
import { detectCity, searchCities } from './location.server';

const { server, requests, url } = setupCommerceApiMock({
  API_BASE_URL: `${MOCK_API_BASE}/`,
  CLIENT_ADDRESS_SECRET: 'area-services-test',
}); // a base URL with a trailing slash
const guest: ApiSession = {
  cityId: 216,
  fuserToken: null,
  deviceId: null,
  tokens: null,
  setTokens() {},
  logout() {},
};

describe('location service', () => {
  it('passes the shopper’s address, signed, to detection', async () => {
    await expect(detectCity(guest, '212.164.0.1')).resolves.toMatchObject({ id: 216 });
    expect(verifySignedClientAddress(requests[0].headers.get('x-shop-client-address'))).toBe('212.164.0.1');
    expect(requests[0].headers.get('x-forwarded-for')).toBeNull();
  });

  it('searches by the trimmed text and skips the call for empty text', async () => {
    await expect(searchCities(guest, '   ')).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
    const found = await searchCities(guest, '  нОв ');
    expect(found.map((c) => c.name)).toEqual(['Новосибирск']);
    expect(new URLSearchParams(requests[0].search).get('city')).toBe('нОв');
  });

  it('answers an empty list when the search fails (spec §7)', async () => {
    server.use(http.get(url('/api/location/cities/by-name/'), () => new HttpResponse(null, { status: 500 })));
    await expect(searchCities(guest, 'Мос')).resolves.toEqual([]);
  });
});

describe('fuser service', () => {
  it('creates a guest token with its expiry', async () => {
    await expect(createGuestToken(guest)).resolves.toEqual({
      token: 'guest-token',
      expiresAt: Date.parse('2030-01-01T00:00:00.000Z'),
    });
    expect(requests[0].method).toBe('POST');
  });

  it('fails when the API says it did not succeed', async () => {
    server.use(
      http.post(url('/api/fuser'), () =>
        HttpResponse.json({ success: false, token: '-', message: 'Попробуй позже' }),
      ),
    );
    await expect(createGuestToken(guest)).rejects.toMatchObject({ message: 'Попробуй позже' });
  });
});
