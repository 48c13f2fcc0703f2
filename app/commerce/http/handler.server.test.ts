import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors.server';
import { apiRoute, jsonDepthOver, MAX_JSON_DEPTH, parseWith, readJson, readQuery } from './handler.server';

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

describe('JSON nesting', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it(`reads ${MAX_JSON_DEPTH} levels and refuses one more with 400, before parsing`, async () => {
    const Any = z.unknown();
    await expect(readJson(jsonRequest(nested(MAX_JSON_DEPTH)), Any)).resolves.toBeDefined();
    await expect(readJson(jsonRequest(nested(MAX_JSON_DEPTH + 1)), Any)).rejects.toMatchObject({
      status: 400,
      message: 'Слишком глубокая вложенность JSON: не больше 32 уровней',
    });
  });

  it('refuses the fuzzer’s 3,500 levels (7 kB) with 400, not a stack overflow', async () => {
    const body = nested(3_500);
    expect(body.length).toBe(7_000);
    await expect(readJson(jsonRequest(body), Body)).rejects.toMatchObject({ status: 400 });
    const objects = `${'{"a":'.repeat(3_500)}1${'}'.repeat(3_500)}`;
    await expect(readJson(jsonRequest(objects), Body)).rejects.toMatchObject({ status: 400 });
  });

  it('counts brackets outside strings only', () => {
    expect(jsonDepthOver(JSON.stringify({ name: '[[[[[[[[[[{{{{{{{{' }), 3)).toBe(false);
    expect(jsonDepthOver(JSON.stringify({ name: 'a\\"[[[[' }), 1)).toBe(false);
    expect(jsonDepthOver('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthOver('{"a":[{"b":[1]}]}', 4)).toBe(false);
  });

  it('refuses a value built deeper than the limit instead of walking it (parseWith)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => parseWith(z.unknown(), deep)).toThrow(ApiError);
  });
});

describe('readQuery', () => {
  it('reads the first value of each parameter', () => {
    const request = new Request('http://shop.test/api/x?name=first&name=second');
    expect(readQuery(request, Body)).toEqual({ name: 'first' });
  });
});

describe('apiRoute', () => {
  it('hands route params on without control characters, so none reaches SQL', async () => {
    let seen: unknown;
    const route = apiRoute(
      async ({ params }: { request: Request; params: Record<string, string | undefined> }) => {
        seen = params;
        return {};
      },
    );
    await route({
      request: new Request('http://shop.test/'),
      params: { code: 'nike\u0000', '*': 'a\u0001b', none: undefined },
    });
    expect(seen).toEqual({ code: 'nike ', '*': 'a b', none: undefined });
  });

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
