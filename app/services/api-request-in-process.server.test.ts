import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/utils/env.server';
import { z } from 'zod';
import { apiCall, ApiCallError, type ApiSession } from './api-client.server';
import { inPageView, oncePerRead } from '~/utils/read-scope.server';
import { serveApiInProcess } from './api-request.server';

const session: ApiSession = {
  cityId: 648,
  fuserToken: 'guest-1',
  deviceId: 'device-1',
  tokens: null,
  setTokens: () => undefined,
  logout: () => undefined,
};
const Echo = z.object({ path: z.string(), city: z.string().nullable(), host: z.string().nullable() });

const seen: Request[] = [];
const echo = async (request: Request) => {
  seen.push(request);
  const url = new URL(request.url);
  return Response.json({
    path: `${url.pathname}${url.search}`,
    city: request.headers.get('User-Location-Id'),
    host: request.headers.get('Host'),
  });
};

beforeEach(() => {
  seen.length = 0;
  delete process.env.API_BASE_URL;
  process.env.PORT = '3999';
  resetEnvForTests();
});
afterEach(() => {
  serveApiInProcess(null);
  delete process.env.API_BASE_URL;
  delete process.env.PORT;
  resetEnvForTests();
});

describe('API calls to this same server', () => {
  it('reach the in-process handler with the URL, headers and Host a loopback call would carry', async () => {
    serveApiInProcess(echo);
    const answer = await apiCall({
      path: '/api/catalog/',
      query: { path: '/catalog/' },
      schema: Echo,
      session,
    });
    expect(answer).toEqual({ path: '/api/catalog/?path=%2Fcatalog%2F', city: '648', host: '127.0.0.1:3999' });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('http://127.0.0.1:3999/api/catalog/?path=%2Fcatalog%2F');
  });

  it('send a POST body as JSON and read an error answer as the API would over HTTP', async () => {
    serveApiInProcess(async (request) =>
      Response.json(
        { success: false, message: `нет: ${((await request.json()) as { name: string }).name}`, errors: [] },
        { status: 422 },
      ),
    );
    const call = apiCall({ method: 'POST', path: '/api/x', body: { name: 'Аня' }, schema: Echo, session });
    await expect(call).rejects.toEqual(new ApiCallError(422, 'нет: Аня'));
  });

  it('give up at the timeout even when the handler never answers', async () => {
    serveApiInProcess(() => new Promise<Response>(() => undefined));
    const call = apiCall({ path: '/api/slow', schema: Echo, session, timeoutMs: 50, retries: 0 });
    await expect(call).rejects.toMatchObject({ status: 504, kind: 'network' });
  });

  it('go over HTTP, not to the in-process handler, when API_BASE_URL names another server', async () => {
    serveApiInProcess(echo);
    process.env.API_BASE_URL = 'http://127.0.0.1:9';
    resetEnvForTests();
    const call = apiCall({ path: '/api/catalog/', schema: Echo, session, retries: 0, timeoutMs: 2000 });
    await expect(call).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(0);
  });
});

describe('a page view’s in-process calls', () => {
  const Asked = z.object({ asked: z.number() });
  const QUESTION = {};

  /** An API that answers how often its repeated question reached "the database". */
  function countingApi() {
    let asked = 0;
    serveApiInProcess(async () => {
      const answer = await oncePerRead(QUESTION, 'db', async () => ++asked);
      return Response.json({ asked: answer });
    });
    return (from: ApiSession) => apiCall({ path: '/api/basket/', schema: Asked, session: from });
  }

  it('share the read scope of the page view they run in: the second call takes the first one’s answer', async () => {
    const call = countingApi();
    const answers = await inPageView('GET', async () => [
      (await call(session)).asked,
      (await call(session)).asked,
    ]);
    expect(answers).toEqual([1, 1]);
  });

  it('of another view, of a post, or of no view (a script), ask again', async () => {
    const call = countingApi();
    expect(await inPageView('GET', async () => (await call(session)).asked)).toBe(1);
    expect(await inPageView('GET', async () => (await call(session)).asked)).toBe(2);
    expect(
      await inPageView('POST', async () => [(await call(session)).asked, (await call(session)).asked]),
    ).toEqual([3, 4]);
    expect((await call(session)).asked).toBe(5);
  });
});
