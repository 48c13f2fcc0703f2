// What a "phone, then a code" action answers (signing in: resources.auth.login.ts; changing
// the phone: personal/profile): conform's reply, with the step to show beside it. The errors
// are conform's: under `phone` (docs/product.md#validation: server field errors show on the phone form), under
// `code` (the code step's message) or for the whole form. With JavaScript a fetcher gets it as
// JSON; without, it travels in the flash (its schema in forms/flash-schema.ts) to the page the
// 303 leads to, and that page draws the step it names. One shape for both.

import type { CodeStep, DoneStep, FlashedCodeReply, PhoneStep } from '~/forms/flash-schema';
import type { FormReply } from '~/forms/form-reply';

/** The fields whose messages the steps show (conform's error keys). */
export const CODE_FLOW_FIELDS = { phone: 'phone', code: 'code' } as const;

/** The step a reply leads to. */
export type CodeFlowStep =
  | PhoneStep
  | (CodeStep & {
      /** Seconds until another code may be asked for. */
      resendIn: number;
    })
  | DoneStep;
/** conform's reply with the step beside it. */
export type CodeFlowReply = FormReply & CodeFlowStep;
/** The sign-in dialog's name for it. */
export type SignInReply = CodeFlowReply;

/** A reply read back from the flash, with the wait counted from `now`. */
export function replyFromFlash(flashed: FlashedCodeReply, now: number): CodeFlowReply {
  if (flashed.step !== 'code') return flashed;
  const { resendAt, ...rest } = flashed;
  return { ...rest, resendIn: Math.max(0, Math.ceil((resendAt - now) / 1000)) };
}
