// The steps every "phone, then a code by SMS" form shares (docs/product.md#sign-in-flow, docs/product.md#validation, docs/product.md#errors): signing in
// (resources.auth.login.ts) and changing the profile's phone (personal/profile). Each step
// reads its form, calls the API through the function it is given and turns the answer or the
// refusal into a step and its messages: the phone step with its field or form error, the code
// step with its error and the time left before a resend, or done. respondWithReply makes them
// conform's reply (CodeFlowReply), the step beside it.

import type { TypedResponse } from '@remix-run/node';
import { replyAfterPost, type ReplyOptions } from '~/forms/form-post.server';
import type { Flash } from '~/forms/flash';
import { OTP_RESEND_SECONDS, OtpCodeSchema } from '~/commerce/contract/auth';
import { DEFAULT_ERROR_MESSAGE } from '~/commerce/contract/common';
import { ApiCallError, isAbortError } from '~/services/api-client.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import { PhoneSchema } from '~/utils/validation';
import { CODE_FLOW_FIELDS, type CodeFlowReply, type CodeFlowStep } from '~/components/auth/sign-in-reply';
import { replyToFlash } from '~/forms/flash-schema';
import type { FormReply } from '~/forms/form-reply';

/** The messages of a step: under the phone, under the code, or for the whole form. */
type StepErrors = { phone?: string; code?: string; form?: string };
export type StepOutcome = { step: CodeFlowStep; errors?: StepErrors; status: number };

const NO_ANSWER = 'Не получилось. Попробуй ещё раз.';

/** An API refusal in the spec's words (docs/product.md#validation): its message, and its phone field error if any. */
function refusal(error: unknown): { status: number; message: string; phoneError?: string } {
  if (!(error instanceof ApiCallError) || isAbortError(error)) throw error;
  const phoneError = error.errors.find((e) => e.property === 'phone')?.message;
  if (error.kind !== 'http') return { status: 502, message: NO_ANSWER };
  return { status: error.status, message: error.message || DEFAULT_ERROR_MESSAGE, phoneError };
}

/** The wait the code step had (its form carries it), so an error does not restart the countdown. */
function resendInOf(form: FormData): number {
  const at = Number(form.get('resendAt'));
  if (!Number.isFinite(at)) return 0;
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((at - Date.now()) / 1000)));
}

type SendCode = (phone: string) => Promise<{ resendIn: number }>;

/** The phone step: checks the number as typed, then asks for a code. */
export async function phoneStep(form: FormData, send: SendCode): Promise<StepOutcome> {
  const typed = String(form.get('phone') ?? '').slice(0, 64);
  const phone = PhoneSchema.safeParse(typed);
  if (!phone.success) {
    return {
      status: 422,
      step: { step: 'phone', phone: typed },
      errors: { phone: phone.error.issues[0].message },
    };
  }
  try {
    const sent = await send(phone.data);
    return { status: 200, step: { step: 'code', phone: phone.data, resendIn: sent.resendIn } };
  } catch (error) {
    // The same phone again within the resend wait (back from the code step, say): the code sent
    // moments ago is still good, so the code step with the wait left, not a dead end.
    if (error instanceof ApiCallError && error.resendIn) {
      return { status: 200, step: { step: 'code', phone: phone.data, resendIn: error.resendIn } };
    }
    const { status, message, phoneError } = refusal(error);
    // docs/product.md#validation: field errors show on the phone field, a single message on the form.
    const errors = phoneError ? { phone: phoneError } : { form: message };
    return { status, step: { step: 'phone', phone: typed }, errors };
  }
}

/** 'Отправить код повторно': the same request for the code step's phone, or the phone step without one. */
export async function resendStep(form: FormData, send: SendCode): Promise<StepOutcome> {
  const phone = PhoneSchema.safeParse(form.get('phone') ?? '');
  if (!phone.success) return { status: 200, step: { step: 'phone', phone: '' } };
  try {
    const sent = await send(phone.data);
    return { status: 200, step: { step: 'code', phone: phone.data, resendIn: sent.resendIn } };
  } catch (error) {
    const { status, message } = refusal(error);
    return {
      status,
      step: { step: 'code', phone: phone.data, resendIn: resendInOf(form) },
      errors: { code: message },
    };
  }
}

/**
 * The code step: without JavaScript the four boxes arrive as four `code` fields. `check`
 * does what a right code leads to and returns the done reply; a refusal keeps the code step
 * with the API's message (the boxes empty, docs/product.md#validation).
 */
export async function codeStep(
  form: FormData,
  check: (phone: string, code: string) => Promise<CodeFlowStep>,
): Promise<StepOutcome> {
  const phone = PhoneSchema.safeParse(form.get('phone') ?? '');
  if (!phone.success) {
    // No form of ours sends a code for a number it did not take: back to the phone, saying why.
    return {
      status: 422,
      step: { step: 'phone', phone: '' },
      errors: { phone: phone.error.issues[0].message },
    };
  }
  const failed = (status: number, error: string): StepOutcome => ({
    status,
    step: { step: 'code', phone: phone.data, resendIn: resendInOf(form) },
    errors: { code: error },
  });
  const code = OtpCodeSchema.safeParse(form.getAll('code').map(String).join(''));
  if (!code.success) return failed(422, code.error.issues[0].message);
  try {
    return { status: 200, step: await check(phone.data, code.data) };
  } catch (error) {
    const { status, message } = refusal(error);
    return failed(status, message);
  }
}

/** conform's options for a step's messages (none: a clean reply). */
function replyOptionsOf(errors: StepErrors | undefined): ReplyOptions {
  if (!errors) return undefined;
  const fieldErrors: Record<string, string[]> = {};
  if (errors.phone) fieldErrors[CODE_FLOW_FIELDS.phone] = [errors.phone];
  if (errors.code) fieldErrors[CODE_FLOW_FIELDS.code] = [errors.code];
  return { fieldErrors, formErrors: errors.form ? [errors.form] : [] };
}

/**
 * The answer of a step: conform's reply (`replyWith`, the prologue's submission.reply) with the
 * step beside it. JSON for a fetcher; without JavaScript the reply goes into the flash (as
 * `target.flash`) and a 303 leads to `stepHref(step)`, or to `doneHref` once done.
 */
export function respondWithReply(
  form: FormData,
  replyWith: (options?: ReplyOptions) => FormReply,
  session: StorefrontSession,
  { step, errors, status }: StepOutcome,
  target: {
    flash: 'sign-in' | 'phone-change';
    doneHref: string;
    stepHref: (step: 'phone' | 'code') => string;
  },
): TypedResponse<CodeFlowReply> {
  const reply: CodeFlowReply = { ...replyWith(replyOptionsOf(errors)), ...step };
  if (reply.step === 'done') {
    const flash: Flash | null = reply.notice ? { kind: 'saved', text: reply.notice } : null;
    return replyAfterPost(form, session, reply, { status, flash, to: target.doneHref });
  }
  const flash: Flash = { kind: target.flash, reply: replyToFlash(reply, Date.now()) };
  return replyAfterPost(form, session, reply, { status, flash, to: target.stepHref(reply.step) });
}
