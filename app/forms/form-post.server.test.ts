import { describe, expect, it } from 'vitest';
import { readPageForm } from './form-post.server';

const URL_ = 'http://shop.test/order/make';

async function refusal(request: Request): Promise<{ status: number; allow: string | null; message: string }> {
  const thrown: unknown = await readPageForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error('expected a thrown Response');
  const body = (await thrown.json()) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  return { status: thrown.status, allow: thrown.headers.get('Allow'), message: body.message };
}

describe('readPageForm', () => {
  it('reads what a browser form sends, urlencoded or multipart', async () => {
    const plain = new Request(URL_, { method: 'POST', body: new URLSearchParams({ outcome: 'succeeded' }) });
    expect((await readPageForm(plain)).get('outcome')).toBe('succeeded');
    const multipart = new FormData();
    multipart.append('name', 'Анна');
    const form = await readPageForm(new Request(URL_, { method: 'POST', body: multipart }));
    expect(form.get('name')).toBe('Анна');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'refuses %s with 405 and says which methods the page takes',
    async (method) => {
      const answer = await refusal(new Request(URL_, { method, body: 'a=1' }));
      expect(answer).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
      expect(answer.message).not.toBe('');
    },
  );

  it('refuses a post without a form (no body, JSON, text) with 415 and a message to retry', async () => {
    for (const init of [
      {},
      { body: '{"a":1}', headers: { 'Content-Type': 'application/json' } },
      { body: 'a=1', headers: { 'Content-Type': 'text/plain' } },
    ]) {
      const answer = await refusal(new Request(URL_, { method: 'POST', ...init }));
      expect(answer).toMatchObject({
        status: 415,
        message: 'Не получилось прочитать форму. Обнови страницу и попробуй ещё раз.',
      });
    }
  });

  it('refuses a form too big to be ours with 413, and one that cannot be read with 400', async () => {
    const big = new URLSearchParams({ name: 'я'.repeat(20_000) }).toString();
    const tooBig = new Request(URL_, {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(big.length) },
    });
    expect((await refusal(tooBig)).status).toBe(413);
    const noBoundary = new Request(URL_, {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect((await refusal(noBoundary)).status).toBe(400);
  });
});
