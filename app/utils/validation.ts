import { z } from 'zod';
import { readPhone, textMistake, TEXT_RULES, VALIDATION_MESSAGES as M, type TextRule } from './field-rules';

// The form rules of docs/product.md#validation (./field-rules) as zod schemas: the storefront's actions and the
// commerce API parse with these; the browser's checks run the rules themselves, without zod.

export { VALIDATION_MESSAGES } from './field-rules';

/** A trimmed text checked with its rule, reporting only the first mistake. */
function textField(rule: TextRule) {
  return z
    .string({ required_error: rule.required ?? rule.invalid, invalid_type_error: rule.invalid })
    .trim()
    .superRefine((value, ctx) => {
      const mistake = textMistake(rule, value);
      if (mistake) ctx.addIssue({ code: z.ZodIssueCode.custom, message: mistake });
    });
}

/** First name: required, at least 2 letters or hyphens. */
export const NameSchema = textField(TEXT_RULES.name);

/** Last name: required, at least 2 letters or hyphens. */
export const LastNameSchema = textField(TEXT_RULES.lastName);

/** Patronymic: optional (may be empty), letters and hyphens. */
export const PatronymicSchema = textField(TEXT_RULES.patronymic);

/** Email: required and pattern-checked; stored in lower case. */
export const EmailSchema = textField(TEXT_RULES.email).transform((value) => value.toLowerCase());

/**
 * A Russian mobile phone as typed ('+7 (999) 123-45-67', '89991234567' …), checked and turned
 * into the payload form '+79991234567'.
 */
export const PhoneSchema = z
  .string({ required_error: M.phoneRequired, invalid_type_error: M.phoneInvalid })
  .trim()
  .transform((value, ctx) => {
    const read = readPhone(value);
    if ('phone' in read) return read.phone;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: read.mistake });
    return z.NEVER;
  });
