import { z } from 'zod';
import { PhoneSchema } from '../../utils/validation';
import { OTP_CODE_LENGTH } from './one-time-code';
import { UserSchema } from './user';

export * from './one-time-code';

/** The role every signed-in user's access token carries; ROLE_ADMIN (./session) is added for admins. */
export const ROLE_USER = 'ROLE_USER';

const CODE_FORMAT_MESSAGE = `Код состоит из ${OTP_CODE_LENGTH} цифр`;

/**
 * A one-time code as the code boxes send it. The spec's filled event carries the code as a
 * number, which loses leading zeros (0427 → 427), so numbers are padded back to four digits.
 */
export const OtpCodeSchema = z.unknown().transform((value, ctx) => {
  let code: string | undefined;
  if (typeof value === 'string') code = value.trim();
  else if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
    code = String(value).padStart(OTP_CODE_LENGTH, '0');
  }
  if (code === undefined || !new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: CODE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return code;
});

/** Body of POST /api/auth/code: the phone and the captcha widget's token (docs/product.md#api-calls). */
export const AuthCodeRequestSchema = z.object({
  phone: PhoneSchema,
  /** Yandex SmartCaptcha token; checked only when the server has a captcha key. */
  token: z.string().max(4096).optional().default(''),
});
export type AuthCodeRequest = z.input<typeof AuthCodeRequestSchema>;

/**
 * Answer of POST /api/auth/code (and of the first step of a phone change). The same for a
 * phone that has an account and one that has not.
 */
export const AuthCodeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** Seconds until another code may be requested. */
  resendIn: z.number().int(),
});
export type AuthCodeResponse = z.infer<typeof AuthCodeResponseSchema>;

/** Body of POST /api/auth/check; other saved request fields are accepted and ignored. */
export const AuthCheckRequestSchema = z.object({ phone: PhoneSchema, code: OtpCodeSchema });
export type AuthCheckRequest = z.input<typeof AuthCheckRequestSchema>;

/** Answer of POST /api/auth/check (docs/product.md#entities, docs/product.md#api-calls). */
export const AuthCheckResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  /** True when this sign-in created the account (the analytics goal sign_up). */
  isNewUser: z.boolean(),
  /** Access token: a JWT (HS256) with sub (user id), roles and exp. */
  token: z.string(),
  /** Opaque refresh token for POST /api/token/refresh. */
  refreshToken: z.string(),
  /** When the refresh token dies: seconds since the epoch. */
  refreshTokenExpire: z.number().int(),
});
export type AuthCheckResponse = z.infer<typeof AuthCheckResponseSchema>;

/**
 * Body of POST /api/user/confirm-change-phone/, in two steps: `{phone}` sends a code to the
 * new number (answer as POST /api/auth/code), `{phone, code}` checks it and moves the account
 * to that number (answer as POST /api/user/update).
 */
export const ChangePhoneRequestSchema = z.object({
  phone: PhoneSchema,
  code: OtpCodeSchema.optional(),
});
export type ChangePhoneRequest = z.input<typeof ChangePhoneRequestSchema>;
