import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStorefrontForm } from './form-post.server';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/resources/x', { method: 'POST', body, headers });

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('select'), cityId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('pick'), ids: z.array(z.string()) }),
]);

async function refusal(read: Awaited<ReturnType<typeof readStorefrontForm>>) {
  if (!read.refused) throw new Error('the form was taken');
  return [read.refused.status, await read.refused.json()];
}

describe('readStorefrontForm', () => {
  it('gives the form and the checked fields', async () => {
    const read = await readStorefrontForm(
      post(new URLSearchParams({ intent: 'select', cityId: '216' })),
      IntentSchema,
    );
    expect(read.refused).toBeNull();
    if (read.refused) return;
    expect(read.value).toEqual({ intent: 'select', cityId: 216 });
    expect(read.form.get('cityId')).toBe('216');
  });

  it('reads a repeated name as a list', async () => {
    const body = new URLSearchParams([
      ['intent', 'pick'],
      ['ids', 'a'],
      ['ids', 'b'],
    ]);
    const read = await readStorefrontForm(post(body), IntentSchema);
    expect(read.refused ? null : read.value).toEqual({ intent: 'pick', ids: ['a', 'b'] });
  });

  it('refuses invalid fields with 422 and the contract’s default text', async () => {
    const read = await readStorefrontForm(
      post(new URLSearchParams({ intent: 'select', cityId: 'abc' })),
      IntentSchema,
    );
    expect(await refusal(read)).toEqual([
      422,
      { success: false, message: 'Ошибка ввода данных', errors: [] },
    ]);
  });

  it('says the route’s own text when it has one', async () => {
    const read = await readStorefrontForm(
      post(new URLSearchParams({ intent: 'fly' })),
      IntentSchema,
      'Не то',
    );
    expect(await refusal(read)).toEqual([422, { success: false, message: 'Не то', errors: [] }]);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const body = new URLSearchParams({ intent: 'select', cityId: '1', pad: 'x'.repeat(17 * 1024) });
    const read = await readStorefrontForm(
      post(body, { 'Content-Length': String(body.toString().length) }),
      IntentSchema,
    );
    expect(await refusal(read)).toEqual([
      413,
      { success: false, message: 'Слишком большой запрос', errors: [] },
    ]);
  });

  it('refuses a body that is not a form (it cannot be read) with 413', async () => {
    const read = await readStorefrontForm(
      post('{"intent":"select"}', { 'Content-Type': 'application/json' }),
      IntentSchema,
    );
    expect((await refusal(read))[0]).toBe(413);
  });
});
