import { decodeJwt } from 'jose';
import { describe, expect, inject, test } from 'vitest';
import { getJson, postJson, signIn } from '../mocks/sms-sign-in';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const api = { baseUrl, dataDir };

const refresh = (refreshToken: unknown) => postJson(baseUrl, '/api/token/refresh', { refreshToken });
const SESSION_ENDED = { success: false, message: 'Сессия истекла. Войди снова', errors: [] };

describe('access tokens', () => {
  test('carry the user id, ROLE_USER and a 15-minute expiry', async () => {
    const session = await signIn(api);
    const claims = decodeJwt(session.token);
    expect(claims.sub).toBe(String(session.user.id));
    expect(claims.roles).toEqual(['ROLE_USER']);
    const fifteenMinutes = Math.floor(Date.now() / 1000) + 15 * 60;
    expect(Math.abs(Number(claims.exp) - fifteenMinutes)).toBeLessThan(60);
  });

  test('open GET /api/user/current; without one, or with a bad one, it is a 401 error body', async () => {
    const session = await signIn(api);
    const current = await getJson(baseUrl, '/api/user/current', session.auth);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: session.user.id, phone: session.user.phone });

    const missing = await getJson(baseUrl, '/api/user/current');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      message: 'Войди в аккаунт, чтобы продолжить',
      errors: [],
    });
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');

    const [header, , signature] = session.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: String(session.user.id), roles: ['ROLE_USER', 'ROLE_ADMIN'], exp: 4102444800 }),
    ).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, 'not-a-token', `${session.token}x`]) {
      const refused = await getJson(baseUrl, '/api/user/current', { Authorization: `Bearer ${token}` });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(SESSION_ENDED);
      expect(refused.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"');
    }
  });
});

describe('POST /api/token/refresh', () => {
  test('rotates on every refresh: a new access token and a new refresh token each time', async () => {
    const session = await signIn(api);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(first.body.refreshToken).not.toBe(session.refreshToken);
    const thirtyDays = Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60;
    expect(Math.abs(Number(first.body.refreshTokenExpiration) - thirtyDays)).toBeLessThan(60);
    expect(decodeJwt(String(first.body.token)).sub).toBe(String(session.user.id));

    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
    const current = await getJson(baseUrl, '/api/user/current', {
      Authorization: `Bearer ${String(second.body.token)}`,
    });
    expect(current.status).toBe(200);
  });

  test('the same refresh token twice at once (parallel requests) gets the same new pair, twice', async () => {
    const session = await signIn(api);
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).toBe(first.body.refreshToken);
    expect(second.body.refreshTokenExpiration).toBe(first.body.refreshTokenExpiration);
    expect(decodeJwt(String(second.body.token)).sid).toBe(decodeJwt(String(first.body.token)).sid);
    // A moment later, still the same refresh token; the sign-in carries on with it.
    expect((await refresh(session.refreshToken)).body.refreshToken).toBe(first.body.refreshToken);
    const onward = await refresh(first.body.refreshToken);
    expect(onward.status).toBe(200);
    const current = await getJson(baseUrl, '/api/user/current', {
      Authorization: `Bearer ${String(onward.body.token)}`,
    });
    expect(current.status).toBe(200);
  });

  test('a refresh token replayed after its successor was used revokes its whole family', async () => {
    const victim = await signIn(api);
    // Another sign-in of someone else, to show revocation stays inside one family.
    const bystander = await signIn(api);
    const rotated = await refresh(victim.refreshToken);
    expect(rotated.status).toBe(200);
    const onward = await refresh(rotated.body.refreshToken);
    expect(onward.status).toBe(200);

    const replay = await refresh(victim.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(SESSION_ENDED);
    const afterReplay = await refresh(onward.body.refreshToken);
    expect(afterReplay.status).toBe(401);
    expect(afterReplay.body).toEqual(SESSION_ENDED);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });

  test('POST /api/auth/logout ends the sign-in: its refresh token no longer works', async () => {
    const session = await signIn(api);
    const out = await postJson(baseUrl, '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await postJson(baseUrl, '/api/auth/logout', { refreshToken: 'unknown' })).body).toEqual({
      success: true,
    });
  });

  test('an unknown refresh token is a 401; a missing one is a 400 field error', async () => {
    const unknown = await refresh('A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(SESSION_ENDED);
    const missing = await refresh(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errors: [{ property: 'refreshToken' }] });
  });
});
