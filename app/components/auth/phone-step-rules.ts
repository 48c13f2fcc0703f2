// The phone step's rules (docs/product.md#validation, docs/product.md#constants-and-limits) as pure functions: when the button may be pressed and
// the message a submit gets. What the field shows while typing is editPhone's (~/utils/phone).

import { formatPhone, PHONE_MASKED_LENGTH, phoneDigits } from '~/utils/phone';
import { readPhone } from '~/utils/field-rules';

/** The submit button is disabled below the full mask's 18 characters (docs/product.md#validation, docs/product.md#constants-and-limits). */
export const canSubmitPhone = (masked: string): boolean => masked.length >= PHONE_MASKED_LENGTH;

/**
 * A submit of the phone step: the spec's message for a missing or malformed phone, or the
 * payload — the digits-only phone ('+79991234567') and the formatted one (docs/product.md#sign-in-flow).
 */
export function submitPhone(
  masked: string,
): { ok: true; phone: string; formatted: string } | { ok: false; error: string } {
  const read = readPhone(masked);
  if ('mistake' in read) return { ok: false, error: read.mistake };
  return { ok: true, phone: phoneDigits(read.phone), formatted: formatPhone(read.phone) };
}
