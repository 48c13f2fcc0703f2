/**
 * Russian mobile phone numbers, the one kind of login the shop accepts (docs/product.md#validation): shown and
 * typed as '+7 (999) 123-45-67', sent to the API as '+79991234567'. Isomorphic: the phone
 * field, the sign-in forms and the commerce API all read these rules.
 */

/** What the phone field starts with and what the mask always keeps (docs/product.md#screens-and-routes, docs/product.md#constants-and-limits). */
export const PHONE_PREFIX = '+7 (';

/** The mask of the phone field: '#' is one digit of the ten after +7. */
export const PHONE_MASK = '+7 (###) ###-##-##';

/** Length of a fully typed masked phone; shorter ones cannot be submitted (docs/product.md#constants-and-limits). */
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

/** The payload form of a masked phone (docs/product.md#validation: plus sign then digits only). */
export function phoneDigits(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** The phone field after one edit: its masked value and where the caret goes. */
export type PhoneEdit = { value: string; caret: number };

/** Positions of the national digits in a value the field showed: the '7' of '+7' is none. */
function nationalDigitsBetween(shown: string, from: number, to: number): string {
  const countryCodeEnd = shown.startsWith('+7') ? 2 : 0;
  let digits = '';
  for (let i = Math.max(from, countryCodeEnd); i < to; i++) {
    if (/\d/.test(shown[i])) digits += shown[i];
  }
  return digits;
}

/** The national digits of typed or pasted text: '+7 996…', '8 996…' and '996…' alike. */
function insertedNationalDigits(text: string): string {
  const trimmed = text.trimStart();
  let digits = (trimmed.startsWith('+7') ? trimmed.slice(2) : trimmed).replace(/\D/g, '');
  if (!trimmed.startsWith('+7') && digits.length === NATIONAL_DIGITS + 1 && /^[78]/.test(digits)) {
    digits = digits.slice(1);
  }
  return digits;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** The caret position right after the n-th national digit of a masked value. */
function caretAfterDigit(masked: string, n: number): number {
  if (n <= 0) return Math.min(PHONE_PREFIX.length, masked.length);
  let seen = 0;
  for (let i = PHONE_PREFIX.length; i < masked.length; i++) {
    if (/\d/.test(masked[i]) && ++seen === n) return i + 1;
  }
  return masked.length;
}

/**
 * One edit of the masked phone field, wherever the caret was: `previous` is what the field
 * showed, `next` what the browser made of it and `caret` where the browser left the caret
 * (right after the typed or pasted text). What was inserted is found by comparing the two,
 * so a digit typed before or inside '+7 (' is a digit of the number and never meets the
 * prefix's 7; a pasted whole number in any usual notation replaces the field; a backspace over
 * a separator removes the digit before it. The caret stays after the same digit.
 */
export function editPhone(
  previous: string,
  next: string,
  caret: number = next.length,
  inputType?: string,
): PhoneEdit {
  // The text after the caret is untouched by an input; when the browser's caret does not say
  // so (a script set the value), only the common ending is taken as untouched.
  let kept = next.length - Math.min(Math.max(caret, 0), next.length);
  if (kept > previous.length || next.slice(next.length - kept) !== previous.slice(previous.length - kept)) {
    kept = 0;
  }
  const start = Math.min(commonPrefixLength(previous, next), next.length - kept, previous.length - kept);
  const insertedEnd = next.length - kept;
  const removedEnd = previous.length - kept;

  let before = nationalDigitsBetween(previous, 0, start);
  let after = nationalDigitsBetween(previous, removedEnd, previous.length);
  const inserted = insertedNationalDigits(next.slice(start, insertedEnd));
  const removedDigits = nationalDigitsBetween(previous, start, removedEnd);

  if (inserted.length >= NATIONAL_DIGITS) {
    // A whole number pasted: it is the phone, whatever was there before.
    const value = maskPhone(`+7${inserted.slice(0, NATIONAL_DIGITS)}`);
    return { value, caret: value.length };
  }
  if (!inserted && !removedDigits && start < removedEnd) {
    // Only a separator was deleted: delete the digit it stood beside instead.
    if (inputType === 'deleteContentBackward') before = before.slice(0, -1);
    else if (inputType === 'deleteContentForward') after = after.slice(1);
  }
  const digits = `${before}${inserted}${after}`.slice(0, NATIONAL_DIGITS);
  const value = maskPhone(`+7${digits}`);
  return { value, caret: caretAfterDigit(value, Math.min(before.length + inserted.length, digits.length)) };
}
