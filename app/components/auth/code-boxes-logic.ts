// What the four code boxes do with each keystroke (docs/product.md#sign-in-flow, docs/product.md#validation), as pure functions so the
// rules are tested without a browser: a typed digit fills the box and moves on, each box keeps
// only the last digit typed, Backspace or Delete clears the box and moves back, a pasted code
// fills every box. The component (code-boxes.tsx) only applies the returned edit.

import { OTP_CODE_LENGTH } from '~/commerce/contract/one-time-code';

/** The boxes' contents, one digit or '' each. */
export type CodeDigits = readonly string[];

/** The boxes after an edit and the box that should have the focus. */
export interface CodeEdit {
  digits: CodeDigits;
  focus: number;
}

/** Four empty boxes. */
export const emptyCode = (): CodeDigits => Array.from({ length: OTP_CODE_LENGTH }, () => '');

const clampBox = (index: number) => Math.min(Math.max(index, 0), OTP_CODE_LENGTH - 1);
const digitsIn = (text: string) => text.replace(/\D/g, '');

/** Digits pasted (or autofilled) into box `index`: a whole code fills all, a part fills onwards. */
export function pasteIntoBox(digits: CodeDigits, index: number, text: string): CodeEdit {
  const pasted = digitsIn(text);
  if (pasted === '') return { digits, focus: index };
  const start = pasted.length >= OTP_CODE_LENGTH ? 0 : index;
  const next = [...digits];
  const used = pasted.slice(0, OTP_CODE_LENGTH - start);
  for (let i = 0; i < used.length; i++) next[start + i] = used[i];
  return { digits: next, focus: clampBox(start + used.length) };
}

/**
 * The box's input changed to `value` (what the browser shows after the keystroke: the old
 * digit plus the new one, one digit, or nothing). The last digit typed wins; a whole code
 * arriving at once (autofill from the SMS) is a paste.
 */
export function typeIntoBox(digits: CodeDigits, index: number, value: string): CodeEdit {
  const typed = digitsIn(value);
  if (typed.length >= OTP_CODE_LENGTH) return pasteIntoBox(digits, index, typed);
  const next = [...digits];
  if (typed === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  next[index] = typed[typed.length - 1];
  return { digits: next, focus: clampBox(index + 1) };
}

/**
 * Backspace or Delete in box `index`: the box is cleared and the focus moves back one box.
 * In an empty box (where the focus waits after a digit was typed) the key clears the box
 * before it, so one press undoes the last digit typed.
 */
export function eraseBox(digits: CodeDigits, index: number): CodeEdit {
  const next = [...digits];
  const target = digits[index] === '' && index > 0 ? index - 1 : index;
  next[target] = '';
  return { digits: next, focus: clampBox(target === index ? index - 1 : target) };
}

/** The code once every box holds a digit ('0427'), else null. */
export function completeCode(digits: CodeDigits): string | null {
  return digits.length === OTP_CODE_LENGTH && digits.every((d) => /^\d$/.test(d)) ? digits.join('') : null;
}

/** True when two states of the boxes differ (any change clears the error, docs/product.md#flows). */
export function codeChanged(before: CodeDigits, after: CodeDigits): boolean {
  return before.some((digit, i) => digit !== after[i]);
}
