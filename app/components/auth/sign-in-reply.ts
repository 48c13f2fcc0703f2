// What a "phone, then a code" action answers (signing in: resources.auth.login.ts; changing
// the phone: personal/profile). With JavaScript a fetcher gets it as JSON; without, it travels
// in the flash to the page the 303 leads to, and that page draws the step it names. One shape
// for both.

import { z } from 'zod';

export const CodeFlowReplySchema = z.discriminatedUnion('step', [
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
  z.object({
    step: z.literal('done'),
    /** Sign-in: true when it created the account (the analytics goal sign_up). */
    isNewUser: z.boolean().default(false),
    /** What to tell the shopper ('Номер телефона изменён'). */
    notice: z.string().optional(),
  }),
]);
export type CodeFlowReply = z.infer<typeof CodeFlowReplySchema>;
/** The sign-in dialog's name for it. */
export type SignInReply = CodeFlowReply;

/** Replies as the flash keeps them: the code step's wait as a moment, not a duration. */
export const FlashedCodeReplySchema = z.discriminatedUnion('step', [
  CodeFlowReplySchema.options[0],
  CodeFlowReplySchema.options[1].omit({ resendIn: true }).extend({ resendAt: z.number() }),
  CodeFlowReplySchema.options[2],
]);
export type FlashedCodeReply = z.infer<typeof FlashedCodeReplySchema>;

/** A reply read back from the flash, with the wait counted from `now`. */
export function replyFromFlash(flashed: FlashedCodeReply, now: number): CodeFlowReply {
  if (flashed.step !== 'code') return flashed;
  const { resendAt, ...rest } = flashed;
  return { ...rest, resendIn: Math.max(0, Math.ceil((resendAt - now) / 1000)) };
}

/** The flash's form of a reply sent at `now`. */
export function replyToFlash(reply: CodeFlowReply, now: number): FlashedCodeReply {
  if (reply.step !== 'code') return reply;
  const { resendIn, ...rest } = reply;
  return { ...rest, resendAt: now + resendIn * 1000 };
}
