// What a "phone, then a code" action answers (signing in: resources.auth.login.ts; changing
// the phone: personal/profile): conform's reply, with the step to show beside it. The errors
// are conform's: under `phone` (spec §5: server field errors show on the phone form), under
// `code` (the code step's message) or for the whole form. With JavaScript a fetcher gets it as
// JSON; without, it travels in the flash to the page the 303 leads to, and that page draws the
// step it names. One shape for both.

import { z } from 'zod';
import { flashedReply, type FormReply, FormReplySchema } from '~/forms/form-reply';

/** The fields whose messages the steps show (conform's error keys). */
export const CODE_FLOW_FIELDS = { phone: 'phone', code: 'code' } as const;

const PhoneStepShape = {
  step: z.literal('phone'),
  /** What the shopper typed, shown again. */
  phone: z.string().max(64).default(''),
};
const CodeStepShape = {
  step: z.literal('code'),
  /** '+79991234567' */
  phone: z.string(),
};
const DoneStepShape = {
  step: z.literal('done'),
  /** Sign-in: true when it created the account (the analytics goal sign_up). */
  isNewUser: z.boolean().default(false),
  /** What to tell the shopper ('Номер телефона изменён'). */
  notice: z.string().optional(),
};

/** The step a reply leads to. */
export type CodeFlowStep =
  | z.infer<z.ZodObject<typeof PhoneStepShape>>
  | (z.infer<z.ZodObject<typeof CodeStepShape>> & {
      /** Seconds until another code may be asked for. */
      resendIn: number;
    })
  | z.infer<z.ZodObject<typeof DoneStepShape>>;
/** conform's reply with the step beside it. */
export type CodeFlowReply = FormReply & CodeFlowStep;
/** The sign-in dialog's name for it. */
export type SignInReply = CodeFlowReply;

/** Replies as the flash keeps them: the code step's wait as a moment, not a duration. */
export const FlashedCodeReplySchema = z.discriminatedUnion('step', [
  FormReplySchema.extend(PhoneStepShape),
  FormReplySchema.extend({ ...CodeStepShape, resendAt: z.number() }),
  FormReplySchema.extend(DoneStepShape),
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
  const kept = flashedReply(reply);
  switch (reply.step) {
    case 'phone':
      return { ...kept, step: reply.step, phone: reply.phone };
    case 'code':
      return { ...kept, step: reply.step, phone: reply.phone, resendAt: now + reply.resendIn * 1000 };
    case 'done':
      return { ...kept, step: reply.step, isNewUser: reply.isNewUser, notice: reply.notice };
  }
}
