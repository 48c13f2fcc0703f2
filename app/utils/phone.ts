/**
 * Russian mobile phone numbers, the one kind of login the shop accepts (spec §5): shown and
 * typed as '+7 (999) 123-45-67', sent to the API as '+79991234567'. Isomorphic: the phone
 * field, the sign-in forms and the commerce API all read these rules.
 */

/** What the phone field starts with and what the mask always keeps (spec §2, §9). */
export const PHONE_PREFIX = '+7 (';

/** The mask of the phone field: '#' is one digit of the ten after +7. */
export const PHONE_MASK = '+7 (###) ###-##-##';

/** Length of a fully typed masked phone; shorter ones cannot be submitted (spec §9). */
export const PHONE_MASKED_LENGTH = PHONE_MASK.length;

const NATIONAL_DIGITS = 10;

/**
 * The ten national digits (after the country code) found in what a person typed or pasted:
 * '+7 (999) 123-45-67', '+79991234567', '89991234567', '79991234567' and '9991234567' all give
 * '9991234567'. Other characters than digits, spaces, brackets, dashes, dots and a leading
 * plus make it no phone at all (undefined), as does a wrong count of digits.
 */
function nationalDigits(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    return digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('7') ? digits.slice(1) : undefined;
  }
  if (digits.length === NATIONAL_DIGITS + 1 && (digits.startsWith('8') || digits.startsWith('7'))) {
    return digits.slice(1);
  }
  return digits.length === NATIONAL_DIGITS ? digits : undefined;
}

/**
 * The canonical form '+79991234567' of a Russian mobile number (the first digit after +7 is
 * 9), or undefined when the input is not one.
 */
export function normalizePhone(input: string): string | undefined {
  const national = nationalDigits(input);
  return national && national.startsWith('9') ? `+7${national}` : undefined;
}

/** True for a phone in the canonical form '+79991234567'. */
export function isNormalizedPhone(value: string): boolean {
  return /^\+79\d{9}$/.test(value);
}

/**
 * Applies the mask '+7 (###) ###-##-##' to whatever is in the phone field while the person
 * types or pastes: separators appear only once a digit follows them, extra digits are dropped,
 * and the '+7 (' prefix always stays. A pasted '8 999 …' or '+7 999 …' loses its country code.
 */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  const trimmed = input.trimStart();
  if (trimmed.startsWith('+7') || trimmed.startsWith('7 (')) digits = digits.slice(1);
  // A whole number pasted after the prefix ('+7 (89991234567') brings its own country code.
  if (digits.length > NATIONAL_DIGITS && (digits.startsWith('8') || digits.startsWith('7'))) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, NATIONAL_DIGITS);

  let masked = '';
  let next = 0;
  for (const char of PHONE_MASK) {
    if (char === '#') {
      if (next >= digits.length) break;
      masked += digits[next++];
    } else if (next < digits.length || masked.length < PHONE_PREFIX.length) {
      // A separator is written only when a digit comes after it (the prefix always is).
      masked += char;
    } else {
      break;
    }
  }
  return masked;
}

/** '+79991234567' → '+7 (999) 123-45-67'; anything that is not a phone comes back as it was. */
export function formatPhone(phone: string): string {
  const national = nationalDigits(phone);
  return national ? maskPhone(`+7${national}`) : phone;
}

/** The payload form of a masked phone (spec §5: plus sign then digits only). */
export function phoneDigits(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}
