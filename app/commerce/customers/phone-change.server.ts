import type { AuthCodeResponse } from '../contract/auth';
import type { UserUpdateResponse } from '../contract/user';
import { ApiError } from '../http/errors.server';
import { AUTH_MESSAGES, unauthorized } from './access-token.server';
import type { CustomersDeps } from './deps.server';
import { OTP_RULES } from './otp-rules';
import { sendOtpCode, verifyOtpCode } from './otp.server';
import { selectUserById, selectUserByPhone, updateUser } from './users.queries.server';
import { toUserDto } from './users.server';

export const PHONE_CHANGE_MESSAGES = {
  samePhone: 'Это твой текущий номер',
  taken: 'Этот номер уже привязан к другому аккаунту. Войди с ним или укажи другой номер',
  changed: 'Номер телефона изменён',
} as const;

/** The SMS a phone-change code arrives in. */
export const phoneChangeText = (code: string) => `Код для смены номера: ${code}. Никому его не сообщай.`;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return (
    codeOf(error) === UNIQUE_VIOLATION ||
    codeOf((error as { cause?: unknown } | undefined)?.cause) === UNIQUE_VIOLATION
  );
}

/**
 * First step of a phone change: texts a code to the NEW number, under the same limits as
 * sign-in codes plus a daily cap per account. Whether the number belongs to someone else is
 * not told here (that would let any account probe numbers); only its owner learns it, after
 * proving the code.
 */
export async function requestPhoneChangeCode(
  deps: CustomersDeps,
  request: { userId: number; phone: string; ip: string },
): Promise<AuthCodeResponse> {
  const user = await selectUserById(deps.db, request.userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.expired, true);
  if (user.phone === request.phone) {
    throw new ApiError(400, PHONE_CHANGE_MESSAGES.samePhone, [
      { property: 'phone', message: PHONE_CHANGE_MESSAGES.samePhone },
    ]);
  }
  return sendOtpCode(deps, {
    subject: { phone: request.phone, purpose: 'change_phone', userId: user.id },
    ip: request.ip,
    text: phoneChangeText,
    extraLimits: [
      {
        key: `otp:user:${user.id}:change_phone`,
        ...OTP_RULES.phoneChangesPerUser,
        message: (wait) => `Слишком много попыток сменить номер. Попробуй через ${wait}`,
      },
    ],
  });
}

/** Second step: checks the code sent to the new number and moves the account to it. */
export async function confirmPhoneChange(
  deps: CustomersDeps,
  request: { userId: number; phone: string; code: string; ip: string },
): Promise<UserUpdateResponse> {
  await verifyOtpCode(
    deps,
    { phone: request.phone, purpose: 'change_phone', userId: request.userId },
    request.code,
    request.ip,
  );
  const taken = () =>
    new ApiError(409, PHONE_CHANGE_MESSAGES.taken, [
      { property: 'phone', message: PHONE_CHANGE_MESSAGES.taken },
    ]);
  const owner = await selectUserByPhone(deps.db, request.phone);
  if (owner && owner.id !== request.userId) throw taken();
  try {
    const user = await updateUser(deps.db, request.userId, { phone: request.phone });
    if (!user) throw unauthorized(AUTH_MESSAGES.expired, true);
    return { success: true, message: PHONE_CHANGE_MESSAGES.changed, user: toUserDto(user) };
  } catch (error) {
    // Someone signed up with this number between the check above and the update.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
