import type { AuthCheckResponse, AuthCodeResponse } from '../contract/auth';
import type { CustomersDeps } from './deps.server';
import { OTP_RULES } from './otp-rules';
import { sendOtpCode, verifyOtpCode } from './otp.server';
import type { LimitRule } from './rate-limit.server';
import { issueTokenPair } from './tokens.server';
import { insertUserUnlessExists } from './users.queries.server';
import { toUserDto } from './users.server';

/** The SMS a sign-in code arrives in. */
export const signInText = (code: string) => `Код для входа: ${code}. Никому его не сообщай.`;

/**
 * The smaller buckets a code asked for without a captcha token goes through while the captcha
 * is on (the sign-in form posted by a browser without JavaScript).
 */
export function withoutCaptchaLimits(phone: string, ip: string): LimitRule[] {
  const rules = OTP_RULES.withoutCaptcha;
  return [
    {
      key: `otp:no-captcha:phone:${phone}`,
      ...rules.perPhone,
      message: (wait) =>
        `На этот номер больше нельзя отправить код без проверки на робота. Включи JavaScript в браузере или попробуй через ${wait}`,
    },
    {
      key: `otp:no-captcha:ip:${ip}`,
      ...rules.perIp,
      message: (wait) =>
        `Слишком много запросов кода с твоего устройства. Включи JavaScript в браузере или попробуй через ${wait}`,
    },
  ];
}

/**
 * POST /api/auth/code: checks the captcha (when configured), counts the limits and texts a
 * sign-in code. The answer is the same whether the phone has an account or not. With the
 * captcha on, a request that brings no token at all (the form without JavaScript) is not
 * refused but counted under the stricter `withoutCaptchaLimits`; a token that is there is
 * checked and a bad one refused.
 */
export async function requestSignInCode(
  deps: CustomersDeps,
  request: { phone: string; captchaToken: string; ip: string },
): Promise<AuthCodeResponse> {
  const tokenless = deps.captcha.enabled && request.captchaToken === '';
  if (!tokenless) await deps.captcha.verify(request.captchaToken, request.ip);
  return sendOtpCode(deps, {
    subject: { phone: request.phone, purpose: 'login' },
    ip: request.ip,
    text: signInText,
    extraLimits: tokenless ? withoutCaptchaLimits(request.phone, request.ip) : [],
  });
}

/**
 * POST /api/auth/check: spends the code, finds or creates the account of the phone and
 * starts a session (a new refresh token family).
 */
export async function checkSignInCode(
  deps: CustomersDeps,
  request: { phone: string; code: string; ip: string },
): Promise<AuthCheckResponse> {
  await verifyOtpCode(deps, { phone: request.phone, purpose: 'login' }, request.code, request.ip);
  const now = deps.now();
  const { user, created } = await insertUserUnlessExists(deps.db, request.phone);
  const pair = await issueTokenPair(deps.db, user, now, deps.lifetimes);
  return {
    success: true,
    user: toUserDto(user),
    isNewUser: created,
    token: pair.token,
    refreshToken: pair.refreshToken,
    refreshTokenExpire: pair.refreshTokenExpiresAt,
  };
}
