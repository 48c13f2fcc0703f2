// What the sign-in action answers (app/routes/resources.auth.login.ts). With JavaScript a
// fetcher gets it as JSON; without, it travels in the flash to the page the 303 leads to, and
// the root loader hands it to the dialog (root data `signIn`). One shape for both.

import { z } from 'zod';

/** The flash's `modal` of a sign-in reply. */
export const SIGN_IN_FLASH = 'sign-in';

export const SignInReplySchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('phone'),
    /** What the shopper typed, shown again. */
    phone: z.string().max(64).default(''),
    /** A message under the field (spec §5: server field errors show on the phone form). */
    fieldError: z.string().optional(),
    /** A message for the whole form. */
    formError: z.string().optional(),
  }),
  z.object({
    step: z.literal('code'),
    /** '+79991234567' */
    phone: z.string(),
    /** Seconds until another code may be asked for. */
    resendIn: z.number().int().min(0),
    error: z.string().optional(),
  }),
  z.object({ step: z.literal('done'), isNewUser: z.boolean() }),
]);
export type SignInReply = z.infer<typeof SignInReplySchema>;

/** Sign-in replies as the flash keeps them: the code step's wait as a moment, not a duration. */
export const SignInFlashSchema = z.discriminatedUnion('step', [
  SignInReplySchema.options[0],
  SignInReplySchema.options[1].omit({ resendIn: true }).extend({ resendAt: z.number() }),
  SignInReplySchema.options[2],
]);
export type SignInFlash = z.infer<typeof SignInFlashSchema>;

/** The reply a flash payload carries, with the wait counted from `now`; null when it is not one. */
export function signInFromFlash(
  flash: { modal?: string; payload?: Record<string, unknown> } | null,
  now: number,
): SignInReply | null {
  if (flash?.modal !== SIGN_IN_FLASH) return null;
  const parsed = SignInFlashSchema.safeParse(flash.payload);
  if (!parsed.success) return null;
  if (parsed.data.step !== 'code') return parsed.data;
  const { resendAt, ...rest } = parsed.data;
  return { ...rest, resendIn: Math.max(0, Math.ceil((resendAt - now) / 1000)) };
}

/** The flash payload of a reply sent at `now`. */
export function signInToFlash(reply: SignInReply, now: number): SignInFlash {
  if (reply.step !== 'code') return reply;
  const { resendIn, ...rest } = reply;
  return { ...rest, resendAt: now + resendIn * 1000 };
}
