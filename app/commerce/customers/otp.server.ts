import { randomInt } from 'node:crypto';
import { pluralRu } from '../../utils/plural';
import { OTP_CODE_LENGTH, OTP_RESEND_SECONDS, type AuthCodeResponse } from '../contract/auth';
import { ApiError } from '../http/errors.server';
import type { CustomersDeps } from './deps.server';
import { keyedHash, sameHash } from './keyed-hash.server';
import { OTP_RULES } from './otp-rules';
import {
  type OtpSubject,
  deleteOtpCode,
  deleteOtpCodesExpiredBefore,
  insertOtpCode,
  markOtpCodeUsed,
  registerWrongAttempt,
  selectLatestOtpCode,
} from './otp.queries.server';
import { type LimitRule, consumeLimits, sweepRateLimitEvents } from './rate-limit.server';
import { SmsSendError } from './sms-provider.server';
import { logger } from '../../utils/log.server';
import { maskPhone } from '../../utils/log-redact';

const log = logger('otp');

export const OTP_MESSAGES = {
  sent: 'Код отправлен',
  smsFailed: 'Не получилось отправить смс. Попробуй ещё раз через минуту',
  noCode: 'Сначала запроси код',
  expired: 'Срок действия кода истёк. Запроси новый код',
  used: 'Этот код уже использован. Запроси новый код',
  dead: 'Слишком много неверных попыток. Запроси новый код',
  wrongLast: 'Неверный код. Попытки закончились: запроси новый код',
} as const;

/** 'Неверный код. Осталось 3 попытки' */
function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return OTP_MESSAGES.wrongLast;
  const left = pluralRu(attemptsLeft, ['Осталась', 'Осталось', 'Осталось']);
  return `Неверный код. ${left} ${attemptsLeft} ${pluralRu(attemptsLeft, ['попытка', 'попытки', 'попыток'])}`;
}

const codeError = (message: string) => new ApiError(400, message, [{ property: 'code', message }]);

function hashCode(subject: OtpSubject, code: string): string {
  // The phone and purpose are part of the hashed text: a code is bound to what it was sent for.
  return keyedHash('otp', `${subject.purpose}:${subject.userId ?? ''}:${subject.phone}:${code}`);
}

/** A uniformly random code of OTP_CODE_LENGTH digits from the system's CSPRNG. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/** The limits on sending a code to `phone` from `ip` (one SMS, whatever its purpose). */
export function sendLimits(phone: string, ip: string): LimitRule[] {
  const [resend, burst, daily] = OTP_RULES.perPhone;
  return [
    {
      key: `otp:phone:${phone}:resend`,
      ...resend,
      message: (wait) => `Новый код можно запросить через ${wait}`,
      codeWaiting: true,
    },
    {
      key: `otp:phone:${phone}:burst`,
      ...burst,
      message: (wait) => `Слишком много кодов на этот номер. Попробуй ещё раз через ${wait}`,
    },
    {
      key: `otp:phone:${phone}:day`,
      ...daily,
      message: (wait) => `На этот номер больше нельзя отправить код сегодня. Попробуй через ${wait}`,
    },
    {
      key: `otp:ip:${ip}:send`,
      ...OTP_RULES.perIp,
      message: (wait) => `Слишком много запросов кода с твоего устройства. Попробуй через ${wait}`,
    },
  ];
}

/** The limit on checking codes from `ip`. */
export function checkLimits(ip: string): LimitRule[] {
  return [
    {
      key: `otp:ip:${ip}:check`,
      ...OTP_RULES.checksPerIp,
      message: (wait) => `Слишком много попыток ввести код. Попробуй через ${wait}`,
    },
  ];
}

/** Occasional upkeep: forget old limit events and codes (about once per 50 codes sent). */
async function maybeSweep(deps: CustomersDeps, now: Date): Promise<void> {
  if (Math.random() >= 0.02) return;
  try {
    await sweepRateLimitEvents(deps.db, now);
    await deleteOtpCodesExpiredBefore(deps.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  } catch (error) {
    log.error({ err: error }, 'upkeep failed');
  }
}

/**
 * Sends a fresh code for a subject after counting it against every limit (per phone, per IP
 * and any `extraLimits`). Only the hash is stored. When the SMS cannot be sent the code is
 * deleted (never usable) and the caller gets a 503.
 */
export async function sendOtpCode(
  deps: CustomersDeps,
  request: { subject: OtpSubject; ip: string; text: (code: string) => string; extraLimits?: LimitRule[] },
): Promise<AuthCodeResponse> {
  const { subject, ip } = request;
  const now = deps.now();
  const code = randomCode();
  const id = await deps.db.transaction(async (tx) => {
    await consumeLimits(tx, [...sendLimits(subject.phone, ip), ...(request.extraLimits ?? [])], now);
    return insertOtpCode(tx, {
      subject,
      codeHash: hashCode(subject, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_RULES.codeLifetimeMs),
    });
  });
  try {
    await deps.sms.send({ to: subject.phone, text: request.text(code) });
  } catch (error) {
    await deleteOtpCode(deps.db, id);
    if (!(error instanceof SmsSendError)) log.error({ err: error }, 'the SMS provider failed unexpectedly');
    else log.error(`SMS to ${maskPhone(subject.phone)} not sent: ${error.message}`);
    throw new ApiError(503, OTP_MESSAGES.smsFailed);
  }
  await maybeSweep(deps, now);
  return { success: true, message: OTP_MESSAGES.sent, resendIn: OTP_RESEND_SECONDS };
}

/**
 * Checks a code against the newest one sent for the subject and spends it; throws a 400 with
 * property 'code' and a message saying what to do when it is wrong, expired, used or dead
 * (5 wrong entries), and a 429 when this IP checked too many codes.
 */
export async function verifyOtpCode(
  deps: CustomersDeps,
  subject: OtpSubject,
  code: string,
  ip: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction((tx) => consumeLimits(tx, checkLimits(ip), now));
  const latest = await selectLatestOtpCode(deps.db, subject);
  const max = OTP_RULES.maxWrongAttempts;
  if (!latest) throw codeError(OTP_MESSAGES.noCode);
  if (latest.usedAt) throw codeError(OTP_MESSAGES.used);
  if (latest.attempts >= max) throw codeError(OTP_MESSAGES.dead);
  if (latest.expiresAt <= now) throw codeError(OTP_MESSAGES.expired);
  if (!sameHash(latest.codeHash, hashCode(subject, code))) {
    const attempts = await registerWrongAttempt(deps.db, latest.id, max);
    throw codeError(attempts === undefined ? OTP_MESSAGES.dead : wrongCodeMessage(max - attempts));
  }
  if (!(await markOtpCodeUsed(deps.db, latest.id, now, max))) throw codeError(OTP_MESSAGES.used);
}
