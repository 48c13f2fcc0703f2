import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import {
  EmailSchema,
  LastNameSchema,
  NameSchema,
  PatronymicSchema,
  PhoneSchema,
  VALIDATION_MESSAGES as M,
} from './validation';

/** The messages a schema reports for a value, or the parsed value when it passes. */
function check(schema: ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((i) => i.message) };
}

describe('PhoneSchema', () => {
  it('gives the payload form for every usual way of writing a mobile number', () => {
    expect(check(PhoneSchema, '+7 (999) 123-45-67')).toEqual({ value: '+79991234567' });
    expect(check(PhoneSchema, '89991234567')).toEqual({ value: '+79991234567' });
  });

  it('asks for a phone when the field is empty or holds only the prefix', () => {
    expect(check(PhoneSchema, '')).toEqual({ messages: [M.phoneRequired] });
    expect(check(PhoneSchema, '+7 (')).toEqual({ messages: [M.phoneRequired] });
    expect(check(PhoneSchema, undefined)).toEqual({ messages: [M.phoneRequired] });
  });

  it('uses the spec text for anything but a +7 9xx number', () => {
    expect(M.phoneInvalid).toBe('Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx');
    for (const value of ['+7 (495) 123-45-67', '+7 (999) 123-45', 'телефон', 79991234567]) {
      expect(check(PhoneSchema, value)).toEqual({ messages: [M.phoneInvalid] });
    }
  });
});

describe('NameSchema and LastNameSchema', () => {
  it('accept Cyrillic, Latin and hyphenated names, trimmed', () => {
    expect(check(NameSchema, ' Анна-Мария ')).toEqual({ value: 'Анна-Мария' });
    expect(check(NameSchema, 'John')).toEqual({ value: 'John' });
    expect(check(LastNameSchema, 'Ёлкина')).toEqual({ value: 'Ёлкина' });
  });

  it('report exactly one message per field, in the order a person fixes them', () => {
    expect(check(NameSchema, '')).toEqual({ messages: ['Пожалуйста, укажи свое имя'] });
    expect(check(LastNameSchema, '   ')).toEqual({ messages: ['Пожалуйста, укажи свою фамилию'] });
    expect(check(NameSchema, 'А')).toEqual({ messages: ['Пожалуйста, введи не менее 2 символов'] });
    expect(check(NameSchema, 'Анна1')).toEqual({ messages: [M.lettersAndHyphenOnly] });
    expect(check(LastNameSchema, 'Иванов Петров')).toEqual({ messages: [M.lettersAndHyphenOnly] });
    expect(check(NameSchema, 'я'.repeat(51))).toEqual({ messages: [M.tooLong] });
  });
});

describe('PatronymicSchema', () => {
  it('may be empty but holds only letters and hyphens', () => {
    expect(check(PatronymicSchema, '')).toEqual({ value: '' });
    expect(check(PatronymicSchema, 'Сергеевич')).toEqual({ value: 'Сергеевич' });
    expect(check(PatronymicSchema, 'С.')).toEqual({ messages: [M.lettersAndHyphenOnly] });
  });
});

describe('EmailSchema', () => {
  it('accepts letters, digits and ._%+- before the @ and lower-cases the address', () => {
    expect(check(EmailSchema, 'Ivan.Petrov+shop_1%x-y@Mail.RU')).toEqual({
      value: 'ivan.petrov+shop_1%x-y@mail.ru',
    });
    expect(check(EmailSchema, 'ivan@пример.рф')).toEqual({ value: 'ivan@пример.рф' });
  });

  it('uses the spec texts for empty and wrong addresses', () => {
    expect(check(EmailSchema, '')).toEqual({ messages: ['Пожалуйста, укажи свой email'] });
    for (const value of [
      'ivan',
      'ivan@',
      'ivan@mail',
      'иван@mail.ru',
      'ivan petrov@mail.ru',
      'ivan@mail.r',
    ]) {
      expect(check(EmailSchema, value)).toEqual({ messages: ['E-mail указан неверно'] });
    }
  });
});
