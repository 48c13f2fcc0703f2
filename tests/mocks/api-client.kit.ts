// What the API client's tests (app/services/api-client-*.server.test.ts) share: the upstream
// API's stand-in with a way to count calls to a path, a session that records what the client
// saved or cleared, and signed-in tokens of a chosen lifetime.
import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { ApiSession, ApiTokens } from '~/services/api-client.server';
import { setupCommerceApiMock } from './commerce-api';
import { fakeAccessToken } from './tokens';

/** The mock API (its hooks registered in the calling test file), and the calls that reached a path. */
export function setupApiClientMock() {
  const mock = setupCommerceApiMock();
  const callsTo = (path: string) => mock.requests.filter((r) => r.path === path);
  return { ...mock, callsTo };
}

/** The answer the tests' /api/echo gives, and its schema. */
export const Echo = z.object({ ok: z.boolean() });
export const ok = () => HttpResponse.json({ ok: true });

export interface TestSession extends ApiSession {
  tokens: ApiTokens | null;
  loggedOut: boolean;
  saved: ApiTokens[];
}

/** A guest's session in Novosibirsk unless overridden; it records the tokens saved and a logout. */
export function session(
  overrides: Partial<Pick<ApiSession, 'tokens' | 'fuserToken' | 'signal'>> = {},
): TestSession {
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

/** Tokens of a signed-in shopper whose access token expires in the given seconds (null: none kept). */
export const signedIn = (expiresInSeconds: number | null, refreshToken = 'refresh-1'): ApiTokens => ({
  token: expiresInSeconds === null ? null : fakeAccessToken({ expiresInSeconds }),
  refreshToken,
  refreshTokenExpiresAt: Date.now() + 86_400_000,
});
