// The API client's retries of a failed call, and a call its signal aborts (never retried).
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Echo, ok, session, setupApiClientMock } from '../../tests/mocks/api-client.kit';
import { ApiCallError, apiCall, isAbortError } from './api-client.server';

const { server, requests, url, callsTo } = setupApiClientMock();

describe('retries (spec §9)', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    let calls = 0;
    server.use(
      http.get(url('/api/echo'), () => (++calls === 1 ? new HttpResponse(null, { status: 503 }) : ok())),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(2);
  });

  it('gives up after one retry', async () => {
    server.use(
      http.get(url('/api/echo'), () =>
        HttpResponse.json({ success: false, message: 'Недоступно', errors: [] }, { status: 503 }),
      ),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      status: 503,
      message: 'Недоступно',
    });
    expect(callsTo('/api/echo')).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    server.use(http.all(url('/api/echo'), () => new HttpResponse(null, { status: 503 })));
    await expect(
      apiCall({ method, path: '/api/echo', schema: Echo, session: session() }),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(callsTo('/api/echo')).toHaveLength(1);
  });

  it('does not retry a status outside the list', async () => {
    server.use(
      http.get(url('/api/echo'), () =>
        HttpResponse.json({ success: false, message: 'Нет', errors: [] }, { status: 404 }),
      ),
    );
    await expect(apiCall({ path: '/api/echo', schema: Echo, session: session() })).rejects.toMatchObject({
      status: 404,
    });
    expect(callsTo('/api/echo')).toHaveLength(1);
  });
});

describe('abort', () => {
  it('rejects with the AbortError when the signal aborts mid-call, without retrying', async () => {
    server.use(
      http.get(url('/api/echo'), async () => {
        await delay(500);
        return ok();
      }),
    );
    const controller = new AbortController();
    const call = apiCall({
      path: '/api/echo',
      schema: Echo,
      session: session({ signal: controller.signal }),
    });
    setTimeout(() => controller.abort(), 20);
    const failure = await call.catch((e: unknown) => e);
    expect(isAbortError(failure)).toBe(true);
    expect(callsTo('/api/echo')).toHaveLength(1);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await apiCall({
      path: '/api/echo',
      schema: Echo,
      session: session(),
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(isAbortError(failure)).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
