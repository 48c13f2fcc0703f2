import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupCommerceApiMock } from '../../tests/mocks/commerce-api';
import { fakeAccessToken } from '../../tests/mocks/tokens';
import { requireSignedIn } from './auth-guard.server';
import { getStorefrontSession } from './session-of-request.server';
import { storefrontRoute } from './storefront-route.server';

const { server, url } = setupCommerceApiMock({ SESSION_SECRET: 'auth-guard-test' });

async function signedInCookie(expiresInSeconds: number): Promise<string> {
  const session = await getStorefrontSession(new Request('http://shop.test/'));
  session.signIn(
    { token: fakeAccessToken({ expiresInSeconds }), refreshToken: 'r1', refreshTokenExpiresAt: null },
    { id: 3, name: 'Олег' },
  );
  return (await session.responseCookies())
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The guard as a /personal loader runs it: one request, its session, its cookies on what leaves. */
const personal = (cookie = '') =>
  storefrontRoute(
    {
      request: new Request('http://shop.test/personal/orders', { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    },
    ({ session }) => requireSignedIn(session),
  );

describe('requireSignedIn', () => {
  it('sends a guest to /', async () => {
    const thrown = await personal().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('lets a signed-in shopper with a fresh token through', async () => {
    const session = (await personal(await signedInCookie(600))).data;
    expect(session.user).toEqual({ id: 3, name: 'Олег' });
  });

  it('logs out and sends to / when the refresh answers 401 (spec §8)', async () => {
    server.use(
      http.post(url('/api/token/refresh'), () =>
        HttpResponse.json({ success: false, message: 'Нет', errors: [] }, { status: 401 }),
      ),
    );
    const thrown = (await personal(await signedInCookie(3)).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/');
    expect(thrown.headers.getSetCookie().some((line) => line.startsWith('auth=;'))).toBe(true);
  });

  it('keeps the shopper when the refresh fails for another reason', async () => {
    server.use(http.post(url('/api/token/refresh'), () => new HttpResponse(null, { status: 503 })));
    const session = (await personal(await signedInCookie(3))).data;
    expect(session.isAuth).toBe(true);
  });
});
