// Sign-in code limits (docs/product.md#constants-and-limits): sending per phone and per address, checking per address, and
// the same limits under concurrency, as several instances sharing the database see them.
import { sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { forEachEngine, queryRows } from '../../../tests/setup/engines';
import type { ApiError } from '../http/errors.server';
import { refusal, signInSetup, uniquePhone, wrong } from '../../../tests/data/sign-in.kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const SECOND = 1000;
const MINUTE = 60 * SECOND;

forEachEngine('sign-in code limits', (ctx) => {
  const setup = () => signInSetup(ctx.db, '198.51.101.');

  describe('limits on sending', () => {
    test('a new code for a phone only 60 s after the last, saying how long to wait', async () => {
      const { clock, ask } = setup();
      const phone = uniquePhone();
      await ask(phone);
      clock.advance(20 * SECOND);
      const early = await refusal(ask(phone));
      expect(early.status).toBe(429);
      expect(early.message).toBe('Новый код можно запросить через 40 секунд');
      expect(early.headers['Retry-After']).toBe('40');
      clock.advance(39 * SECOND);
      expect((await refusal(ask(phone))).message).toBe('Новый код можно запросить через 1 секунду');
      clock.advance(SECOND);
      await expect(ask(phone)).resolves.toMatchObject({ success: true, resendIn: 60 });
    });

    test('at most 3 codes per phone in 10 minutes', async () => {
      const { clock, ask } = setup();
      const phone = uniquePhone();
      for (let i = 0; i < 3; i++) {
        await ask(phone);
        clock.advance(MINUTE);
      }
      // Three codes at 0, 1 and 2 minutes; now is 3 minutes: the first leaves the window at 10.
      const error = await refusal(ask(phone));
      expect(error.status).toBe(429);
      expect(error.message).toBe('Слишком много кодов на этот номер. Попробуй ещё раз через 7 минут');
      expect(error.headers['Retry-After']).toBe(String(7 * 60));
      clock.advance(7 * MINUTE - SECOND);
      expect((await refusal(ask(phone))).status).toBe(429);
      clock.advance(SECOND);
      await expect(ask(phone)).resolves.toMatchObject({ success: true });
    });

    test('at most 10 codes per phone in a day', async () => {
      const { clock, ask } = setup();
      const phone = uniquePhone();
      // Every 4 minutes keeps under 3 per 10 minutes: ten codes in 36 minutes.
      for (let i = 0; i < 10; i++) {
        await ask(phone);
        clock.advance(4 * MINUTE);
      }
      const error = await refusal(ask(phone));
      expect(error.status).toBe(429);
      expect(error.message).toBe('На этот номер больше нельзя отправить код сегодня. Попробуй через 24 часа');
      expect(Number(error.headers['Retry-After'])).toBe(24 * 60 * 60 - 40 * 60);
      clock.advance(24 * 60 * MINUTE - 40 * MINUTE);
      await expect(ask(phone)).resolves.toMatchObject({ success: true });
    });

    test('at most 20 codes per IP address in an hour, whatever the phones', async () => {
      const { ask } = setup();
      const ip = '192.0.2.77';
      for (let i = 0; i < 20; i++) await ask(uniquePhone(), ip);
      const error = await refusal(ask(uniquePhone(), ip));
      expect(error.status).toBe(429);
      expect(error.message).toBe('Слишком много запросов кода с твоего устройства. Попробуй через 1 час');
      await expect(ask(uniquePhone(), '192.0.2.78')).resolves.toMatchObject({ success: true });
    });

    test('a refused request is not counted', async () => {
      const { clock, ask } = setup();
      const phone = uniquePhone();
      await ask(phone);
      for (let i = 0; i < 5; i++) {
        clock.advance(10 * SECOND);
        await refusal(ask(phone));
      }
      clock.advance(10 * SECOND);
      await expect(ask(phone)).resolves.toMatchObject({ success: true });
    });
  });

  describe('under concurrency (several instances share the database)', () => {
    test('parallel requests for one phone send exactly one code', async () => {
      const { sms, ask } = setup();
      const phone = uniquePhone();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => ask(phone, `198.51.100.${200 + i}`)),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as ApiError] : []));
      expect(refused.map((e) => e.status)).toEqual(Array(7).fill(429));
      expect(sms.sent.filter((m) => m.to === phone)).toHaveLength(1);
    });

    test('parallel wrong guesses never take a code past 5 attempts', async () => {
      const { sms, ask, check } = setup();
      const phone = uniquePhone();
      await ask(phone);
      const code = sms.lastCode(phone);
      const guesses = await Promise.allSettled(Array.from({ length: 10 }, () => check(phone, wrong(code))));
      expect(guesses.every((g) => g.status === 'rejected')).toBe(true);
      const [row] = await queryRows<{ attempts: number }>(
        ctx.db,
        sql`SELECT attempts FROM otp_codes WHERE phone = ${phone}`,
      );
      expect(Number(row.attempts)).toBe(5);
      expect((await refusal(check(phone, code))).message).toBe(
        'Слишком много неверных попыток. Запроси новый код',
      );
    });
  });

  describe('limits on checking', () => {
    test('at most 60 checks per IP address in an hour, right or wrong', async () => {
      const { sms, ask, check } = setup();
      const ip = '192.0.2.200';
      const codeSender = '192.0.2.201';
      // A guesser with one address: 5 wrong entries on each of 12 codes of 12 phones.
      for (let n = 0; n < 12; n++) {
        const phone = uniquePhone();
        await ask(phone, codeSender);
        for (let i = 0; i < 5; i++) await refusal(check(phone, wrong(sms.lastCode(phone)), ip));
      }
      const phone = uniquePhone();
      await ask(phone, codeSender);
      const error = await refusal(check(phone, sms.lastCode(phone), ip));
      expect(error.status).toBe(429);
      expect(error.message).toBe('Слишком много попыток ввести код. Попробуй через 1 час');
      await expect(check(phone, sms.lastCode(phone), '192.0.2.202')).resolves.toMatchObject({
        success: true,
      });
    });
  });
});
