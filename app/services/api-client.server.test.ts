import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { setupCommerceApiMock } from '../../tests/mocks/commerce-api';
import { fakeAccessToken } from '../../tests/mocks/tokens';
import {
  ApiCallError,
  apiCall,
  type ApiSession,
  type ApiTokens,
  ensureFreshAccessToken,
  isAbortError,
} from './api-client.server';

const { server, requests, url } = setupCommerceApiMock();
const Echo = z.object({ ok: z.boolean() });

interface TestSession extends ApiSession {
  tokens: ApiTokens | null;
  loggedOut: boolean;
  saved: ApiTokens[];
}

function session(overrides: Partial<Pick<ApiSession, 'tokens' | 'fuserToken' | 'signal'>> = {}): TestSession {
  const s: TestSession = {
    cityId: 648,
    fuserToken: 'guest-1',
    deviceId: 'device-1',
    tokens: null,
    loggedOut: false,
    saved: [],
    ...overrides,
    setTokens(tokens) {
      s.tokens = tokens;
      s.saved.push(tokens);
    },
    logout() {
      s.tokens = null;
      s.loggedOut = true;
    },
  };
  return s;
}

const signedIn = (expiresInSeconds: number | null, refreshToken = 'refresh-1'): ApiTokens => ({
  token: expiresInSeconds === null ? null : fakeAccessToken({ expiresInSeconds }),
  refreshToken,
  refreshTokenExpiresAt: Date.now() + 86_400_000,
});

const ok = () => HttpResponse.json({ ok: true });
const callsTo = (path: string) => requests.filter((r) => r.path === path);

describe('apiCall headers (spec §7)', () => {
  it('sends Accept, User-Location-Id, Fuser-Token and the device id for a guest, and no Authorization', async () => {
    server.use(http.get(url('/api/echo'), ok));
    await apiCall({ path: '/api/echo', schema: Echo, session: session() });
    const [sent] = requests;
    expect(sent.headers.get('accept')).toBe('application/json');
    expect(sent.headers.get('user-location-id')).toBe('648');
    expect(sent.headers.get('fuser-token')).toBe('guest-1');
    expect(sent.headers.get('x-device-id')).toBe('device-1');
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('sends Authorization Bearer and no Fuser-Token for a signed-in shopper, without refreshing a fresh token', async () => {
    server.use(http.get(url('/api/echo'), ok));
    const s = session({ tokens: signedIn(600) });
    await apiCall({ path: '/api/echo', schema: Echo, session: s });
    expect(requests.map((r) => r.path)).toEqual(['/api/echo']);
    expect(requests[0].headers.get('authorization')).toBe(`Bearer ${s.tokens?.token}`);
    expect(requests[0].headers.get('fuser-token')).toBeNull();
  });

  it('encodes the query and sends a JSON body with its content type', async () => {
    server.use(http.post(url('/api/echo'), ok));
    await apiCall({
      method: 'POST',
      path: '/api/echo',
      query: { q: 'кроссовки nike', page: 2, none: undefined },
      body: { a: 1 },
      schema: Echo,
      session: session(),
    });
    expect(new URLSearchParams(requests[0].search).get('q')).toBe('кроссовки nike');
    expect(requests[0].search).not.toContain('none');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(requests[0].body).toEqual({ a: 1 });
  });
});

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

describe('retries (spec §9)', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    let calls = 0;
    server.use(
      http.get(url('/api/echo'), () => (++calls === 1 ? new HttpResponse(null, { status: 503 }) : ok())),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(2);
  });

  it('gives up after one retry', async () => {
    server.use(
      http.get(url('/api/echo'), () =>
        HttpResponse.json({ success: false, message: 'Недоступно', errors: [] }, { status: 503 }),
      ),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      status: 503,
      message: 'Недоступно',
    });
    expect(callsTo('/api/echo')).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    server.use(http.all(url('/api/echo'), () => new HttpResponse(null, { status: 503 })));
    await expect(
      apiCall({ method, path: '/api/echo', schema: Echo, session: session() }),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(callsTo('/api/echo')).toHaveLength(1);
  });

  it('does not retry a status outside the list', async () => {
    server.use(
      http.get(url('/api/echo'), () =>
        HttpResponse.json({ success: false, message: 'Нет', errors: [] }, { status: 404 }),
      ),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      status: 404,
    });
    expect(callsTo('/api/echo')).toHaveLength(1);
  });
});

describe('answers', () => {
  it('turns the error body into an ApiCallError with its field errors', async () => {
    const errors = [
      { property: 'phone', message: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx' },
    ];
    server.use(
      http.post(url('/api/echo'), () =>
        HttpResponse.json({ success: false, message: errors[0].message, errors }, { status: 422 }),
      ),
    );
    const failure = await apiCall({
      method: 'POST',
      path: '/api/echo',
      schema: Echo,
      session: session(),
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ status: 422, message: errors[0].message, errors, kind: 'http' });
  });

  it('refuses an answer that does not match the contract', async () => {
    server.use(http.get(url('/api/echo'), () => HttpResponse.json({ ok: 'yes' })));
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      kind: 'contract',
      status: 502,
    });
  });

  it('refuses an answer that is not JSON', async () => {
    server.use(
      http.get(
        url('/api/echo'),
        () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('reports a network failure after the retry', async () => {
    server.use(http.get(url('/api/echo'), () => HttpResponse.error()));
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      kind: 'network',
      status: 503,
    });
    expect(callsTo('/api/echo')).toHaveLength(2);
  });
});

describe('abort', () => {
  it('rejects with the AbortError when the signal aborts mid-call, without retrying', async () => {
    server.use(
      http.get(url('/api/echo'), async () => {
        await delay(500);
        return ok();
      }),
    );
    const controller = new AbortController();
    const call = apiCall({
      path: '/api/echo',
      schema: Echo,
      session: session({ signal: controller.signal }),
    });
    setTimeout(() => controller.abort(), 20);
    const failure = await call.catch((e: unknown) => e);
    expect(isAbortError(failure)).toBe(true);
    expect(callsTo('/api/echo')).toHaveLength(1);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await apiCall({
      path: '/api/echo',
      schema: Echo,
      session: session(),
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(isAbortError(failure)).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
