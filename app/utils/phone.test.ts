import { describe, expect, it } from 'vitest';
import {
  PHONE_MASKED_LENGTH,
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
