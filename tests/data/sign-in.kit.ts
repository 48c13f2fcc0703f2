// Helpers for the service-level tests of sign-in: a clock moved by hand, an SMS provider that
// keeps what it sent (or fails on demand) and the dependencies built from them.
import type { Db } from '~/commerce/db/client.server';
import { ApiError } from '~/commerce/http/errors.server';
import { type CaptchaVerifier, skipCaptcha } from '~/commerce/customers/captcha.server';
import type { CustomersDeps } from '~/commerce/customers/deps.server';
import { checkSignInCode, requestSignInCode } from '~/commerce/customers/sign-in.server';
import { type SmsMessage, type SmsProvider, SmsSendError } from '~/commerce/customers/sms-provider.server';

/** A clock that stands still until moved. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date('2025-03-03T09:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

/** An SMS provider that records messages; `failNext` makes the next send throw like a gateway error. */
export interface RecordingSms extends SmsProvider {
  sent: SmsMessage[];
  failNext: boolean;
  /** The code in the newest message to a phone. */
  lastCode(phone: string): string;
}

export function recordingSms(): RecordingSms {
  const sms: RecordingSms = {
    name: 'recording',
    sent: [],
    failNext: false,
    async send(message) {
      if (sms.failNext) {
        sms.failNext = false;
        throw new SmsSendError('the test gateway refused');
      }
      sms.sent.push(message);
    },
    lastCode(phone) {
      const text = sms.sent.filter((m) => m.to === phone).at(-1)?.text ?? '';
      const code = /\b(\d{4})\b/.exec(text)?.[1];
      if (!code) throw new Error(`No code was sent to ${phone}`);
      return code;
    },
  };
  return sms;
}

/** Sign-in dependencies on a test database, clock and SMS recorder. */
export function testDeps(
  db: Db,
  clock: TestClock,
  sms: SmsProvider,
  captcha: CaptchaVerifier = skipCaptcha,
): CustomersDeps {
  return {
    db,
    now: clock.now,
    sms,
    captcha,
    lifetimes: { accessSeconds: 15 * 60, refreshSeconds: 30 * 24 * 60 * 60 },
  };
}

let phoneCounter = 0;

/** A Russian mobile number no other test of this file uses, so limits never collide. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+7999${String(phoneCounter).padStart(7, '0')}`;
}

/** The ApiError a promise rejects with; fails the test when it resolves or throws another error. */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

let ipCounter = 0;

/**
 * Fresh dependencies with their own clock and SMS recorder, and one IP address per setup
 * (`ipPrefix` + a counter: each test file its own prefix) that asking and checking use
 * unless given another.
 */
export function signInSetup(db: Db, ipPrefix: string) {
  const clock = testClock();
  const sms = recordingSms();
  const deps = testDeps(db, clock, sms);
  const ip = `${ipPrefix}${++ipCounter}`;
  const ask = (phone: string, from = ip) => requestSignInCode(deps, { phone, captchaToken: '', ip: from });
  const check = (phone: string, code: string, from = ip) => checkSignInCode(deps, { phone, code, ip: from });
  return { clock, sms, deps, ip, ask, check };
}

/** A code that is surely wrong: the right one plus one. */
export const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
