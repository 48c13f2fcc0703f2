import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupCommerceApiMock } from '../../tests/mocks/commerce-api';
import { fakeAccessToken } from '../../tests/mocks/tokens';
import type { ApiSession } from './api-client.server';
import { loadCurrentUser } from './current-user.server';
import { captureLogs } from '../../tests/mocks/log-capture';

const { server, url } = setupCommerceApiMock();

const signedIn: ApiSession = {
  cityId: 216,
  fuserToken: null,
  deviceId: null,
  tokens: {
    token: fakeAccessToken({ expiresInSeconds: 3600 }),
    refreshToken: 'refresh-1',
    refreshTokenExpiresAt: Date.now() + 86_400_000,
  },
  setTokens() {},
  logout() {},
};

const USER = {
  id: 7,
  phone: '+79991234567',
  name: 'Аня',
  lastName: '',
  secondName: '',
  email: '',
  birthday: null,
  gender: null,
  bonusBalance: 0,
  isAdmin: false,
};

afterEach(() => vi.restoreAllMocks());

describe('loading the current user (GET /api/user/current)', () => {
  it('answers the user the API gives', async () => {
    server.use(http.get(url('/api/user/current'), () => HttpResponse.json(USER)));
    await expect(loadCurrentUser(signedIn)).resolves.toMatchObject({ id: 7, name: 'Аня' });
  });

  it("logs 'Ошибка получения пользователя' and answers null when the call fails (spec §8)", async () => {
    const log = captureLogs();
    server.use(http.get(url('/api/user/current'), () => new HttpResponse(null, { status: 503 })));
    await expect(loadCurrentUser(signedIn)).resolves.toBeNull();
    log.restore();
    expect(log.messages('error')).toEqual(['Ошибка получения пользователя']);
  });

  it('treats an answer that is not a user as a failure too', async () => {
    const log = captureLogs();
    server.use(http.get(url('/api/user/current'), () => HttpResponse.json({ id: 'x' })));
    await expect(loadCurrentUser(signedIn)).resolves.toBeNull();
    log.restore();
    expect(log.messages('error')).toContain('Ошибка получения пользователя');
  });
});
