import { describe, expect, it } from 'vitest';
import {
  PHONE_MASKED_LENGTH,
  editPhone,
  formatPhone,
  isNormalizedPhone,
  maskPhone,
  normalizePhone,
  phoneDigits,
} from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+79991234567', '+79991234567'],
    ['89991234567', '+79991234567'],
    ['79991234567', '+79991234567'],
    ['9991234567', '+79991234567'],
    ['+7 (999) 123-45-67', '+79991234567'],
    ['  8 999 123 45 67 ', '+79991234567'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['+74951234567', 'a Moscow landline (not 9 after +7)'],
    ['84951234567', 'a landline written with 8'],
    ['+7999123456', 'one digit short'],
    ['+799912345678', 'one digit too many'],
    ['+19991234567', 'another country'],
    ['+7 999 123 45 6a', 'a letter inside'],
    ['+7 (999) 123-45-67 доб. 2', 'an extension'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });
});

describe('maskPhone', () => {
  it('keeps the prefix of an empty field', () => {
    expect(maskPhone('')).toBe('+7 (');
    expect(maskPhone('+7 (')).toBe('+7 (');
    expect(maskPhone('+7 ')).toBe('+7 (');
  });

  it('adds separators only once a digit follows them, as the person types', () => {
    const typed = '9991234567';
    const steps: string[] = [];
    let field = '+7 (';
    for (const digit of typed) {
      field = maskPhone(field + digit);
      steps.push(field);
    }
    expect(steps).toEqual([
      '+7 (9',
      '+7 (99',
      '+7 (999',
      '+7 (999) 1',
      '+7 (999) 12',
      '+7 (999) 123',
      '+7 (999) 123-4',
      '+7 (999) 123-45',
      '+7 (999) 123-45-6',
      '+7 (999) 123-45-67',
    ]);
    expect(field).toHaveLength(PHONE_MASKED_LENGTH);
    expect(PHONE_MASKED_LENGTH).toBe(18);
  });

  it('drops digits beyond the tenth', () => {
    expect(maskPhone('+7 (999) 123-45-678')).toBe('+7 (999) 123-45-67');
  });

  it('takes pasted numbers in any usual form, also pasted after the prefix', () => {
    for (const pasted of [
      '89991234567',
      '+79991234567',
      '9991234567',
      '+7 (89991234567',
      '+7 (+79991234567',
    ]) {
      expect(maskPhone(pasted)).toBe('+7 (999) 123-45-67');
    }
  });

  it('keeps a backspaced field consistent', () => {
    expect(maskPhone('+7 (999) 1')).toBe('+7 (999) 1');
    expect(maskPhone('+7 (999) ')).toBe('+7 (999');
  });
});

describe('formatPhone and phoneDigits', () => {
  it('formats the canonical form for display and back', () => {
    expect(formatPhone('+79991234567')).toBe('+7 (999) 123-45-67');
    expect(phoneDigits('+7 (999) 123-45-67')).toBe('+79991234567');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });

  it('recognises only the canonical form', () => {
    expect(isNormalizedPhone('+79991234567')).toBe(true);
    expect(isNormalizedPhone('89991234567')).toBe(false);
    expect(isNormalizedPhone('+74951234567')).toBe(false);
  });
});

/** What a browser does with a keystroke or a paste: the text goes in at the caret (or over the selection). */
function typeAt(shown: string, caret: number, text: string, selectionEnd = caret) {
  const next = shown.slice(0, caret) + text + shown.slice(selectionEnd);
  return editPhone(shown, next, caret + text.length, 'insertText');
}

/** A backspace (or Delete) with the caret at `caret`, as the browser applies it. */
function deleteAt(shown: string, caret: number, direction: 'backward' | 'forward') {
  const from = direction === 'backward' ? caret - 1 : caret;
  const next = shown.slice(0, from) + shown.slice(from + 1);
  const inputType = direction === 'backward' ? 'deleteContentBackward' : 'deleteContentForward';
  return editPhone(shown, next, from, inputType);
}

/** Types digits one by one, the caret going where the field puts it after each. */
function typeDigits(shown: string, caret: number, digits: string) {
  let field = { value: shown, caret };
  for (const digit of digits) field = typeAt(field.value, field.caret, digit);
  return field;
}

describe('editPhone (the phone field as the shopper types)', () => {
  it.each([0, 1, 2, 3, 4])('types 9967314211 with the caret at %i of "+7 ("', (caret) => {
    expect(typeDigits('+7 (', caret, '9967314211')).toEqual({
      value: '+7 (996) 731-42-11',
      caret: 18,
    });
  });

  it('puts the first digit typed before the prefix after it, and the caret after that digit', () => {
    expect(typeAt('+7 (', 0, '9')).toEqual({ value: '+7 (9', caret: 5 });
    expect(typeAt('+7 (', 1, '9')).toEqual({ value: '+7 (9', caret: 5 });
  });

  it('inserts a digit where the caret is, the caret staying after it', () => {
    // '+7 (96' with the caret between 9 and 6: the missing 9 goes in the middle.
    expect(typeAt('+7 (96', 5, '9')).toEqual({ value: '+7 (996', caret: 6 });
    // Before the ')' of a full area code: the number moves on by one.
    expect(typeAt('+7 (996) 31', 7, '7')).toEqual({ value: '+7 (996) 731', caret: 10 });
    // In the prefix of a half-typed number: the digit is the first.
    expect(typeAt('+7 (967', 2, '9')).toEqual({ value: '+7 (996) 7', caret: 5 });
  });

  it('ignores letters and drops digits beyond the tenth', () => {
    expect(typeAt('+7 (996', 7, 'a')).toEqual({ value: '+7 (996', caret: 7 });
    expect(typeAt('+7 (996) 731-42-11', 18, '5').value).toBe('+7 (996) 731-42-11');
  });

  it.each([
    '+7 996 731 42 11',
    '+7 (996) 731-42-11',
    '+79967314211',
    '8 996 731 42 11',
    '89967314211',
    '79967314211',
    '996 731 42 11',
    '9967314211',
  ])('takes %j pasted anywhere in the field', (pasted) => {
    for (const caret of [0, 2, 4]) {
      expect(typeAt('+7 (', caret, pasted)).toEqual({ value: '+7 (996) 731-42-11', caret: 18 });
    }
    // Over a whole selected field, and after a half-typed number.
    expect(typeAt('+7 (999) 1', 0, pasted, 10).value).toBe('+7 (996) 731-42-11');
    expect(typeAt('+7 (999) 1', 10, pasted).value).toBe('+7 (996) 731-42-11');
  });

  it('deletes digits with backspace and Delete, also across a separator', () => {
    expect(deleteAt('+7 (996) 7', 10, 'backward')).toEqual({ value: '+7 (996', caret: 7 });
    // The caret after ') ': the backspace takes the 6, not just the space.
    expect(deleteAt('+7 (996) 7', 9, 'backward')).toEqual({ value: '+7 (997', caret: 6 });
    expect(deleteAt('+7 (996) 7', 7, 'forward')).toEqual({ value: '+7 (996', caret: 7 });
    // The prefix cannot be deleted.
    expect(deleteAt('+7 (', 4, 'backward')).toEqual({ value: '+7 (', caret: 4 });
    expect(deleteAt('+7 (9', 2, 'backward')).toEqual({ value: '+7 (9', caret: 4 });
  });

  it('masks a value set all at once (autofill, a script), the caret at the end', () => {
    expect(editPhone('+7 (', '+7 (996) 731-42-11')).toEqual({ value: '+7 (996) 731-42-11', caret: 18 });
    expect(editPhone('+7 (', '9967314211')).toEqual({ value: '+7 (996) 731-42-11', caret: 18 });
    expect(editPhone('', '')).toEqual({ value: '+7 (', caret: 4 });
  });
});
