import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, test, vi } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';
import type { ApiError } from '../http/errors.server';
import { verifyAccessToken } from './access-token.server';
import { optionalUser, requireUser } from './auth.server';
import { checkSignInCode, requestSignInCode } from './sign-in.server';
import { secret } from '../../utils/secrets.server';
import { isNotNull } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import { openSuccessor } from './refresh-successor.server';
import { recordingSms, refusal, testClock, testDeps, uniquePhone } from '../../../tests/data/sign-in.kit';
import { REFRESH_REUSE_GRACE_MS, revokeSession, rotateRefreshToken } from './tokens.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const ADMIN_PHONE = '+79890000001';

// Read by env() when the suite's database opens (it resets the parsed environment).
process.env.ADMIN_PHONES = '8 (989) 000-00-01, not-a-phone';

const withAuth = (value?: string) =>
  new Request('http://shop.test/api/user/current', { headers: value ? { Authorization: value } : {} });

forEachEngine('tokens', (ctx) => {
  function setup() {
    const clock = testClock();
    const sms = recordingSms();
    const deps = testDeps(ctx.db, clock, sms);
    const signIn = async (phone = uniquePhone()) => {
      await requestSignInCode(deps, { phone, captchaToken: '', ip: '203.0.113.1' });
      return checkSignInCode(deps, { phone, code: sms.lastCode(phone), ip: '203.0.113.1' });
    };
    const refresh = (token: string) => rotateRefreshToken(ctx.db, token, clock.now(), deps.lifetimes);
    return { clock, signIn, refresh };
  }

  describe('access tokens', () => {
    test('carry the user id, ROLE_USER, the sign-in and a 15-minute expiry', async () => {
      const { clock, signIn } = setup();
      const session = await signIn();
      const claims = decodeJwt(session.token);
      expect(claims.sub).toBe(String(session.user.id));
      expect(claims.roles).toEqual(['ROLE_USER']);
      expect(claims.sid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(claims.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 15 * 60);
      await expect(verifyAccessToken(session.token, clock.now())).resolves.toEqual({
        userId: session.user.id,
        roles: ['ROLE_USER'],
        sessionId: claims.sid,
      });
    });

    test('give ROLE_ADMIN to phones in ADMIN_PHONES, in any notation', async () => {
      const { signIn } = setup();
      const session = await signIn(ADMIN_PHONE);
      expect(decodeJwt(session.token).roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
      expect(session.user.isAdmin).toBe(true);
    });

    test('are refused once expired, forged or malformed, with a 401', async () => {
      const { clock, signIn } = setup();
      const session = await signIn();
      const later = new Date(clock.now().getTime() + 15 * MINUTE + 1000);
      expect((await refusal(verifyAccessToken(session.token, later))).status).toBe(401);
      const [header, payload, signature] = session.token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...decodeJwt(session.token), roles: ['ROLE_ADMIN'] }),
      ).toString('base64url');
      expect(
        (await refusal(verifyAccessToken(`${header}.${forgedPayload}.${signature}`, clock.now()))).status,
      ).toBe(401);
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      expect((await refusal(verifyAccessToken(unsigned, clock.now()))).status).toBe(401);
      expect((await refusal(verifyAccessToken('garbage', clock.now()))).status).toBe(401);
    });
  });

  describe('requireUser and optionalUser', () => {
    test('read the Bearer token', async () => {
      const { clock, signIn } = setup();
      const session = await signIn();
      await expect(
        requireUser(withAuth(`Bearer ${session.token}`), clock.now(), ctx.db),
      ).resolves.toMatchObject({ userId: session.user.id });
      await expect(optionalUser(withAuth(), clock.now(), ctx.db)).resolves.toBeNull();
    });

    test('answer 401 without a token, or with one that is not a valid Bearer token', async () => {
      const { clock } = setup();
      const missing = await refusal(requireUser(withAuth(), clock.now(), ctx.db));
      expect(missing.status).toBe(401);
      expect(missing.message).toBe('Войди в аккаунт, чтобы продолжить');
      const basic = await refusal(optionalUser(withAuth('Basic dXNlcjpwYXNz'), clock.now(), ctx.db));
      expect(basic.status).toBe(401);
      expect(basic.headers['WWW-Authenticate']).toBe('Bearer error="invalid_token"');
    });

    test('refuse a live access token once its sign-in is signed out, and only that one', async () => {
      const { clock, signIn } = setup();
      const phone = uniquePhone();
      const leaving = await signIn(phone);
      clock.advance(MINUTE);
      const staying = await signIn(phone);
      await revokeSession(ctx.db, leaving.refreshToken, clock.now());
      const refused = await refusal(requireUser(withAuth(`Bearer ${leaving.token}`), clock.now(), ctx.db));
      expect(refused.status).toBe(401);
      expect(refused.message).toBe('Сессия истекла. Войди снова');
      await expect(
        requireUser(withAuth(`Bearer ${staying.token}`), clock.now(), ctx.db),
      ).resolves.toMatchObject({ userId: staying.user.id });
    });

    test('refuse every access token of a sign-in whose refresh token was replayed', async () => {
      const { clock, signIn, refresh } = setup();
      const stolen = await signIn();
      const renewed = await refresh(stolen.refreshToken);
      clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      await refusal(refresh(stolen.refreshToken));
      for (const token of [stolen.token, renewed.token]) {
        expect((await refusal(optionalUser(withAuth(`Bearer ${token}`), clock.now(), ctx.db))).status).toBe(
          401,
        );
      }
    });

    test('refuse a validly signed token that names no sign-in (it could never be revoked)', async () => {
      const { clock, signIn } = setup();
      const session = await signIn();
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const withoutSid = await new SignJWT({ roles: ['ROLE_USER'] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(session.user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 900)
        .sign(new TextEncoder().encode(secret('JWT_SECRET')));
      expect(
        (await refusal(optionalUser(withAuth(`Bearer ${withoutSid}`), clock.now(), ctx.db))).status,
      ).toBe(401);
    });
  });

  describe('refresh tokens', () => {
    test('rotate on every refresh: a new pair, 30 days from now', async () => {
      const { clock, signIn, refresh } = setup();
      const session = await signIn();
      clock.advance(20 * MINUTE);
      const renewed = await refresh(session.refreshToken);
      expect(renewed.refreshToken).not.toBe(session.refreshToken);
      expect(renewed.refreshTokenExpiration).toBe(
        Math.floor(clock.now().getTime() / 1000) + 30 * 24 * 60 * 60,
      );
      expect(decodeJwt(renewed.token)).toMatchObject({ sub: String(session.user.id), roles: ['ROLE_USER'] });
      await expect(refresh(renewed.refreshToken)).resolves.toMatchObject({ token: expect.any(String) });
    });

    test('a reused refresh token revokes its whole family, but not other sign-ins', async () => {
      const { clock, signIn, refresh } = setup();
      const phone = uniquePhone();
      const stolen = await signIn(phone);
      clock.advance(MINUTE);
      const elsewhere = await signIn(phone);
      const rightful = await refresh(stolen.refreshToken);
      clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      const replay = await refresh(stolen.refreshToken).then(
        () => undefined,
        (e: unknown) => e as ApiError,
      );
      expect(replay?.status).toBe(401);
      expect(replay?.message).toBe('Сессия истекла. Войди снова');
      // The token issued by the rotation died with its family.
      expect((await refusal(refresh(rightful.refreshToken))).status).toBe(401);
      // Another sign-in of the same user is another family.
      await expect(refresh(elsewhere.refreshToken)).resolves.toMatchObject({ token: expect.any(String) });
    });

    test('the same token again within the grace window (a parallel refresh) gets the same pair', async () => {
      const { clock, signIn, refresh } = setup();
      const session = await signIn();
      clock.advance(20 * MINUTE);
      const [first, second] = await Promise.all([
        refresh(session.refreshToken),
        refresh(session.refreshToken),
      ]);
      expect(second).toEqual(first);
      clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
      // Later in the window: the same refresh token, with an access token signed now.
      const late = await refresh(session.refreshToken);
      expect(late.refreshToken).toBe(first.refreshToken);
      expect(late.refreshTokenExpiration).toBe(first.refreshTokenExpiration);
      expect(decodeJwt(late.token)).toMatchObject({
        sid: decodeJwt(first.token).sid,
        exp: Math.floor(clock.now().getTime() / 1000) + 15 * 60,
      });
      // The sign-in lives on: the shared token rotates as usual.
      const next = await refresh(first.refreshToken);
      expect(next.refreshToken).not.toBe(first.refreshToken);
      await expect(requireUser(withAuth(`Bearer ${next.token}`), clock.now(), ctx.db)).resolves.toMatchObject(
        { roles: ['ROLE_USER'] },
      );
    });

    test('a reuse after the grace window revokes the family, even if nobody used the new token', async () => {
      const { clock, signIn, refresh } = setup();
      const session = await signIn();
      const renewed = await refresh(session.refreshToken);
      clock.advance(REFRESH_REUSE_GRACE_MS + 1);
      expect((await refusal(refresh(session.refreshToken))).status).toBe(401);
      expect((await refusal(refresh(renewed.refreshToken))).status).toBe(401);
    });

    test('a reuse after the new token was itself used revokes the family, even within the window', async () => {
      const { clock, signIn, refresh } = setup();
      const session = await signIn();
      const renewed = await refresh(session.refreshToken);
      const newest = await refresh(renewed.refreshToken);
      clock.advance(1000);
      expect((await refusal(refresh(session.refreshToken))).status).toBe(401);
      expect((await refusal(refresh(newest.refreshToken))).status).toBe(401);
    });

    test('the spent token rows hold no usable token: the stored successor opens only with the spent token', async () => {
      const { signIn, refresh } = setup();
      const session = await signIn();
      const renewed = await refresh(session.refreshToken);
      const rows = await ctx.db
        .select({ sealed: refreshTokens.successorSealed })
        .from(refreshTokens)
        .where(isNotNull(refreshTokens.successorSealed));
      const texts = rows.map((r) => r.sealed ?? '');
      expect(texts.some((t) => t.includes(renewed.refreshToken) || t.includes(renewed.token))).toBe(false);
      expect(
        texts.some((t) => openSuccessor(session.refreshToken, t)?.refreshToken === renewed.refreshToken),
      ).toBe(true);
      expect(texts.some((t) => openSuccessor(renewed.refreshToken, t) !== null)).toBe(false);
    });

    test('expire after 30 days', async () => {
      const { clock, signIn, refresh } = setup();
      const kept = await signIn();
      const lost = await signIn();
      clock.advance(30 * DAY - 1000);
      await expect(refresh(kept.refreshToken)).resolves.toMatchObject({ token: expect.any(String) });
      clock.advance(1000);
      expect((await refusal(refresh(lost.refreshToken))).status).toBe(401);
    });

    test('signing out revokes the sign-in, and only it', async () => {
      const { clock, signIn, refresh } = setup();
      const phone = uniquePhone();
      const leaving = await signIn(phone);
      const renewed = await refresh(leaving.refreshToken);
      clock.advance(MINUTE);
      const staying = await signIn(phone);
      // Signing out with an older token of the family ends the newest one too.
      await revokeSession(ctx.db, leaving.refreshToken, clock.now());
      expect((await refusal(refresh(renewed.refreshToken))).status).toBe(401);
      await expect(refresh(staying.refreshToken)).resolves.toMatchObject({ token: expect.any(String) });
      await expect(revokeSession(ctx.db, 'unknown', clock.now())).resolves.toBeUndefined();
    });

    test('an unknown or absurd token is a 401', async () => {
      const { refresh } = setup();
      expect((await refusal(refresh('x'.repeat(43)))).status).toBe(401);
      expect((await refusal(refresh('x'.repeat(5000)))).status).toBe(401);
    });
  });
});
