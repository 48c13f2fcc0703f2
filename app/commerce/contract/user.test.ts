import { describe, expect, test } from 'vitest';
import { UserUpdateSchema } from './user';

const messages = (value: unknown) => {
  const result = UserUpdateSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('UserUpdateSchema', () => {
  test('takes any subset of the profile, trimmed', () => {
    expect(UserUpdateSchema.parse({})).toEqual({});
    expect(UserUpdateSchema.parse({ name: ' Анна ', email: 'Anna@Mail.ru' })).toEqual({
      name: 'Анна',
      email: 'anna@mail.ru',
    });
    expect(UserUpdateSchema.parse({ secondName: '', birthday: null, gender: null })).toEqual({
      secondName: '',
      birthday: null,
      gender: null,
    });
    expect(UserUpdateSchema.parse({ birthday: '1990-02-28', gender: 'female' })).toEqual({
      birthday: '1990-02-28',
      gender: 'female',
    });
  });

  test('reports the spec texts for fields that are present', () => {
    expect(messages({ name: '', lastName: 'И', email: 'nope' })).toEqual([
      'name: Пожалуйста, укажи свое имя',
      'lastName: Пожалуйста, введи не менее 2 символов',
      'email: E-mail указан неверно',
    ]);
    expect(messages({ email: '' })).toEqual(['email: Пожалуйста, укажи свой email']);
  });

  test('refuses impossible birthdays and unknown genders', () => {
    for (const birthday of ['1990-02-30', '31.12.1990', '1899-12-31', '2999-01-01']) {
      expect(messages({ birthday })).toEqual(['birthday: Дата рождения указана неверно']);
    }
    expect(messages({ gender: 'other' })).toEqual(['gender: Выбери пол из списка']);
  });

  test('never changes the phone', () => {
    expect(messages({ phone: '+79991234567' })).toEqual([
      'phone: Номер телефона меняется отдельно: с подтверждением кодом из смс',
    ]);
  });
});
