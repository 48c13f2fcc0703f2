// The API client's access token refresh before a call: when it refreshes, logs out, or keeps the sign-in.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Echo, ok, session, setupApiClientMock, signedIn } from '../../tests/mocks/api-client.kit';
import { fakeAccessToken } from '../../tests/mocks/tokens';
import { apiCall, ensureFreshAccessToken } from './api-client.server';

const { server, requests, url, callsTo } = setupApiClientMock();

describe('access token refresh (spec §4)', () => {
  const newAccess = fakeAccessToken({ expiresInSeconds: 900 });
  const refreshAnswers = () =>
    http.post(url('/api/token/refresh'), () =>
      HttpResponse.json({
        token: newAccess,
        refreshToken: 'refresh-2',
        refreshTokenExpiration: 1_900_000_000,
      }),
    );

  it('refreshes a token expiring within 10 s, then calls with the new one and keeps it', async () => {
    server.use(refreshAnswers(), http.get(url('/api/echo'), ok));
    const s = session({ tokens: signedIn(5) });
    await apiCall({ path: '/api/echo', schema: Echo, session: s });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/token/refresh',
      'GET /api/echo',
    ]);
    expect(requests[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(requests[1].headers.get('authorization')).toBe(`Bearer ${newAccess}`);
    expect(s.saved).toEqual([
      { token: newAccess, refreshToken: 'refresh-2', refreshTokenExpiresAt: 1_900_000_000_000 },
    ]);
  });

  it('does not refresh a token with more than 10 s left', async () => {
    server.use(refreshAnswers(), http.get(url('/api/echo'), ok));
    await apiCall({ path: '/api/echo', schema: Echo, session: session({ tokens: signedIn(15) }) });
    expect(callsTo('/api/token/refresh')).toHaveLength(0);
  });

  it('refreshes when only a refresh token is kept', async () => {
    server.use(refreshAnswers(), http.get(url('/api/echo'), ok));
    const s = session({ tokens: signedIn(null) });
    await apiCall({ path: '/api/echo', schema: Echo, session: s });
    expect(callsTo('/api/token/refresh')).toHaveLength(1);
    expect(s.tokens?.token).toBe(newAccess);
  });

  it('logs the shopper out when the refresh answers 401, and goes on as a guest', async () => {
    server.use(
      http.post(url('/api/token/refresh'), () =>
        HttpResponse.json({ success: false, message: 'Сессия истекла', errors: [] }, { status: 401 }),
      ),
      http.get(url('/api/echo'), ok),
    );
    const s = session({ tokens: signedIn(1) });
    await expect(ensureFreshAccessToken(s)).resolves.toBe('logged-out');
    expect(s.loggedOut).toBe(true);
    expect(s.tokens).toBeNull();
    await apiCall({ path: '/api/echo', schema: Echo, session: s });
    const echo = callsTo('/api/echo')[0];
    expect(echo.headers.get('authorization')).toBeNull();
    expect(echo.headers.get('fuser-token')).toBe('guest-1');
  });

  it('logs out without a call when the refresh token itself has expired', async () => {
    const s = session({ tokens: { ...signedIn(1), refreshTokenExpiresAt: Date.now() - 1000 } });
    await expect(ensureFreshAccessToken(s)).resolves.toBe('logged-out');
    expect(requests).toHaveLength(0);
  });

  it('keeps the sign-in when the refresh fails for another reason', async () => {
    server.use(
      http.post(url('/api/token/refresh'), () =>
        HttpResponse.json({ success: false, message: 'x', errors: [] }, { status: 500 }),
      ),
    );
    const s = session({ tokens: signedIn(1) });
    await expect(ensureFreshAccessToken(s)).resolves.toBe('unavailable');
    expect(s.loggedOut).toBe(false);
    expect(callsTo('/api/token/refresh')).toHaveLength(1); // a POST is never retried
  });

  it('shares one refresh between concurrent requests holding the same refresh token', async () => {
    server.use(
      http.post(url('/api/token/refresh'), async () => {
        await delay(30);
        return HttpResponse.json({
          token: newAccess,
          refreshToken: 'refresh-2',
          refreshTokenExpiration: '2030-01-01T00:00:00Z',
        });
      }),
      http.get(url('/api/echo'), ok),
    );
    const [a, b] = [session({ tokens: signedIn(1) }), session({ tokens: signedIn(1) })];
    await Promise.all([
      apiCall({ path: '/api/echo', schema: Echo, session: a }),
      apiCall({ path: '/api/echo', schema: Echo, session: b }),
    ]);
    expect(callsTo('/api/token/refresh')).toHaveLength(1);
    expect(a.tokens?.refreshToken).toBe('refresh-2');
    expect(b.tokens?.refreshToken).toBe('refresh-2');
  });
});
