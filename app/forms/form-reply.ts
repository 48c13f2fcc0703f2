// The one reply of a storefront form action: conform's SubmissionResult (`submission.reply(…)`).
// A fetcher gets it as JSON (422 for fields to fix), a post without JavaScript gets it through the
// flash (flash-schema.ts keeps what of it the cookie holds), and components read it with
// useForm's lastResult or with the helpers below. Isomorphic, and free of schemas: the browser
// loads it.

import type { SubmissionResult } from '@conform-to/react';
import type { ErrorBody } from '~/commerce/contract/common';
import { isRefusal } from './refusal';

/** conform's reply as our forms send it: flat fields, messages as lists. */
export type FormReply = SubmissionResult<string[]>;

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
