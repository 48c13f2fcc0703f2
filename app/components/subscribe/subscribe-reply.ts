// What the subscribe action answers, in one shape for both ways the form travels: with
// JavaScript a fetcher receives it as JSON; without, it rides in the flash to the page the
// 303 leads to (root data `flash`, modal 'subscribe').

import { z } from 'zod';
import { EmailSchema, VALIDATION_MESSAGES } from '~/utils/validation';

export const SUBSCRIBE_ACTION = '/resources/subscribe';
/** The flash `modal` of a subscribe reply. */
export const SUBSCRIBE_FLASH = 'subscribe';

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

/** The reply a flash carries, or null when the flash is about something else. */
export function subscribeReplyFromFlash(
  flash: { modal?: string; payload?: Record<string, unknown> } | null | undefined,
): SubscribeReply | null {
  if (flash?.modal !== SUBSCRIBE_FLASH) return null;
  const parsed = SubscribeReplySchema.safeParse(flash.payload);
  return parsed.success ? parsed.data : null;
}

/** A message under one field of the form. */
export type FieldError = { field: 'email' | 'consent'; message: string } | null;

/** The first mistake of the form as the visitor filled it, with spec §5's texts; null when fine. */
export function checkSubscribeForm(email: string, consent: boolean): FieldError {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success)
    return { field: 'email', message: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.emailInvalid };
  if (!consent) return { field: 'consent', message: VALIDATION_MESSAGES.agreementRequired };
  return null;
}
