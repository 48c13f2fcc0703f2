// The phone step's rules (spec §5, §9) as pure functions: what the field shows while the
// shopper types, when the button may be pressed, and the message a submit gets.

import { formatPhone, maskPhone, PHONE_MASKED_LENGTH, phoneDigits } from '~/utils/phone';
import { PhoneSchema } from '~/utils/validation';

/**
 * What the field shows after an input: the masked value, never less than '+7 ('. The prefix's
 * '+7' is taken out wherever it is, so a digit typed with the caret before it ('9+7 (') is a
 * digit of the number, not a country code.
 */
export function phoneFieldValue(input: string): string {
  const prefixAt = input.indexOf('+7');
  return maskPhone(prefixAt < 0 ? input : `${input.slice(0, prefixAt)}${input.slice(prefixAt + 2)}`);
}

/** The submit button is disabled below the full mask's 18 characters (spec §5, §9). */
export const canSubmitPhone = (masked: string): boolean => masked.length >= PHONE_MASKED_LENGTH;

/**
 * A submit of the phone step: the spec's message for a missing or malformed phone, or the
 * payload — the digits-only phone ('+79991234567') and the formatted one (spec §4).
 */
export function submitPhone(
  masked: string,
): { ok: true; phone: string; formatted: string } | { ok: false; error: string } {
  const parsed = PhoneSchema.safeParse(masked);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return { ok: true, phone: phoneDigits(parsed.data), formatted: formatPhone(parsed.data) };
}
