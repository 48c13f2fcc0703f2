import type { AuthCheckResponse, AuthCodeResponse } from '../contract/auth';
import type { CustomersDeps } from './deps.server';
import { sendOtpCode, verifyOtpCode } from './otp.server';
import { issueTokenPair } from './tokens.server';
import { insertUserUnlessExists } from './users.queries.server';
import { toUserDto } from './users.server';

/** The SMS a sign-in code arrives in. */
export const signInText = (code: string) => `Код для входа: ${code}. Никому его не сообщай.`;

/**
 * POST /api/auth/code: checks the captcha (when configured), counts the limits and texts a
 * sign-in code. The answer is the same whether the phone has an account or not.
 */
export async function requestSignInCode(
  deps: CustomersDeps,
  request: { phone: string; captchaToken: string; ip: string },
): Promise<AuthCodeResponse> {
  await deps.captcha.verify(request.captchaToken, request.ip);
  return sendOtpCode(deps, {
    subject: { phone: request.phone, purpose: 'login' },
    ip: request.ip,
    text: signInText,
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
