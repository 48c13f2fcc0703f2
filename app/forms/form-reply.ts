// The one reply of a storefront form action: conform's SubmissionResult (`submission.reply(…)`).
// A fetcher gets it as JSON (422 for fields to fix), a post without JavaScript gets it through the
// flash, and components read it with useForm's lastResult or with the helpers below. Isomorphic.

import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import type { ErrorBody } from '~/commerce/contract/common';
import { isRefusal } from './refusal';

/** conform's reply as our forms send it: flat fields, messages as lists. */
export type FormReply = SubmissionResult<string[]>;

/**
 * The part of conform's reply the flash keeps (what the next page shows: the values sent again
 * and the messages). `intent` and `state` belong to a live form in the browser, not to a page load.
 */
export const FormReplySchema = z.object({
  status: z.enum(['error', 'success']).optional(),
  initialValue: z
    .record(z.union([z.string(), z.array(z.string())]))
    .nullable()
    .optional(),
  error: z.record(z.array(z.string()).nullable()).optional(),
});
/** A reply as the flash keeps it; still a FormReply. */
export type FlashedReply = z.infer<typeof FormReplySchema>;

/** Longest value the flash keeps of a field: the cookie has room for a few short fields only. */
const FLASHED_VALUE_CHARS = 1_000;

/**
 * The flash's copy of a reply: what FormReplySchema keeps, each value cut to FLASHED_VALUE_CHARS
 * (a forged post may send far more than the field's maxLength).
 */
export function flashedReply(reply: FormReply): FlashedReply {
  const parsed = FormReplySchema.safeParse(reply);
  if (!parsed.success) return { status: reply.status, error: reply.error };
  const { initialValue, ...rest } = parsed.data;
  if (!initialValue) return parsed.data;
  const cut = (value: string) => value.slice(0, FLASHED_VALUE_CHARS);
  const values = Object.entries(initialValue).map(([name, value]) => [
    name,
    typeof value === 'string' ? cut(value) : value.map(cut),
  ]);
  return { ...rest, initialValue: Object.fromEntries(values) };
}

/** conform's key for a message about the whole form. */
const FORM_KEY = '';

/** The first message under `field`, or null. */
export function fieldErrorOf(reply: FormReply | null | undefined, field: string): string | null {
  return reply?.error?.[field]?.[0] ?? null;
}

/** The first message for the whole form (conform's `form.errors`), or null. */
export function formErrorOf(reply: FormReply | null | undefined): string | null {
  return fieldErrorOf(reply, FORM_KEY);
}

/** The value sent in `field`, as the form shows it again ('' when none). */
export function sentValueOf(reply: FormReply | null | undefined, field: string): string {
  const value = reply?.initialValue?.[field];
  return typeof value === 'string' ? value : '';
}

/** A reply of one message for the whole form, for a refusal that has no submission to reply to. */
export function formMessageReply(message: string): FormReply {
  return { status: 'error', error: { [FORM_KEY]: [message] } };
}

/** A fetcher's answer as a reply: the prologue's refusal (413, 422) becomes its message for the form. */
export function replyOf<Answer extends FormReply>(
  answer: Answer | ErrorBody | undefined,
): Answer | FormReply | null {
  if (!answer) return null;
  return isRefusal(answer) ? formMessageReply(answer.message) : answer;
}
