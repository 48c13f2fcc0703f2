import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors.server';
import { apiRoute, readJson, readQuery } from './handler.server';

const Body = z.object({ name: z.string().min(2, 'Пожалуйста, введи не менее 2 символов') });

function jsonRequest(body: string, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/api/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

describe('readJson', () => {
  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    await expect(readJson(jsonRequest('{oops'), Body)).rejects.toMatchObject({ status: 400 });
    await expect(readJson(jsonRequest('{}', { 'Content-Type': 'text/plain' }), Body)).rejects.toMatchObject({
      status: 415,
    });
  });

  it('answers 413 for a body over 64 KiB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(70_000) });
    await expect(readJson(jsonRequest(big), Body)).rejects.toMatchObject({ status: 413 });
  });

  it('names the failing field with the schema message', async () => {
    const error = await readJson(jsonRequest('{"name":"a"}'), Body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([
      { property: 'name', message: 'Пожалуйста, введи не менее 2 символов' },
    ]);
  });

  it('turns control characters (NUL included) into spaces before validation', async () => {
    await expect(readJson(jsonRequest(JSON.stringify({ name: 'ab\u0000c' })), Body)).resolves.toEqual({
      name: 'ab c',
    });
  });
});

describe('readQuery', () => {
  it('reads the first value of each parameter', () => {
    const request = new Request('http://shop.test/api/x?name=first&name=second');
    expect(readQuery(request, Body)).toEqual({ name: 'first' });
  });
});

describe('apiRoute', () => {
  it('answers thrown ApiErrors with the error body and unknown failures with a bare 500', async () => {
    const refused = apiRoute(async () => {
      throw new ApiError(409, 'Занято');
    });
    const response = await refused({ request: new Request('http://shop.test/') });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: 'Занято', errors: [] });

    const broken = apiRoute(async () => {
      throw new Error('secret detail');
    });
    const original = console.error;
    console.error = () => {};
    const crash = await broken({ request: new Request('http://shop.test/') }).finally(() => {
      console.error = original;
    });
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain('secret detail');
  });
});
