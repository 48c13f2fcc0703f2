// What the subscribe action answers, in one shape for both ways the form travels: with
// JavaScript a fetcher receives it as JSON; without, it rides in the flash to the page the
// 303 leads to (root data `flash`, kind 'subscribe').

import { z } from 'zod';
import type { ErrorBody } from '~/commerce/contract/common';
import { isRefusal } from '~/forms/refusal';
import { EmailSchema, VALIDATION_MESSAGES } from '~/utils/validation';

export const SUBSCRIBE_ACTION = '/resources/subscribe';

/** The form's field names. */
export const SUBSCRIBE_FIELDS = { email: 'email', consent: 'consent' } as const;
/** The value of the ticked consent box. */
export const CONSENT_GIVEN = 'Y';

/** Shown when the call failed for a reason the visitor cannot fix (spec §8: a generic notice). */
export const SUBSCRIBE_FAILED = 'Не получилось оформить подписку. Попробуй ещё раз чуть позже.';

export const SubscribeReplySchema = z.discriminatedUnion('status', [
  /** Subscribed: the success modal. */
  z.object({ status: z.literal('subscribed') }),
  /** A message under a field: a refused email, a missing consent, or the API's word (already subscribed). */
  z.object({
    status: z.literal('invalid'),
    field: z.enum(['email', 'consent']),
    message: z.string(),
    email: z.string(),
  }),
  /** The call failed (network, 5xx): a notice, and the modal closes. */
  z.object({ status: z.literal('failed'), message: z.string() }),
]);
export type SubscribeReply = z.infer<typeof SubscribeReplySchema>;

/** The fetcher's answer as a reply: a refused post (413) says its message as a failure. */
export function subscribeReplyOf(answer: SubscribeReply | ErrorBody | undefined): SubscribeReply | undefined {
  if (!answer || !isRefusal(answer)) return answer;
  return { status: 'failed', message: answer.message };
}

/**
 * The form's fields and spec §5's texts, checked in the browser before it posts and by the
 * action through conform (which reads an empty field as absent).
 */
export const SubscribeFormSchema = z.object({
  [SUBSCRIBE_FIELDS.email]: EmailSchema,
  [SUBSCRIBE_FIELDS.consent]: z.literal(CONSENT_GIVEN, {
    errorMap: () => ({ message: VALIDATION_MESSAGES.agreementRequired }),
  }),
});

/** A message under one field of the form. */
export type FieldError = { field: 'email' | 'consent'; message: string } | null;

/** The first field the visitor has to fix, in the form's order, from conform's errors by field name. */
export function firstFieldError(errors: Record<string, string[] | null | undefined> | undefined): FieldError {
  for (const field of [SUBSCRIBE_FIELDS.email, SUBSCRIBE_FIELDS.consent]) {
    const message = errors?.[field]?.[0];
    if (message) return { field, message };
  }
  return null;
}

/** The first mistake of the form as the visitor filled it; null when fine. */
export function checkSubscribeForm(email: string, consent: boolean): FieldError {
  const parsed = SubscribeFormSchema.safeParse({
    [SUBSCRIBE_FIELDS.email]: email === '' ? undefined : email,
    [SUBSCRIBE_FIELDS.consent]: consent ? CONSENT_GIVEN : undefined,
  });
  return parsed.success ? null : firstFieldError(parsed.error.flatten().fieldErrors);
}
