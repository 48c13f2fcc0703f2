import { textMistake, TEXT_RULES, VALIDATION_MESSAGES } from '~/utils/field-rules';
import { SUBSCRIBE_FIELDS, type FieldError } from './subscribe-reply';

/**
 * The first mistake of the form as the visitor filled it, in the form's order; null when fine.
 * The browser's check before it posts: the same rules and texts as the action's schema.
 */
export function checkSubscribeForm(email: string, consent: boolean): FieldError {
  const emailMistake = textMistake(TEXT_RULES.email, email);
  if (emailMistake) return { field: SUBSCRIBE_FIELDS.email, message: emailMistake };
  if (!consent) return { field: SUBSCRIBE_FIELDS.consent, message: VALIDATION_MESSAGES.agreementRequired };
  return null;
}
