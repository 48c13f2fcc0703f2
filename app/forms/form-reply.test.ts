import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flashedReply, FormReplySchema } from './flash-schema';
import { fieldErrorOf, formErrorOf, replyOf, sentValueOf } from './form-reply';

// A small form like the storefront's: an e-mail and a consent box.
const Schema = z.object({
  email: z.string({ required_error: 'Пожалуйста, укажи свой email' }).email('E-mail указан неверно'),
  consent: z.literal('Y', { errorMap: () => ({ message: 'Нужно дать согласие' }) }),
});

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: Schema });
}

describe('a form reply (conform’s)', () => {
  it('says each field’s message under it, and the values sent', () => {
    const reply = submit({ email: 'anna@' }).reply();
    expect(fieldErrorOf(reply, 'email')).toBe('E-mail указан неверно');
    expect(fieldErrorOf(reply, 'consent')).toBe('Нужно дать согласие');
    expect(formErrorOf(reply)).toBeNull();
    expect(sentValueOf(reply, 'email')).toBe('anna@');
    expect(sentValueOf(reply, 'consent')).toBe('');
  });

  it('says a message for the whole form apart from the fields', () => {
    const reply = submit({ email: 'anna@example.ru', consent: 'Y' }).reply({ formErrors: ['Не получилось'] });
    expect(reply.status).toBe('error');
    expect(formErrorOf(reply)).toBe('Не получилось');
    expect(fieldErrorOf(reply, 'email')).toBeNull();
  });

  it('turns the prologue’s refusal into the form’s message and keeps a reply as it is', () => {
    const refused = replyOf({ success: false, message: 'Слишком большой запрос', errors: [] });
    expect(formErrorOf(refused)).toBe('Слишком большой запрос');
    const reply = submit({ email: 'anna@example.ru', consent: 'Y' }).reply();
    expect(replyOf(reply)).toBe(reply);
    expect(replyOf(undefined)).toBeNull();
  });

  it('goes into the flash without the live form’s parts, each value cut short', () => {
    const long = `${'a'.repeat(5_000)}@example.ru`;
    const reply = submit({ email: long }).reply({ fieldErrors: { email: ['Слишком длинный'] } });
    const flashed = flashedReply(reply);
    expect(Object.keys(flashed).sort()).toEqual(['error', 'initialValue', 'status']);
    expect(sentValueOf(flashed, 'email')).toHaveLength(1_000);
    expect(fieldErrorOf(flashed, 'email')).toBe('Слишком длинный');
    // What the flash holds reads back through its schema unchanged.
    expect(FormReplySchema.parse(flashed)).toEqual(flashed);
  });
});
