import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { ProfileFormSchema } from './profile-schema';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const filled = {
  name: 'Анна-Мария',
  lastName: 'Smith',
  secondName: '',
  email: 'Anna@Example.RU',
  birthday: '1990-05-17',
  gender: 'female',
};

describe('profile form rules (spec §5)', () => {
  it('accepts a filled profile: trims, lower-cases the email, empty patronymic allowed', () => {
    const result = parseWithZod(form({ ...filled, name: '  Анна-Мария ' }), { schema: ProfileFormSchema });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value).toEqual({
      name: 'Анна-Мария',
      lastName: 'Smith',
      secondName: '',
      email: 'anna@example.ru',
      birthday: '1990-05-17',
      gender: 'female',
    });
  });

  it('names the missing required fields in the spec words', () => {
    const result = parseWithZod(form({ name: '', lastName: '', email: '' }), { schema: ProfileFormSchema });
    expect(result.status).toBe('error');
    expect(result.reply().error).toEqual({
      name: ['Пожалуйста, укажи свое имя'],
      lastName: ['Пожалуйста, укажи свою фамилию'],
      email: ['Пожалуйста, укажи свой email'],
    });
  });

  it('asks for 2 characters at least, letters and hyphen only, a valid email and a real birthday', () => {
    const result = parseWithZod(
      form({
        ...filled,
        name: 'А',
        lastName: 'Smith1',
        secondName: 'Ив@нович',
        email: 'anna@',
        birthday: '2023-02-30',
      }),
      { schema: ProfileFormSchema },
    );
    expect(result.reply().error).toEqual({
      name: ['Пожалуйста, введи не менее 2 символов'],
      lastName: ['Можно использовать только буквы и дефис'],
      secondName: ['Можно использовать только буквы и дефис'],
      email: ['E-mail указан неверно'],
      birthday: ['Дата рождения указана неверно'],
    });
  });

  it('an empty birthday and gender clear them', () => {
    const result = parseWithZod(form({ ...filled, birthday: '', gender: '' }), { schema: ProfileFormSchema });
    expect(result.status === 'success' && result.value).toMatchObject({ birthday: null, gender: null });
  });
});
