// The subscribe form's fields, rules and texts. The action answers conform's reply, in one shape
// for both ways the form travels: with JavaScript a fetcher receives it as JSON; without, it
// rides in the flash to the page the 303 leads to (root data `flash`, kind 'subscribe').

import { formErrorOf, type FormReply } from '~/forms/form-reply';

export const SUBSCRIBE_ACTION = '/resources/subscribe';

/** The form's field names. */
export const SUBSCRIBE_FIELDS = { email: 'email', consent: 'consent' } as const;
/** The value of the ticked consent box. */
export const CONSENT_GIVEN = 'Y';

/** Shown when the call failed for a reason the visitor cannot fix (docs/product.md#errors: a generic notice). */
export const SUBSCRIBE_FAILED = 'Не получилось оформить подписку. Попробуй ещё раз чуть позже.';

/** What the modal does with a reply: the success modal, a message under a field, or a notice. */
export type SubscribeOutcome = 'subscribed' | 'invalid' | 'failed';

/**
 * The reply's outcome. The action answers conform's reply: a success is the subscription, a
 * message for the whole form is a failure the visitor cannot fix (network, 5xx, a refused post),
 * and anything else is a message under a field.
 */
export function subscribeOutcomeOf(reply: FormReply): SubscribeOutcome {
  if (reply.status === 'success') return 'subscribed';
  return formErrorOf(reply) ? 'failed' : 'invalid';
}

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
