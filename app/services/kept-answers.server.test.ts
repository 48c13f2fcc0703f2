import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetEnvForTests } from '~/utils/env.server';
import { apiCall, type ApiSession } from './api-client.server';
import { serveApiInProcess } from './api-request.server';
import { forgetKeptAnswers } from './kept-answers.server';

const sessionIn = (cityId: number): ApiSession => ({
  cityId,
  fuserToken: null,
  deviceId: null,
  tokens: null,
  setTokens: () => undefined,
  logout: () => undefined,
});
const Answer = z.object({ state: z.number(), city: z.string(), items: z.array(z.number()) });

/** An API whose answer follows from `state` and the city; it honours If-None-Match like ours. */
function api() {
  const seen: { ifNoneMatch: string | null }[] = [];
  let state = 1;
  const handler = async (request: Request) => {
    seen.push({ ifNoneMatch: request.headers.get('If-None-Match') });
    const tag = `W/"s${state}"`;
    if (request.headers.get('If-None-Match') === tag) return new Response(null, { status: 304 });
    const city = request.headers.get('User-Location-Id') ?? '';
    return Response.json({ state, city, items: [1, 2] }, { headers: { ETag: tag } });
  };
  return { seen, handler, move: () => (state += 1) };
}

beforeEach(() => {
  delete process.env.API_BASE_URL;
  process.env.PORT = '3999';
  resetEnvForTests();
  forgetKeptAnswers();
});
afterEach(() => {
  serveApiInProcess(null);
  delete process.env.PORT;
  resetEnvForTests();
});

describe('shared answers kept with their ETag', () => {
  it('ask again with the tag, serve the kept copy on 304 and the new answer once the state moved', async () => {
    const fake = api();
    serveApiInProcess(fake.handler);
    const call = () => apiCall({ path: '/api/x/', schema: Answer, session: sessionIn(216), shared: true });
    expect(await call()).toEqual({ state: 1, city: '216', items: [1, 2] });
    expect(await call()).toEqual({ state: 1, city: '216', items: [1, 2] });
    fake.move();
    expect(await call()).toEqual({ state: 2, city: '216', items: [1, 2] });
    expect(fake.seen.map((s) => s.ifNoneMatch)).toEqual([null, 'W/"s1"', 'W/"s1"']);
  });

  it('keep one answer per city, and hand out a frozen copy nobody can change', async () => {
    const fake = api();
    serveApiInProcess(fake.handler);
    const call = (cityId: number) =>
      apiCall({ path: '/api/x/', schema: Answer, session: sessionIn(cityId), shared: true });
    await call(216);
    const other = await call(648);
    expect(other.city).toBe('648');
    expect(fake.seen.map((s) => s.ifNoneMatch)).toEqual([null, null]);
    expect(() => other.items.push(3)).toThrow(TypeError);
  });

  it('keep nothing for a call that is not marked shared', async () => {
    const fake = api();
    serveApiInProcess(fake.handler);
    const call = () => apiCall({ path: '/api/x/', schema: Answer, session: sessionIn(216) });
    await call();
    await call();
    expect(fake.seen.map((s) => s.ifNoneMatch)).toEqual([null, null]);
  });
});
