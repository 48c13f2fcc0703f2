import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { verifySignedClientAddress } from '~/utils/client-address-signature.server';
import { setupCommerceApiMock } from '../../tests/mocks/commerce-api';
import type { ApiSession } from './api-client.server';
import { subscribe } from './subscribe.server';

const { server, requests, url } = setupCommerceApiMock({ CLIENT_ADDRESS_SECRET: 'subscribe-service-test' });
const guest: ApiSession = {
  cityId: 216,
  fuserToken: 'guest-token',
  deviceId: 'b4f1c1de-4a52-4c3e-9d55-7f1b7d9c1a01',
  tokens: null,
  setTokens() {},
  logout() {},
};
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

describe('subscribe service', () => {
  it('posts the email once and passes the shopper’s address and browser on for the consent record', async () => {
    server.use(http.post(url('/api/mindbox/customer/subscribe'), () => HttpResponse.json({ success: true })));
    await expect(
      subscribe(guest, 'anna@example.ru', { address: '212.164.0.1', userAgent: BROWSER }),
    ).resolves.toEqual({ success: true });
    expect(requests).toHaveLength(1);
    const [call] = requests;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ email: 'anna@example.ru' });
    expect(verifySignedClientAddress(call.headers.get('x-shop-client-address'))).toBe('212.164.0.1');
    expect(call.headers.get('x-forwarded-for')).toBeNull();
    expect(call.headers.get('user-agent')).toBe(BROWSER);
    expect(call.headers.get('fuser-token')).toBe('guest-token');
    expect(call.headers.get('x-device-id')).toBe(guest.deviceId);
  });

  it('sends no address it does not have', async () => {
    server.use(http.post(url('/api/mindbox/customer/subscribe'), () => HttpResponse.json({ success: true })));
    await subscribe(guest, 'anna@example.ru', { address: null, userAgent: null });
    expect(requests[0].headers.get('x-shop-client-address')).toBeNull();
  });

  it('never retries the post: a 503 fails at once', async () => {
    server.use(
      http.post(url('/api/mindbox/customer/subscribe'), () => new HttpResponse(null, { status: 503 })),
    );
    await expect(
      subscribe(guest, 'anna@example.ru', { address: null, userAgent: null }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(requests).toHaveLength(1);
  });
});
