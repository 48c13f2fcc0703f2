import { sql } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { describe, expect, test, vi } from 'vitest';
import { smsRuMock } from '../../../tests/mocks/sms-ru';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import { ApiError } from '../http/errors.server';
import type { CaptchaVerifier } from './captcha.server';
import { OTP_MESSAGES } from './otp.server';
import { requestSignInCode } from './sign-in.server';
import { createSmsRuProvider } from './sms-smsru.server';
import { refusal, signInSetup, testDeps, uniquePhone, wrong } from '../../../tests/data/sign-in.kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

forEachEngine('sign-in codes', (ctx) => {
  const setup = () => signInSetup(ctx.db, '198.51.100.');

  describe('sending', () => {
    test('texts a 4-digit code and stores only its keyed hash', async () => {
      const { sms, ask } = setup();
      const phone = uniquePhone();
      expect(await ask(phone)).toEqual({ success: true, message: 'Код отправлен', resendIn: 60 });
      expect(sms.sent).toHaveLength(1);
      expect(sms.sent[0].to).toBe(phone);
      const code = sms.lastCode(phone);
      expect(sms.sent[0].text).toBe(`Код для входа: ${code}. Никому его не сообщай.`);
      const rows = await queryRows<{ code_hash: string }>(
        ctx.db,
        sql`SELECT code_hash FROM otp_codes WHERE phone = ${phone}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].code_hash).not.toContain(code);
      expect(rows[0].code_hash.length).toBeGreaterThanOrEqual(43);
    });

    test('answers alike for a phone with an account and one without', async () => {
      const { sms, clock, ask, check } = setup();
      const known = uniquePhone();
      await ask(known);
      await check(known, sms.lastCode(known));
      clock.advance(MINUTE);
      const unknown = uniquePhone();
      expect(await ask(known)).toEqual(await ask(unknown));
    });

    test('deletes the code when the gateway fails, so it can never be entered', async () => {
      const { sms, ask, check } = setup();
      const phone = uniquePhone();
      sms.failNext = true;
      const error = await refusal(ask(phone));
      expect(error.status).toBe(503);
      expect(error.message).toBe('Не получилось отправить смс. Попробуй ещё раз через минуту');
      const [row] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM otp_codes WHERE phone = ${phone}`,
      );
      expect(Number(row.n)).toBe(0);
      const checked = await refusal(check(phone, '1234'));
      expect(checked.message).toBe(OTP_MESSAGES.noCode);
    });

    test('answers 503 when SMS.ru fails, leaving no usable code', async () => {
      const gateway = smsRuMock();
      const server = setupServer(gateway.handler);
      server.listen({ onUnhandledRequest: 'error' });
      try {
        const { clock } = setup();
        const smsru = createSmsRuProvider({ apiId: 'key', timeoutMs: 300 });
        const deps = testDeps(ctx.db, clock, smsru);
        const phone = uniquePhone();
        for (const behaviour of ['http-500', 'request-error', 'number-error', 'hang'] as const) {
          gateway.behaviour = behaviour;
          const error = await refusal(
            requestSignInCode(deps, { phone, captchaToken: '', ip: '198.51.100.250' }),
          );
          expect(error.status).toBe(503);
          clock.advance(4 * MINUTE);
        }
        expect(gateway.requests).toHaveLength(4);
        const [row] = await queryRows<{ n: number }>(
          ctx.db,
          sql`SELECT count(*)::int AS n FROM otp_codes WHERE phone = ${phone}`,
        );
        expect(Number(row.n)).toBe(0);
        gateway.behaviour = 'sent';
        await expect(
          requestSignInCode(deps, { phone, captchaToken: '', ip: '198.51.100.250' }),
        ).resolves.toMatchObject({ success: true });
        expect(gateway.requests.at(-1)?.msg).toMatch(/^Код для входа: \d{4}\. Никому его не сообщай\.$/);
      } finally {
        server.close();
      }
    });

    test('refuses a failed captcha before counting or sending anything', async () => {
      const { sms, clock } = setup();
      const refusing: CaptchaVerifier = {
        enabled: true,
        verify: async () => {
          throw new ApiError(403, 'Проверка на робота не пройдена. Попробуй ещё раз');
        },
      };
      const deps = testDeps(ctx.db, clock, sms, refusing);
      const phone = uniquePhone();
      const error = await refusal(requestSignInCode(deps, { phone, captchaToken: 'bad', ip: '203.0.113.9' }));
      expect(error.status).toBe(403);
      expect(sms.sent).toHaveLength(0);
      // Nothing was counted: the same phone may ask at once with the captcha passed.
      await expect(
        requestSignInCode(
          { ...deps, captcha: { enabled: false, verify: async () => {} } },
          { phone, captchaToken: '', ip: '203.0.113.9' },
        ),
      ).resolves.toMatchObject({ success: true });
    });
  });

  describe('with the captcha on', () => {
    /** A check that passes the token 'human' only, recording every token it was asked about. */
    function captchaOn() {
      const asked: string[] = [];
      const captcha: CaptchaVerifier = {
        enabled: true,
        verify: async (token) => {
          asked.push(token);
          if (token !== 'human') throw new ApiError(403, 'Проверка на робота не пройдена. Попробуй ещё раз');
        },
      };
      const { clock, sms } = setup();
      const deps = testDeps(ctx.db, clock, sms, captcha);
      const ask = (phone: string, ip: string, captchaToken = '') =>
        requestSignInCode(deps, { phone, captchaToken, ip });
      return { asked, clock, sms, ask };
    }

    test('a request without a token (no JavaScript) is let through, 3 an hour per IP', async () => {
      const { asked, sms, ask } = captchaOn();
      const ip = '203.0.113.40';
      for (let i = 0; i < 3; i++)
        await expect(ask(uniquePhone(), ip)).resolves.toMatchObject({ success: true });
      expect(asked).toEqual([]);
      const fourth = uniquePhone();
      const error = await refusal(ask(fourth, ip));
      expect(error.status).toBe(429);
      expect(error.message).toBe(
        'Слишком много запросов кода с твоего устройства. Включи JavaScript в браузере или попробуй через 1 час',
      );
      expect(sms.sent.filter((m) => m.to === fourth)).toHaveLength(0);
      // The widget's path from the same address is not held back by the smaller bucket.
      await expect(ask(fourth, ip, 'human')).resolves.toMatchObject({ success: true });
      expect(asked).toEqual(['human']);
    });

    test('a phone gets at most 3 codes a day without a token, and more with one', async () => {
      const { clock, ask } = captchaOn();
      const phone = uniquePhone();
      for (let i = 0; i < 3; i++) {
        await ask(phone, `203.0.113.${50 + i}`);
        clock.advance(11 * MINUTE);
      }
      const error = await refusal(ask(phone, '203.0.113.60'));
      expect(error.status).toBe(429);
      expect(error.message).toMatch(
        /^На этот номер больше нельзя отправить код без проверки на робота\. Включи JavaScript в браузере или попробуй через \d+ час(а|ов)?$/,
      );
      await expect(ask(phone, '203.0.113.60', 'human')).resolves.toMatchObject({ success: true });
    });

    test('a token that is there must pass: a bad one is refused, not sent the token-less way', async () => {
      const { sms, ask } = captchaOn();
      const phone = uniquePhone();
      const error = await refusal(ask(phone, '203.0.113.70', 'robot'));
      expect(error).toMatchObject({
        status: 403,
        message: 'Проверка на робота не пройдена. Попробуй ещё раз',
      });
      expect(sms.sent.filter((m) => m.to === phone)).toHaveLength(0);
    });
  });

  describe('checking', () => {
    test('signs a new phone up, then signs it in again as the same user', async () => {
      const { sms, clock, ask, check } = setup();
      const phone = uniquePhone();
      await ask(phone);
      const first = await check(phone, sms.lastCode(phone));
      expect(first).toMatchObject({
        success: true,
        isNewUser: true,
        user: { phone, name: '', isAdmin: false },
      });
      expect(first.token.split('.')).toHaveLength(3);
      expect(first.refreshToken.length).toBeGreaterThanOrEqual(43);
      expect(first.refreshTokenExpire).toBe(Math.floor(clock.now().getTime() / 1000) + 30 * 24 * 60 * 60);

      clock.advance(MINUTE);
      await ask(phone);
      const second = await check(phone, sms.lastCode(phone));
      expect(second.isNewUser).toBe(false);
      expect(second.user.id).toBe(first.user.id);
      expect(second.refreshToken).not.toBe(first.refreshToken);
    });

    test('a code works once', async () => {
      const { sms, ask, check } = setup();
      const phone = uniquePhone();
      await ask(phone);
      const code = sms.lastCode(phone);
      await check(phone, code);
      const error = await refusal(check(phone, code));
      expect(error.status).toBe(400);
      expect(error.errors).toEqual([{ property: 'code', message: OTP_MESSAGES.used }]);
    });

    test('a code lives 5 minutes', async () => {
      const { sms, clock, ask, check } = setup();
      const inTime = uniquePhone();
      const late = uniquePhone();
      await ask(inTime);
      await ask(late);
      clock.advance(5 * MINUTE - SECOND);
      await expect(check(inTime, sms.lastCode(inTime))).resolves.toMatchObject({ success: true });
      clock.advance(SECOND);
      const error = await refusal(check(late, sms.lastCode(late)));
      expect(error.message).toBe('Срок действия кода истёк. Запроси новый код');
    });

    test('takes 5 wrong entries, counting down, then the code is dead even when right', async () => {
      const { sms, ask, check } = setup();
      const phone = uniquePhone();
      await ask(phone);
      const code = sms.lastCode(phone);
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) messages.push((await refusal(check(phone, wrong(code)))).message);
      expect(messages).toEqual([
        'Неверный код. Осталось 4 попытки',
        'Неверный код. Осталось 3 попытки',
        'Неверный код. Осталось 2 попытки',
        'Неверный код. Осталась 1 попытка',
        'Неверный код. Попытки закончились: запроси новый код',
      ]);
      const dead = await refusal(check(phone, code));
      expect(dead.message).toBe('Слишком много неверных попыток. Запроси новый код');
    });

    test('only the newest code of the phone counts, and only for that phone', async () => {
      const { sms, clock, ask, check } = setup();
      const phone = uniquePhone();
      const other = uniquePhone();
      await ask(phone);
      const first = sms.lastCode(phone);
      await ask(other);
      expect((await refusal(check(other, first === sms.lastCode(other) ? wrong(first) : first))).status).toBe(
        400,
      );
      clock.advance(MINUTE);
      await ask(phone);
      const second = sms.lastCode(phone);
      if (first !== second) expect((await refusal(check(phone, first))).message).toMatch(/^Неверный код/);
      await expect(check(phone, second)).resolves.toMatchObject({ success: true });
    });

    test('asks for a code first when none was sent', async () => {
      const { check } = setup();
      const error = await refusal(check(uniquePhone(), '1234'));
      expect(error.errors).toEqual([{ property: 'code', message: 'Сначала запроси код' }]);
    });
  });
});
