// An access token dies with its sign-in: after logout, or after a replayed refresh token
// revoked the sign-in, the API refuses it at once instead of until it expires (15 minutes).
import { describe, expect, inject, test } from 'vitest';
import { getJson, postJson, signIn } from '../mocks/sms-sign-in';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const api = { baseUrl, dataDir };

const SESSION_ENDED = { success: false, message: 'Сессия истекла. Войди снова', errors: [] };

// Personal data, orders, favourites, bonuses and the signed-in customer's basket.
const PERSONAL_CALLS = [
  '/api/user/current/',
  '/api/order/list/',
  '/api/favorites/list',
  '/api/user/bonus-history',
  '/api/basket',
];

async function expectRefused(auth: Record<string, string>) {
  for (const path of PERSONAL_CALLS) {
    const answer = await getJson(baseUrl, path, auth);
    expect(answer.status, path).toBe(401);
    expect(answer.body, path).toEqual(SESSION_ENDED);
    expect(answer.headers.get('WWW-Authenticate'), path).toBe('Bearer error="invalid_token"');
  }
}

describe('revoked sign-ins', () => {
  test('a live access token works until logout, and is refused right after it', async () => {
    const session = await signIn(api);
    for (const path of PERSONAL_CALLS) {
      expect((await getJson(baseUrl, path, session.auth)).status, path).toBe(200);
    }
    const out = await postJson(baseUrl, '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(out.status).toBe(200);
    await expectRefused(session.auth);
  });

  test('a replayed refresh token ends every access token of its sign-in, and no one else’s', async () => {
    const victim = await signIn(api);
    const bystander = await signIn(api);
    const rotated = await postJson(baseUrl, '/api/token/refresh', { refreshToken: victim.refreshToken });
    expect(rotated.status).toBe(200);
    // Once the new token has been used, the old one again is a replay (not a parallel refresh).
    const onward = await postJson(baseUrl, '/api/token/refresh', { refreshToken: rotated.body.refreshToken });
    expect(onward.status).toBe(200);
    const replay = await postJson(baseUrl, '/api/token/refresh', { refreshToken: victim.refreshToken });
    expect(replay.status).toBe(401);

    await expectRefused(victim.auth);
    await expectRefused({ Authorization: `Bearer ${String(rotated.body.token)}` });
    await expectRefused({ Authorization: `Bearer ${String(onward.body.token)}` });
    expect((await getJson(baseUrl, '/api/user/current/', bystander.auth)).status).toBe(200);
  });
});
